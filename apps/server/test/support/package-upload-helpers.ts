import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { PackageChunkResult, PackageUpload } from '@space/contracts/package-uploads';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { uploadsDir } from '../../src/modules/packages/package-temp-files.ts';
import { bearer } from './user-fixtures.ts';

/** The chunked package upload of issue 11 as a client drives it, through app.inject. */
export function packageClient(app: FastifyInstance, token: string, recordId: number) {
  const base = `/api/uploads/${recordId}/package-uploads`;
  const headers = bearer(token);

  const start = (fileName: string, totalBytes: number) =>
    app.inject({ method: 'POST', url: base, headers, payload: { fileName, totalBytes } });

  const status = (uploadId: string) =>
    app.inject({ method: 'GET', url: `${base}/${uploadId}`, headers });

  const abandon = (uploadId: string) =>
    app.inject({ method: 'DELETE', url: `${base}/${uploadId}`, headers });

  /** One chunk; `range` defaults to the bytes at `offset`, `body` to those bytes. */
  const send = (
    uploadId: string,
    file: Buffer,
    offset: number,
    length: number,
    options: { range?: string; body?: Buffer | Readable } = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'PUT',
      url: `${base}/${uploadId}`,
      headers: {
        ...headers,
        'content-type': 'application/octet-stream',
        'content-range': options.range ?? `bytes ${offset}-${offset + length - 1}/${file.length}`,
      },
      payload: options.body ?? file.subarray(offset, offset + length),
    });

  /** Start and send every chunk; answers the last response. */
  async function uploadAll(file: Buffer, fileName = 'package.zip', chunk = 4096) {
    const started = await start(fileName, file.length);
    expect(started.statusCode, started.body).toBe(200);
    const upload = started.json().data as PackageUpload;
    let last: LightMyRequestResponse = started;
    for (let offset = 0; offset < file.length; offset += chunk) {
      last = await send(upload.uploadId, file, offset, Math.min(chunk, file.length - offset));
      if (offset + chunk < file.length) expect(last.statusCode, last.body).toBe(200);
    }
    return {
      upload,
      last,
      result: last.statusCode === 200 ? (last.json().data as PackageChunkResult) : null,
    };
  }

  return { start, status, abandon, send, uploadAll };
}

/** The temporary files of these uploads left under DATA_DIR. */
export function tempFiles(dataDir: string, ...uploadIds: string[]): string[] {
  const dir = uploadsDir(dataDir);
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return names.filter((name) => uploadIds.some((id) => name.startsWith(id))).sort();
}
