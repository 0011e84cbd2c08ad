import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { isZipFileName, PACKAGE_LIMITS } from '@space/contracts/package-names';
import type {
  PackageChunkResult,
  PackageUpload,
  StartPackageUploadBody,
} from '@space/contracts/package-uploads';
import { isEditableUploadState } from '@space/contracts/upload-states';
import { packageUploads } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { inspectPackage } from './inspect-package.ts';
import { packageRefusal } from './package-findings.ts';
import {
  ChunkAbortedError,
  ChunkTooLargeError,
  createPartFile,
  hashFile,
  partFile,
  receiveChunk,
  removeUploadFiles,
  writeChunkAt,
} from './package-temp-files.ts';
import {
  advanceUpload,
  deleteUpload,
  deleteUploadsOfRecord,
  ownedRecord,
  ownedUpload,
  setRecordPackage,
  type Owner,
  type PackageUploadRow,
} from './package-uploads.queries.ts';
import { packageExpectationsOf } from './record-package.ts';
import type { Services } from '../../lib/services.ts';

type App = Pick<Services, 'db' | 'config' | 'clock' | 'objectStorage'>;

function toDto(row: PackageUploadRow): PackageUpload {
  return {
    uploadId: row.id,
    fileName: row.fileName,
    totalBytes: row.totalBytes,
    receivedBytes: row.receivedBytes,
    chunkBytes: PACKAGE_LIMITS.chunkBytes,
    chunkMaxBytes: PACKAGE_LIMITS.chunkMaxBytes,
  };
}

/** The record must be the caller's (404) and in an editable state (409, spec §4). */
async function editableRecord(app: App, owner: Owner, recordId: number, lock = false) {
  const record = await ownedRecord(app.db, owner, recordId, lock);
  if (!isEditableUploadState(record.state)) throw new AppError('UPLOAD_NOT_EDITABLE');
  return record;
}

/**
 * Announces a package (decision 026): refused before any byte when it is over 20 MB (413) or
 * not named .zip; replaces any unfinished upload of the same record.
 */
