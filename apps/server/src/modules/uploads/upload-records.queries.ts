import type {
  UploadHistoryEntry,
  UploadListQuery,
  UploadRecord,
} from '@space/contracts/upload-records';
import { isEditableUploadState } from '@space/contracts/upload-states';
import { compareVersions } from '@space/contracts/upload-rules';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productVersions, uploadRecordEvents, uploadRecords, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { toProductImage } from '../products/index.ts';
import type { AuthContext } from '../auth/index.ts';
import { currentReport, draftOf, mediaOf, type RecordRow } from './upload-form.ts';
import { creatorActionsFor } from './upload-states.ts';

/** The creator's own records: another creator's record is not found (404), never forbidden. */
export function ownedBy(auth: Pick<AuthContext, 'userId' | 'tenantId'>): SQL {
  return and(eq(uploadRecords.authorId, auth.userId), eq(uploadRecords.tenantId, auth.tenantId))!;
}

/** One record within `scope`, optionally locked until the transaction ends; 404 when none. */
export async function recordIn(
  db: Database,
  id: number,
  scope: SQL,
  lock = false,
): Promise<RecordRow> {
  const query = db
    .select()
    .from(uploadRecords)
    .where(and(eq(uploadRecords.id, id), scope));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listRecords(db: Database, scope: SQL, query: UploadListQuery) {
  const where = and(scope, query.state ? eq(uploadRecords.state, query.state) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(uploadRecords)
      .where(where)
      .orderBy(desc(uploadRecords.updatedAt), desc(uploadRecords.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(uploadRecords).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every record's history, oldest first, with who acted. */
async function historiesOf(
  db: Database,
  ids: number[],
): Promise<Map<number, UploadHistoryEntry[]>> {
  const byRecord = new Map<number, UploadHistoryEntry[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byRecord;
  const rows = await db
    .select({
      recordId: uploadRecordEvents.recordId,
      action: uploadRecordEvents.action,
      fromState: uploadRecordEvents.fromState,
      toState: uploadRecordEvents.toState,
      reason: uploadRecordEvents.reason,
      actorId: users.id,
      actorName: users.nickName,
      at: uploadRecordEvents.createdAt,
    })
    .from(uploadRecordEvents)
    .leftJoin(users, eq(users.id, uploadRecordEvents.actorId))
    .where(inArray(uploadRecordEvents.recordId, ids))
    .orderBy(asc(uploadRecordEvents.recordId), asc(uploadRecordEvents.id));
  for (const row of rows) {
    byRecord.get(row.recordId)!.push({
      action: row.action,
      fromState: row.fromState,
      toState: row.toState,
      reason: row.reason,
      actor: row.actorId === null ? null : { id: row.actorId, nickName: row.actorName ?? '' },
      at: row.at.toISOString(),
    });
  }
  return byRecord;
}

/** Every version published of these products, by product. */
export async function versionsOf(
  db: Database,
  productIds: number[],
): Promise<Map<number, { id: number; version: string }[]>> {
  const byProduct = new Map<number, { id: number; version: string }[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      id: productVersions.id,
      productId: productVersions.productId,
      version: productVersions.version,
    })
    .from(productVersions)
    .where(inArray(productVersions.productId, productIds));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ id: row.id, version: row.version });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** The highest of the versions (by their numbers, not by when they were published). */
export function highestVersion(versions: { version: string }[] | undefined): string | null {
  if (!versions || versions.length === 0) return null;
  return versions
    .map((v) => v.version)
    .sort(compareVersions)
    .at(-1)!;
}

/** Records as the API shows them, each with its history and versions. */
export async function toUploadRecords(db: Database, rows: RecordRow[]): Promise<UploadRecord[]> {
  const productIds = [
    ...new Set(rows.flatMap((row) => (row.productId === null ? [] : [row.productId]))),
  ];
  const [histories, versions] = await Promise.all([
    historiesOf(
      db,
      rows.map((row) => row.id),
    ),
    versionsOf(db, productIds),
  ]);
  return rows.map((row) => {
    const media = mediaOf(row.form);
    const productVersionsOfRow = row.productId === null ? undefined : versions.get(row.productId);
    const published = productVersionsOfRow?.find((v) => v.id === row.publishedVersionId);
    const report = currentReport(row);
    return {
      id: row.id,
      kind: row.kind as UploadRecord['kind'],
      state: row.state as UploadRecord['state'],
      productId: row.productId,
      form: draftOf(row) as Record<string, unknown>,
      media: {
        avatar: media.avatar ? toProductImage(media.avatar) : null,
        images: media.images.map(toProductImage),
      },
      package: report
        ? { fileName: row.packageName ?? '', bytes: row.packageBytes ?? 0, report }
        : null,
      reason: row.reason,
      publishedVersion: published?.version ?? null,
      lastPublishedVersion: highestVersion(productVersionsOfRow),
      actions: creatorActionsFor(row.state),
      editable: isEditableUploadState(row.state),
      history: histories.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    };
  });
}

export async function toUploadRecord(db: Database, row: RecordRow): Promise<UploadRecord> {
  return (await toUploadRecords(db, [row]))[0]!;
}
