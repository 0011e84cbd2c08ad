import type { Locale } from '@space/contracts/locales';
import { compareVersions } from '@space/contracts/upload-rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, uploadRecords } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/index.ts';
import { checkPrerequisites } from './upload-checks.ts';
import { checkPackageMatches, submittedForm, type RecordRow } from './upload-form.ts';
import { highestVersion, ownedBy, recordIn, versionsOf } from './upload-records.queries.ts';
import { canTransition, notAllowed, transition } from './upload-states.ts';

/** The creator's transitions of a record (spec §4; decision 028): upload, revoke, re-upload, delist. */

const VERSION_NOT_NEWER = {
  en: (last: string) => `The version must be greater than ${last}, the last published version.`,
  zh: (last: string) => `版本号须大于上次发布的版本 ${last}。`,
  ko: (last: string) => `버전은 마지막으로 게시된 버전 ${last}보다 높아야 합니다.`,
} as const satisfies Record<Locale, (last: string) => string>;

/**
 * A record's version against its product's published ones: greater than the highest, or, for
 * a record re-listing what it published itself (after a delisting), that same version while it
 * is still the highest. 400 UPLOAD_VERSION_NOT_NEWER otherwise.
 */
export async function checkVersion(
  db: Database,
  row: RecordRow,
  version: string,
  locale: Locale,
): Promise<void> {
  if (row.productId === null) return;
  const versions = (await versionsOf(db, [row.productId])).get(row.productId) ?? [];
  const highest = highestVersion(versions);
  if (highest === null) return;
  const own = versions.find((v) => v.id === row.publishedVersionId);
  const order = compareVersions(version, highest);
  if (order > 0 || (order === 0 && own?.version === version)) return;
  const message = VERSION_NOT_NEWER[locale](highest);
  throw new AppError('UPLOAD_VERSION_NOT_NEWER', message, {
    fields: [{ path: 'version', message }],
    lastPublishedVersion: highest,
  });
}

/** Upload (spec §4): the complete form, its package and images go to the review queue. */
export async function submitRecord(
  db: Database,
  auth: AuthContext,
  id: number,
  at: Date,
  locale: Locale,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await recordIn(tx, id, ownedBy(auth), true);
    if (!canTransition('submit', row.state)) throw notAllowed('submit', row.state);
    const form = submittedForm(row, locale);
    checkPackageMatches(row, locale);
    await checkVersion(tx, row, form.version, locale);
    await checkPrerequisites(tx, form.prerequisiteIds, {
      tenantId: auth.tenantId,
      productId: row.productId,
      locale,
    });
    await transition(tx, {
      recordId: id,
      action: 'submit',
      from: row.state,
      actorId: auth.userId,
      at,
      scope: ownedBy(auth),
      set: { submittedAt: at, reason: null },
    });
  });
}

/** Revoke (undo the submission) and re-upload (back to editing): plain transitions. */
export async function moveRecord(
  db: Database,
  auth: AuthContext,
  id: number,
  action: 'revoke' | 'reupload',
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await recordIn(tx, id, ownedBy(auth), true);
    await transition(tx, {
      recordId: id,
      action,
      from: row.state,
      actorId: auth.userId,
      at,
      scope: ownedBy(auth),
      set: action === 'reupload' ? { reason: null } : {},
    });
  });
}

/**
 * Delist: the product leaves the catalogue (owners keep it) and every succeeded record of it
 * becomes delisted, each with its history row. Coming back needs a new review (re-upload).
 */
export async function delistRecord(
  db: Database,
  auth: AuthContext,
  id: number,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await recordIn(tx, id, ownedBy(auth));
    const productId = row.productId;
    if (!canTransition('delist', row.state) || productId === null) {
      throw notAllowed('delist', row.state);
    }
    // The product first, then its records in id order: two delistings of one product queue
    // up on the same row instead of locking each other's records crosswise.
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    const live = await tx
      .select({ id: uploadRecords.id, state: uploadRecords.state })
      .from(uploadRecords)
      .where(
        and(
          eq(uploadRecords.productId, productId),
          eq(uploadRecords.state, 'succeeded'),
          ownedBy(auth),
        ),
      )
      .orderBy(asc(uploadRecords.id))
      .for('update');
    if (!live.some((record) => record.id === id)) throw notAllowed('delist', row.state);
    await tx
      .update(products)
      .set({ status: 'delisted', updatedAt: at })
      .where(and(eq(products.id, productId), eq(products.authorId, auth.userId)));
    for (const record of live) {
      await transition(tx, {
        recordId: record.id,
        action: 'delist',
        from: record.state,
        actorId: auth.userId,
        at,
        scope: ownedBy(auth),
      });
    }
  });
}
