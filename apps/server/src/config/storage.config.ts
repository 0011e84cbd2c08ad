import { z } from 'zod';

/**
 * Where packages (and the files downloads serve) are kept (decision 027): a folder under
 * DATA_DIR by default, any S3-compatible store when S3_BUCKET is set.
 */
export interface S3StorageConfig {
  bucket: string;
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000; the AWS default when unset. */
  endpoint: string | undefined;
  region: string;
  /** Static credentials; null: the SDK's default chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, most self-hosted stores). */
  forcePathStyle: boolean;
}

export interface StorageConfig {
  /** Null: the local folder DATA_DIR/files. */
  s3: S3StorageConfig | null;
}

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const storageEnvShape = {
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageEnvShape>>;

/** The storage section; its issues are added to `issues` and never repeat a secret. */
export function readStorageConfig(env: StorageEnv, issues: string[]): StorageConfig {
  const named = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => env[name] !== undefined,
  );
  if (!env.S3_BUCKET) {
    if (named.length > 0) {
      issues.push(
        `S3_BUCKET: required when ${named.join(', ')} ${named.length > 1 ? 'are' : 'is'} set`,
      );
    }
    return { s3: null };
  }
  const keyId = env.S3_ACCESS_KEY_ID;
  const secret = env.S3_SECRET_ACCESS_KEY;
  if ((keyId === undefined) !== (secret === undefined)) {
    issues.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return {
    s3: {
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      credentials:
        keyId !== undefined && secret !== undefined
          ? { accessKeyId: keyId, secretAccessKey: secret }
          : null,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    },
  };
}
