import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  key: string;
  bytes: number;
  /** Milliseconds since the epoch. */
  modifiedAt: number;
  /** The store's entity tag (S3: quoted, strong); absent when the store keeps none. */
  etag?: string;
}

export interface DownloadUrlOptions {
  /** What the browser saves the file as (Content-Disposition). */
  fileName: string;
  expiresInSeconds: number;
  contentType?: string;
}

/**
 * Where every stored file is kept (decisions 027, 044): packages, images and their renditions,
 * avatars, brand images and video files, in the local folder DATA_DIR/files or an S3-compatible
 * bucket. Keys are `folder/…/name.ext` of [A-Za-z0-9_.-]; callers choose them (content hashes).
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  putFile(key: string, filePath: string, contentType?: string): Promise<void>;
  putStream(key: string, body: Readable, bytes: number, contentType?: string): Promise<void>;
  putBuffer(key: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** The object's bytes; ObjectNotFoundError when there is no such object. */
  getStream(key: string): Promise<Readable>;
  /** Bytes `start` to `end` (inclusive) of an object; ObjectNotFoundError when there is none. */
  getRange(key: string, start: number, end: number): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes an object; one that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /**
   * A URL the browser may fetch the object from directly until it expires (S3: presigned),
   * or null when the store has none (local: the app serves the bytes behind its own link).
   */
  downloadUrl(key: string, options: DownloadUrlOptions): Promise<string | null>;
  /** Every object under a key prefix ('' for all). */
  list(prefix?: string): AsyncGenerator<StoredObject>;
  close(): Promise<void>;
}

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no stored object ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Keys never served by the public `/files/` route: paid packages (decision 027). */
export const PRIVATE_KEY_PREFIXES = ['packages/'] as const;

export function isPrivateKey(key: string): boolean {
  return PRIVATE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && key.length <= 512;
}

/** Refuses a key that could leave the store's root (`..`, absolute, odd characters). */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid object key: ${key}`);
}

/** `attachment` with an ASCII name and the exact one as RFC 5987 `filename*`. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Files under DATA_DIR/files, written through a temporary name and renamed into place. */
export class LocalObjectStorage implements ObjectStorage {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  static forDataDir(dataDir: string): LocalObjectStorage {
    return new LocalObjectStorage(path.join(dataDir, 'files'));
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  /** Writes through `write(temporaryPath)`, then renames: readers never see half a file. */
  private async place(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(temporary);
      await fs.promises.rename(temporary, target);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  putFile(key: string, filePath: string): Promise<void> {
    return this.place(key, (temporary) => fs.promises.copyFile(filePath, temporary));
  }

  putStream(key: string, body: Readable, bytes: number): Promise<void> {
    return this.place(key, async (temporary) => {
      await pipeline(body, fs.createWriteStream(temporary));
      const written = (await fs.promises.stat(temporary)).size;
      if (written !== bytes) throw new Error(`expected ${bytes} bytes for ${key}, got ${written}`);
    });
  }

  putBuffer(key: string, bytes: Buffer): Promise<void> {
    return this.place(key, (temporary) => fs.promises.writeFile(temporary, bytes));
  }

  private async open(key: string): Promise<fs.promises.FileHandle> {
    try {
      return await fs.promises.open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async getStream(key: string): Promise<Readable> {
    return (await this.open(key)).createReadStream();
  }

  async getRange(key: string, start: number, end: number): Promise<Readable> {
    return (await this.open(key)).createReadStream({ start, end });
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const stat = await fs.promises.stat(this.pathOf(key));
      return stat.isFile() ? { key, bytes: stat.size, modifiedAt: stat.mtimeMs } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async downloadUrl(): Promise<string | null> {
    return null;
  }

  async *list(prefix = ''): AsyncGenerator<StoredObject> {
    let entries: Dirent[];
    try {
      entries = await fs.promises.readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const stat = await fs.promises.stat(file).catch((error: unknown) => {
        if (isMissing(error)) return null; // removed since the listing
        throw error;
      });
      if (stat) yield { key, bytes: stat.size, modifiedAt: stat.mtimeMs };
    }
  }

  async close(): Promise<void> {}
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
