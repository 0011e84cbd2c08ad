import { SUCCESS_CODE } from '@space/contracts/errors';
import type { PackageChunkResult, PackageUpload } from '@space/contracts/package-uploads';
import { apiData, apiRequest, ApiError, envelopeError } from '../../lib/api-client.ts';
import type { PackageFile } from './package-precheck.ts';

/** Body code of a chunk that does not continue the upload: `data.receivedBytes` says where. */
const OFFSET_MISMATCH = 40043;
/** A dropped connection is retried this many times in a row before the upload gives up. */
const MAX_RETRIES = 3;

export interface UploadPackageOptions {
  recordId: number;
  file: PackageFile;
  /** Bytes the server has so far, after each chunk (and once at the start, when resuming). */
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  /** Stops between chunks and abandons nothing: the upload can be resumed with `resume`. */
  signal?: AbortSignal;
  /** An upload started earlier for this file: continue from what the server has. */
  resume?: string;
  /** Tells the caller the upload's id as soon as it exists (to resume after a reload). */
  onStarted?: (upload: PackageUpload) => void;
  /** Waits between retries; tests pass one that does not wait. */
  wait?: (ms: number) => Promise<void>;
}

const base = (recordId: number) => `/api/uploads/${recordId}/package-uploads`;

async function startOrResume(options: UploadPackageOptions): Promise<PackageUpload> {
  if (options.resume) {
    try {
      const upload = await apiData<PackageUpload>(`${base(options.recordId)}/${options.resume}`, {
        signal: options.signal,
      });
      if (upload.totalBytes === options.file.size) return upload;
    } catch (error) {
      // Gone (finished, swept or replaced): start again; anything else is the caller's.
      if (!(error instanceof ApiError && error.code === 404)) throw error;
    }
  }
  return apiData<PackageUpload>(base(options.recordId), {
    method: 'POST',
    body: { fileName: options.file.name, totalBytes: options.file.size },
    signal: options.signal,
  });
}

/** A transport failure (network, timeout), not a refusal or the caller's abort. */
function isDrop(error: unknown, signal: AbortSignal | undefined): boolean {
  return !(error instanceof ApiError) && !signal?.aborted;
}

/**
 * Sends a package in chunks (issue 11, decision 026): starts (or resumes) an upload, then
 * PUTs each slice with its `Content-Range`; after a dropped connection it asks the server how
 * much arrived and continues from there. Resolves with the stored package (the server's
 * report inside); a refusal throws the server's envelope as an ApiError (the report in
 * `data.report`, the spec §8 message as its message). An abort stops between chunks and keeps
 * the upload for `resume`. A 404 after a dropped connection means the upload is over (done
 * by the lost request, replaced or swept): refetch the record to see whether it has the package.
 */
export async function uploadPackage(options: UploadPackageOptions): Promise<PackageChunkResult> {
  const { file, signal } = options;
  const wait = options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  let upload = await startOrResume(options);
  options.onStarted?.(upload);
  options.onProgress?.(upload.receivedBytes, upload.totalBytes);
  const url = `${base(options.recordId)}/${upload.uploadId}`;
  let offset = upload.receivedBytes;
  let retries = 0;
  for (;;) {
    signal?.throwIfAborted();
    const end = Math.min(offset + upload.chunkBytes, file.size);
    let body;
    try {
      body = await apiRequest<PackageChunkResult>(url, {
        method: 'PUT',
        signal,
        raw: {
          body: file.slice(offset, end),
          contentType: 'application/octet-stream',
          headers: { 'content-range': `bytes ${offset}-${end - 1}/${file.size}` },
        },
      });
    } catch (error) {
      if (!isDrop(error, signal) || retries >= MAX_RETRIES) throw error;
      retries += 1;
      await wait(1000 * retries);
      upload = await apiData<PackageUpload>(url, { signal });
      offset = upload.receivedBytes;
      continue;
    }
    if (body.code === OFFSET_MISMATCH && body.data && typeof body.data === 'object') {
      // The server has more (or less) than we thought: continue from its count.
      const received = (body.data as { receivedBytes?: unknown }).receivedBytes;
      if (typeof received === 'number' && retries < MAX_RETRIES) {
        retries += 1;
        offset = received;
        continue;
      }
    }
    // The same ApiError every other call throws (localised message, fields, data).
    if (body.code !== SUCCESS_CODE) throw envelopeError(body);
    retries = 0;
    offset = body.data.upload.receivedBytes;
    options.onProgress?.(offset, file.size);
    if (body.data.done) return body.data;
  }
}
