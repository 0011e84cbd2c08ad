import type { StorageConfig } from '../config/storage.config.ts';
import { LocalObjectStorage, type ObjectStorage } from './object-storage.ts';
import { S3ObjectStorage } from './s3-object-storage.ts';

/** The configured store (decision 027): S3 when S3_BUCKET is set, else DATA_DIR/files. */
export function createObjectStorage(dataDir: string, config: StorageConfig): ObjectStorage {
  return config.s3 ? new S3ObjectStorage(config.s3) : LocalObjectStorage.forDataDir(dataDir);
}
