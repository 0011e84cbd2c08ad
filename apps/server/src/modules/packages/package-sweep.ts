import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import {
  listUploadFiles,
  removeUploadFiles,
  uploadIdOfFile,
  uploadsDir,
} from './package-temp-files.ts';
import { deleteStaleUploads, existingUploadIds } from './package-uploads.queries.ts';

/** An upload no chunk reached for this long is abandoned (a resume comes far sooner). */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

export interface SweepReport {
  uploads: number;
  files: number;
}

/**
 * Removes what abandoned package uploads left (decision 026): their rows, once nothing
 * arrived for STALE_UPLOAD_MS, with their temporary files; and temporary files no upload
 * owns any more (a crash between deleting a row and its file) once as old.
 */
export async function sweepPackageUploads(
  db: Database,
  dataDir: string,
  now: number,
): Promise<SweepReport> {
  const before = new Date(now - STALE_UPLOAD_MS);
  const stale = await deleteStaleUploads(db, before);
  for (const id of stale) await removeUploadFiles(dataDir, id);
  const names = await listUploadFiles(dataDir);
  const alive = await existingUploadIds(db, [...new Set(names.map(uploadIdOfFile))]);
  let files = 0;
  for (const name of names) {
    if (alive.has(uploadIdOfFile(name))) continue;
    const file = path.join(uploadsDir(dataDir), name);
    const stat = await fs.promises.stat(file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    });
    if (!stat || stat.mtimeMs >= before.getTime()) continue;
    await fs.promises.rm(file, { force: true });
    files += 1;
  }
  return { uploads: stale.length, files };
}
