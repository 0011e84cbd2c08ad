import { createHash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  key: string;
  /** Milliseconds since the epoch. */
  modifiedAt: number;
  bytes: number;
}

/**
 * Local file storage under DATA_DIR/files. Keys are content hashes, so the
 * same bytes always get the same key and files can be cached forever.
 */
export class FileStorage {
  constructor(private readonly root: string) {}

  static forDataDir(dataDir: string): FileStorage {
    return new FileStorage(path.join(dataDir, 'files'));
  }

  async put(bytes: Buffer, extension: string, folder = 'u'): Promise<string> {
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const key = `${folder}/${hash.slice(0, 2)}/${hash}.${extension}`;
    const target = path.join(this.root, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes);
    return key;
  }

  /** Every stored file, with its key and when it was last written. */
  async *list(): AsyncGenerator<StoredFile> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stat = await fs.stat(file);
      yield {
        key: path.relative(this.root, file).split(path.sep).join('/'),
        modifiedAt: stat.mtimeMs,
        bytes: stat.size,
      };
    }
  }

  /** A stored file's bytes, or null when there is no such file. */
  async read(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(path.join(this.root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Deletes a stored file; a file that is already gone is not an error. */
  async remove(key: string): Promise<void> {
    await fs.rm(path.join(this.root, key), { force: true });
  }

  static publicUrl(key: string): string {
    return `/files/${key}`;
  }
}
