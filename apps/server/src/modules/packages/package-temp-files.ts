import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

/**
 * The bytes of resumable package uploads while they arrive (decision 026): one `.part` file
 * per upload under DATA_DIR/tmp/package-uploads, and one `.chunk` file per request while it
 * streams in. Nothing here is ever served; the sweep removes what an abandoned upload left.
 */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'package-uploads');
}

export function partFile(dataDir: string, uploadId: string): string {
  return path.join(uploadsDir(dataDir), `${uploadId}.part`);
}

/** The upload a temporary file belongs to (its name up to the first dot). */
export function uploadIdOfFile(fileName: string): string {
  return fileName.slice(0, fileName.indexOf('.'));
}

export async function createPartFile(dataDir: string, uploadId: string): Promise<void> {
  await fs.promises.mkdir(uploadsDir(dataDir), { recursive: true });
  await fs.promises.writeFile(partFile(dataDir, uploadId), Buffer.alloc(0));
}

export class ChunkTooLargeError extends Error {}

/** The client went away (or its stream broke) before the chunk was complete. */
export class ChunkAbortedError extends Error {}

function isClientAbort(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return (
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (error instanceof Error && error.message === 'aborted')
  );
}

/**
 * Streams one request's bytes into a fresh chunk file, refusing the moment they pass
 * `expected`: nothing past the announced length is ever written. Answers the file and the
 * bytes written (fewer than expected when the client stopped early).
 */
export async function receiveChunk(
  dataDir: string,
  uploadId: string,
  body: Readable,
  expected: number,
): Promise<{ file: string; bytes: number }> {
  const file = path.join(
    uploadsDir(dataDir),
    `${uploadId}.${randomBytes(6).toString('hex')}.chunk`,
  );
  await fs.promises.mkdir(uploadsDir(dataDir), { recursive: true });
  const out = fs.createWriteStream(file, { flags: 'wx' });
  let bytes = 0;
  try {
    await copyAtMost(body, out, expected, (n) => (bytes = n));
    out.end();
    await finished(out);
  } catch (error) {
    out.destroy();
    // The stream opens its file in the background: removed before that open is done, the file
    // would come back as an empty leftover. Wait for the close that follows the open.
    await finished(out).catch(() => undefined);
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  return { file, bytes };
}

/**
 * Copies the body into `out` until it ends; past `limit` bytes it stops reading and fails
 * with ChunkTooLargeError. The request is paused, not destroyed: the 413 still reaches the
 * client, and Node discards the rest of the body once the answer is sent.
 */
function copyAtMost(
  body: Readable,
  out: fs.WriteStream,
  limit: number,
  progress: (bytes: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      body.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      out.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) {
        body.pause();
        settle(new ChunkTooLargeError());
        return;
      }
      progress(bytes);
      if (!out.write(chunk)) {
        body.pause();
        out.once('drain', () => body.resume());
      }
    };
    const onEnd = () => settle();
    const onError = (error: Error) =>
      settle(isClientAbort(error) ? new ChunkAbortedError() : error);
    // Closed without an end: the client went away mid-chunk.
    const onClose = () => settle(new ChunkAbortedError());
    body.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose);
    out.once('error', onError);
  });
}

/**
 * Writes a received chunk into the upload's part file at `offset` and cuts the file there:
 * whatever a failed earlier attempt left past the offset is gone.
 */
export async function writeChunkAt(part: string, chunk: string, offset: number): Promise<void> {
  const handle = await fs.promises.open(part, 'r+');
  try {
    await handle.truncate(offset);
    let position = offset;
    for await (const data of fs.createReadStream(chunk) as AsyncIterable<Buffer>) {
      await handle.write(data, 0, data.length, position);
      position += data.length;
    }
  } finally {
    await handle.close();
  }
}

/** The first 32 hex digits of the file's SHA-256, read as a stream. */
export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const data of fs.createReadStream(file) as AsyncIterable<Buffer>) hash.update(data);
  return hash.digest('hex').slice(0, 32);
}

/** Removes an upload's part file and any chunk files it has. */
export async function removeUploadFiles(dataDir: string, uploadId: string): Promise<void> {
  const names = await listUploadFiles(dataDir);
  await Promise.all(
    names
      .filter((name) => uploadIdOfFile(name) === uploadId)
      .map((name) => fs.promises.rm(path.join(uploadsDir(dataDir), name), { force: true })),
  );
}

/** The names of every temporary upload file ([] before the first upload made the folder). */
export async function listUploadFiles(dataDir: string): Promise<string[]> {
  try {
    return await fs.promises.readdir(uploadsDir(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
