import { recordAudit } from '../access/index.ts';
import type { Locale } from '@space/contracts/locales';
import { eq, isNotNull, and, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadRecords } from '../../db/schema.ts';
import type { AuthContext } from '../auth/index.ts';
import { notify } from '../notifications/index.ts';
import { notifyOwners } from '../product-updates/index.ts';
import {
  canTransition,
  notAllowed,
  recordIn,
  storedTranslations,
  submittedForm,
  transition,
} from '../uploads/index.ts';
import { publishRecord } from './publish.ts';

/**
 * Review of upload records (decision 028) by moderators and admins of the record's brand, and
 * by super admins everywhere; any other brand's record is 404. Routes check the role first.
 */
export function reviewScope(auth: AuthContext): SQL | undefined {
  return auth.user.isSuperAdmin ? undefined : eq(uploadRecords.tenantId, auth.tenantId);
}

/** Records a moderator may open: in scope and submitted at least once. */
export function reviewableScope(auth: AuthContext): SQL {
  return and(reviewScope(auth), isNotNull(uploadRecords.submittedAt))!;
}

/** One submission of a record: its decision notifies its creator once (decision 066). */
function submissionKey(row: { id: number; submittedAt: Date | null }): string {
  return `upload:${row.id}:${row.submittedAt?.getTime() ?? 0}`;
}

export interface Approval {
  productId: number;
  /** Owners told of a new version (0 for a new product or a re-listing). */
  notified: number;
}

/**
 * Approve: in one transaction the product (or its new version) is published, searchable and
 * listed, the record becomes succeeded with its history row, and the owners of earlier
 * versions get their notices (the emails follow from the outbox after the commit).
 */
export async function approveRecord(
  db: Database,
  auth: AuthContext,
  id: number,
  at: Date,
  locale: Locale,
): Promise<Approval> {
  return db.transaction(async (tx) => {
    const row = await recordIn(tx, id, reviewableScope(auth), true);
    if (!canTransition('approve', row.state)) throw notAllowed('approve', row.state);
    const form = submittedForm(row, locale);
    const published = await publishRecord(tx, row, form, at, locale);
    await transition(tx, {
      recordId: id,
      action: 'approve',
      from: row.state,
      actorId: auth.userId,
      at,
      set: {
        productId: published.productId,
        publishedVersionId: published.versionId,
        reviewerId: auth.userId,
        reviewedAt: at,
        reason: null,
      },
    });
    const notified = published.newVersionOfExisting
      ? await notifyOwners(tx, {
          productId: published.productId,
          authorId: row.authorId,
          productName: form.name,
          productNameTranslations: storedTranslations(form.nameTranslations),
          version: form.version,
          newVersionInfo: form.newVersionInfo,
          newVersionInfoTranslations: storedTranslations(form.newVersionInfoTranslations),
          at,
        })
      : 0;
    await recordAudit(tx, {
      tenantId: row.tenantId,
      actorId: auth.userId,
      action: 'upload.approve',
      targetType: 'upload',
      targetId: id,
      before: { state: row.state },
      after: {
        state: 'succeeded',
        productId: published.productId,
        versionId: published.versionId,
        version: form.version,
      },
      at,
    });
    await notify(tx, {
      recipientId: row.authorId,
      kind: 'uploadApproved',
      actorId: null,
      objectType: 'product',
      objectId: published.productId,
      eventKey: submissionKey(row),
      payload: { title: form.name, version: form.version },
      at,
    });
    return { productId: published.productId, notified };
  });
}

/** Reject with a reason the creator sees (submitted → failed). */
export async function rejectRecord(
  db: Database,
  auth: AuthContext,
  id: number,
  reason: string,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await recordIn(tx, id, reviewableScope(auth), true);
    await transition(tx, {
      recordId: id,
      action: 'reject',
      from: row.state,
      actorId: auth.userId,
      at,
      reason,
      set: { reason, reviewerId: auth.userId, reviewedAt: at },
    });
    await recordAudit(tx, {
      tenantId: row.tenantId,
      actorId: auth.userId,
      action: 'upload.reject',
      targetType: 'upload',
      targetId: id,
      before: { state: row.state },
      after: { state: 'failed', reason },
      at,
    });
    const name = row.form.name;
    await notify(tx, {
      recipientId: row.authorId,
      kind: 'uploadRejected',
      actorId: null,
      objectType: 'upload',
      objectId: id,
      eventKey: submissionKey(row),
      payload: { title: typeof name === 'string' ? name : (row.packageName ?? ''), reason },
      at,
    });
  });
}