export async function startPackageUpload(
  app: App,
  owner: Owner,
  recordId: number,
  body: StartPackageUploadBody,
): Promise<PackageUpload> {
  await editableRecord(app, owner, recordId);
  if (body.totalBytes > PACKAGE_LIMITS.maxBytes) throw new AppError('PACKAGE_TOO_LARGE');
  if (!isZipFileName(body.fileName)) throw new AppError('PACKAGE_TYPE_WRONG');
  for (const id of await deleteUploadsOfRecord(app.db, owner, recordId)) {
    await removeUploadFiles(app.config.dataDir, id);
  }
  const id = randomUUID();
  await createPartFile(app.config.dataDir, id);
  const at = new Date(app.clock.now());
  const [row] = await app.db
    .insert(packageUploads)
    .values({
      id,
      userId: owner.userId,
      recordId,
      fileName: body.fileName,
      totalBytes: body.totalBytes,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return toDto(row!);
}

export async function packageUploadStatus(
  app: App,
  owner: Owner,
  recordId: number,
  uploadId: string,
): Promise<PackageUpload> {
  await ownedRecord(app.db, owner, recordId);
  return toDto(await ownedUpload(app.db, owner, recordId, uploadId));
}

/** Abandons an upload: its row and bytes are gone at once. */
export async function abandonPackageUpload(
  app: App,
  owner: Owner,
  recordId: number,
  uploadId: string,
): Promise<void> {
  await ownedRecord(app.db, owner, recordId);
  const upload = await ownedUpload(app.db, owner, recordId, uploadId);
  await deleteUpload(app.db, owner, upload.id);
  await removeUploadFiles(app.config.dataDir, upload.id);
}

/** `bytes a-b/total` (RFC 9110) → the chunk's offset, length and the file's total. */
export function parseContentRange(header: string | undefined) {
  const match = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return end < start ? null : { offset: start, length: end - start + 1, total };
}

export interface ChunkRequest {
  recordId: number;
  uploadId: string;
  contentRange: string | undefined;
  contentLength: number | undefined;
  body: Readable;
}

/**
 * One chunk (decision 026): the range must continue the upload exactly where it stands and
 * stay within the announced size and the per-request cap; the bytes stream into a chunk file
 * (never past the announced length), then a conditional update moves the upload forward and
 * the chunk is written into the part file, together. The last chunk inspects the package.
 */
export async function receivePackageChunk(
  app: App,
  owner: Owner,
  chunk: ChunkRequest,
): Promise<PackageChunkResult> {
  const range = parseContentRange(chunk.contentRange);
  await editableRecord(app, owner, chunk.recordId);
  const upload = await ownedUpload(app.db, owner, chunk.recordId, chunk.uploadId);
  if (!range || range.total !== upload.totalBytes) throw new AppError('PACKAGE_RANGE_INVALID');
  if (
    range.offset + range.length > upload.totalBytes ||
    range.length > PACKAGE_LIMITS.chunkMaxBytes
  ) {
    throw new AppError('PACKAGE_CHUNK_TOO_LARGE');
  }
  if (chunk.contentLength !== undefined && chunk.contentLength !== range.length) {
    throw new AppError('PACKAGE_RANGE_INVALID');
  }
  const mismatch = () =>
    new AppError('PACKAGE_OFFSET_MISMATCH', undefined, { receivedBytes: upload.receivedBytes });
  if (range.offset !== upload.receivedBytes) throw mismatch();

  const dataDir = app.config.dataDir;
  let received: { file: string; bytes: number };
  try {
    received = await receiveChunk(dataDir, upload.id, chunk.body, range.length);
  } catch (error) {
    if (error instanceof ChunkTooLargeError) throw new AppError('PACKAGE_CHUNK_TOO_LARGE');
    if (error instanceof ChunkAbortedError) throw new AppError('PACKAGE_CHUNK_INCOMPLETE');
    throw error;
  }
  let receivedBytes: number | null;
  try {
    if (received.bytes !== range.length) throw new AppError('PACKAGE_CHUNK_INCOMPLETE');
    const at = new Date(app.clock.now());
    receivedBytes = await app.db.transaction(async (tx) => {
      const moved = await advanceUpload(tx, upload.id, range.offset, range.length, at);
      // Written while the row is locked by the update: the next chunk waits for this one.
      if (moved !== null)
        await writeChunkAt(partFile(dataDir, upload.id), received.file, range.offset);
      return moved;
    });
  } finally {
    await fs.promises.rm(received.file, { force: true });
  }
  if (receivedBytes === null) {
    const now = await ownedUpload(app.db, owner, chunk.recordId, chunk.uploadId);
    throw new AppError('PACKAGE_OFFSET_MISMATCH', undefined, { receivedBytes: now.receivedBytes });
  }
  const current = { ...upload, receivedBytes };
  if (receivedBytes < upload.totalBytes) {
    return { upload: toDto(current), done: false, package: null };
  }
  return finishUpload(app, owner, current);
}

/**
 * The whole package is here: inspect it; refused, nothing is kept (its bytes and row are
 * deleted) and the report rides in the error; accepted, it is stored under its content hash
 * and becomes the record's package in one transaction, if the record is still editable.
 */
async function finishUpload(
  app: App,
  owner: Owner,
  upload: PackageUploadRow,
): Promise<PackageChunkResult> {
  const dataDir = app.config.dataDir;
  const file = partFile(dataDir, upload.id);
  try {
    const record = await editableRecord(app, owner, upload.recordId);
    const report = await inspectPackage({
      filePath: file,
      fileName: upload.fileName,
      now: new Date(app.clock.now()),
      ...packageExpectationsOf(record.form),
    });
    if (!report.ok) throw packageRefusal(report);
    const hash = await hashFile(file);
    const key = `packages/${hash.slice(0, 2)}/${hash}.zip`;
    // Stored before the row names it: a failure in between leaves an unreferenced object,
    // which the file garbage collection removes after its grace period.
    await app.objectStorage.putFile(key, file, 'application/zip');
    await app.db.transaction(async (tx) => {
      await editableRecord({ ...app, db: tx }, owner, upload.recordId, true);
      const at = new Date(app.clock.now());
      await setRecordPackage(
        tx,
        owner,
        upload.recordId,
        {
          key,
          name: upload.fileName,
          bytes: upload.totalBytes,
          report,
        },
        at,
      );
      await deleteUpload(tx, owner, upload.id);
    });
    return {
      upload: toDto(upload),
      done: true,
      package: { fileName: upload.fileName, bytes: upload.totalBytes, report },
    };
  } finally {
    // Accepted or refused, the upload is over: its row (when refused) and bytes go.
    await deleteUpload(app.db, owner, upload.id);
    await removeUploadFiles(dataDir, upload.id);
  }
}
