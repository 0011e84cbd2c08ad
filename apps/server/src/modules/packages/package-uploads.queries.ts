import type { PackageReport } from '@space/contracts/package-report';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { packageUploads, uploadRecords } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

export interface Owner {
  userId: number;
  tenantId: number;
}

export type PackageUploadRow = typeof packageUploads.$inferSelect;

/** The caller's own record (author and brand in the query); 404 for anyone else's. */
export async function ownedRecord(db: Database, owner: Owner, recordId: number, lock = false) {
  const query = db
    .select({ id: uploadRecords.id, state: uploadRecords.state, form: uploadRecords.form })
    .from(uploadRecords)
    .where(
      and(
        eq(uploadRecords.id, recordId),
        eq(uploadRecords.authorId, owner.userId),
        eq(uploadRecords.tenantId, owner.tenantId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One upload of the caller's record; 404 when it is not theirs or no longer exists. */
export async function ownedUpload(
  db: Database,
  owner: Owner,
  recordId: number,
  uploadId: string,
): Promise<PackageUploadRow> {
  const [row] = await db
    .select()
    .from(packageUploads)
    .where(
      and(
        eq(packageUploads.id, uploadId),
        eq(packageUploads.recordId, recordId),
        eq(packageUploads.userId, owner.userId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The other uploads of a record (a new one replaces them), deleted; answers their ids. */
export async function deleteUploadsOfRecord(db: Database, owner: Owner, recordId: number) {
  const rows = await db
    .delete(packageUploads)
    .where(and(eq(packageUploads.recordId, recordId), eq(packageUploads.userId, owner.userId)))
    .returning({ id: packageUploads.id });
  return rows.map((row) => row.id);
}

export async function deleteUpload(db: Database, owner: Owner, uploadId: string): Promise<void> {
  await db
    .delete(packageUploads)
    .where(and(eq(packageUploads.id, uploadId), eq(packageUploads.userId, owner.userId)));
}

/**
 * Moves an upload from `offset` to `offset + bytes` received, only if it still stands at
 * `offset` (a conditional update: of two racing requests for the same bytes, one wins).
 * Answers the new count, or null when the upload is elsewhere (or gone).
 */
export async function advanceUpload(
  db: Database,
  uploadId: string,
  offset: number,
  bytes: number,
  at: Date,
): Promise<number | null> {
  const [row] = await db
    .update(packageUploads)
    .set({ receivedBytes: offset + bytes, updatedAt: at })
    .where(
      and(
        eq(packageUploads.id, uploadId),
        eq(packageUploads.receivedBytes, offset),
        sql`${packageUploads.receivedBytes} + ${bytes} <= ${packageUploads.totalBytes}`,
      ),
    )
    .returning({ receivedBytes: packageUploads.receivedBytes });
  return row?.receivedBytes ?? null;
}

/** The checked package becomes the record's, in place of any earlier one. */
export async function setRecordPackage(
  db: Database,
  owner: Owner,
  recordId: number,
  stored: { key: string; name: string; bytes: number; report: PackageReport },
  at: Date,
): Promise<void> {
  await db
    .update(uploadRecords)
    .set({
      packageKey: stored.key,
      packageName: stored.name,
      packageBytes: stored.bytes,
      packageReport: stored.report as unknown as Record<string, unknown>,
      updatedAt: at,
    })
    .where(
      and(
        eq(uploadRecords.id, recordId),
        eq(uploadRecords.authorId, owner.userId),
        eq(uploadRecords.tenantId, owner.tenantId),
      ),
    );
}

/** Uploads nobody added to since `before`, deleted; answers their ids (for their files). */
export async function deleteStaleUploads(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .delete(packageUploads)
    .where(lt(packageUploads.updatedAt, before))
    .returning({ id: packageUploads.id });
  return rows.map((row) => row.id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Which of these ids (temporary file names, so anything) are uploads still in progress. */
export async function existingUploadIds(db: Database, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return new Set();
  const rows = await db
    .select({ id: packageUploads.id })
    .from(packageUploads)
    .where(inArray(packageUploads.id, valid));
  return new Set(rows.map((row) => row.id));
}
