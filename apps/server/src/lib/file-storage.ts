import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { LocalObjectStorage, ObjectNotFoundError, type ObjectStorage } from './object-storage.ts';

/** Content types of the public files we store, by extension (what `/files/` answers). */
export const FILE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m4s: 'video/iso.segment',
  m3u8: 'application/vnd.apple.mpegurl',
  vtt: 'text/vtt; charset=utf-8',
  zip: 'application/zip',
};

export function contentTypeOfKey(key: string): string {
  return (
    FILE_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ??
    'application/octet-stream'
  );
}

/**
 * Public files (images, renditions, avatars, video files) by content hash, in the configured
 * object storage (decisions 027, 044): DATA_DIR/files or the S3 bucket. The same bytes always
 * get the same key, so files can be cached forever and URLs (`/files/<key>`) never change.
 */
export class FileStorage {
  constructor(readonly objects: ObjectStorage) {}

  /** The local folder DATA_DIR/files. */
  static forDataDir(dataDir: string): FileStorage {
    return new FileStorage(LocalObjectStorage.forDataDir(dataDir));
  }

  /**
   * Stores bytes under their content hash. Rewriting the same bytes renews the file's time,
   * which the garbage collection's grace period counts from.
   */
  async put(bytes: Buffer, extension: string, folder = 'u'): Promise<string> {
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const key = `${folder}/${hash.slice(0, 2)}/${hash}.${extension}`;
    await this.objects.putBuffer(key, bytes, contentTypeOfKey(key));
    return key;
  }

  /** Every stored file, with its key and when it was last written. */
  list(prefix = '') {
    return this.objects.list(prefix);
  }

  /** A stored file's bytes, or null when there is no such file. */
  async read(key: string): Promise<Buffer | null> {
    try {
      return await buffer(await this.objects.getStream(key));
    } catch (error) {
      if (error instanceof ObjectNotFoundError) return null;
      throw error;
    }
  }

  /** Deletes a stored file; a file that is already gone is not an error. */
  remove(key: string): Promise<void> {
    return this.objects.remove(key);
  }

  static publicUrl(key: string): string {
    return `/files/${key}`;
  }
}
