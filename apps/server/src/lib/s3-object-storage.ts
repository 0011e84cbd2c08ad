import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from '../config/storage.config.ts';
import {
  assertValidKey,
  attachmentDisposition,
  ObjectNotFoundError,
  type DownloadUrlOptions,
  type ObjectStorage,
  type StoredObject,
} from './object-storage.ts';

/** Longest a presigned link may live (SigV4 allows a week; ours are minutes). */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/** Objects in one S3-compatible bucket (AWS, MinIO, R2, …), under the same keys as locally. */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 demands them: many S3-compatible stores do not know the
      // newer trailing checksums the SDK would otherwise add to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async putFile(key: string, filePath: string, contentType?: string): Promise<void> {
    const { size } = await fs.promises.stat(filePath);
    await this.putStream(key, fs.createReadStream(filePath), size, contentType);
  }

  async putStream(
    key: string,
    body: Readable,
    bytes: number,
    contentType = 'application/octet-stream',
  ): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: bytes,
        ContentType: contentType,
      }),
    );
  }

  async putBuffer(key: string, bytes: Buffer, contentType = 'application/octet-stream') {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  getStream(key: string): Promise<Readable> {
    return this.get(key);
  }

  getRange(key: string, start: number, end: number): Promise<Readable> {
    return this.get(key, `bytes=${start}-${end}`);
  }

  private async get(key: string, range?: string): Promise<Readable> {
    assertValidKey(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }),
      );
      if (result.Body instanceof Readable) return result.Body;
      throw new Error(`S3 answered ${key} without a readable body`);
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        bytes: head.ContentLength ?? 0,
        modifiedAt: head.LastModified?.getTime() ?? 0,
        ...(head.ETag ? { etag: head.ETag } : {}),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async remove(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** A presigned GET that makes the browser save the object as `fileName`. */
  async downloadUrl(key: string, options: DownloadUrlOptions): Promise<string> {
    assertValidKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: attachmentDisposition(options.fileName),
      ResponseContentType: options.contentType ?? 'application/octet-stream',
      ResponseCacheControl: 'private, no-store',
    });
    const expiresIn = Math.max(1, Math.min(MAX_PRESIGN_SECONDS, options.expiresInSeconds));
    return getSignedUrl(this.client, command, { expiresIn });
  }

  async *list(prefix = ''): AsyncGenerator<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        yield {
          key: item.Key,
          bytes: item.Size ?? 0,
          modifiedAt: item.LastModified?.getTime() ?? 0,
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
