import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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

  static publicUrl(key: string): string {
    return `/files/${key}`;
  }
}
