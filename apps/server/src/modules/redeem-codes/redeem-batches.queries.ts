import { recordAudit, type TenantScope } from '../access/index.ts';
import type { RedeemBatch } from '@space/contracts/redeem-codes';
import { and, count, desc, eq, gte, ilike, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { redeemCodeBatches, redeemCodes } from '../../db/schema.ts';
import { containing } from '../../lib/like-pattern.ts';

export type BatchRow = typeof redeemCodeBatches.$inferSelect;
type NewBatch = typeof redeemCodeBatches.$inferInsert;

/** Code hashes inserted per statement: well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

/** Inserts a batch; its codes are added by `insertCodeHashes` in the same transaction. */
export async function insertBatch(db: Database, values: NewBatch): Promise<BatchRow> {
  const [row] = await db.insert(redeemCodeBatches).values(values).returning();
  return row!;
}

/**
 * Stores the hashes of a batch's codes; returns the hashes that were already taken (by any
 * batch, of any brand), which the caller replaces with new codes. With 80 random bits that
 * list is empty in practice, but the unique key, not luck, is what guarantees it.
 */
export async function insertCodeHashes(
  db: Database,
  batchId: number,
  hashes: string[],
): Promise<Set<string>> {
  const taken = new Set(hashes);
  for (let start = 0; start < hashes.length; start += INSERT_CHUNK) {
    const inserted = await db
      .insert(redeemCodes)
      .values(hashes.slice(start, start + INSERT_CHUNK).map((codeHash) => ({ batchId, codeHash })))
      .onConflictDoNothing()
      .returning({ codeHash: redeemCodes.codeHash });
    for (const row of inserted) taken.delete(row.codeHash);
  }
  return taken;
}

/** Redemption figures of the given batches, by batch id. */
async function batchCounts(
  db: Database,
  batches: BatchRow[],
): Promise<Map<number, { redeemed: number; usedUp: number }>> {
  if (batches.length === 0) return new Map();
  const rows = await db
    .select({
      batchId: redeemCodes.batchId,
      redeemed: sum(redeemCodes.redeemedCount).mapWith(Number),
      usedUp: count(
        sql`case when ${redeemCodes.redeemedCount} >= ${redeemCodeBatches.maxRedemptions} then 1 end`,
      ),
    })
    .from(redeemCodes)
    .innerJoin(redeemCodeBatches, eq(redeemCodeBatches.id, redeemCodes.batchId))
    .where(
      and(
        inArray(
          redeemCodes.batchId,
          batches.map((batch) => batch.id),
        ),
        // Only codes redeemed at least once: the index on batch_id does the rest.
        gte(redeemCodes.redeemedCount, 1),
      ),
    )
    .groupBy(redeemCodes.batchId);
  return new Map(rows.map((row) => [row.batchId, { redeemed: row.redeemed, usedUp: row.usedUp }]));
}

/** A batch as its administrators see it. */
export function toRedeemBatch(
  row: BatchRow,
  counts: { redeemed: number; usedUp: number } | undefined,
  now: Date,
): RedeemBatch {
  return {
    id: row.id,
    tenantId: row.tenantId,
    label: row.label,
    productIds: row.productIds,
    membershipTier: row.membershipTier as RedeemBatch['membershipTier'],
    membershipDays: row.membershipDays,
    maxRedemptions: row.maxRedemptions,
    codeCount: row.codeCount,
    redeemedCount: counts?.redeemed ?? 0,
    usedUpCount: counts?.usedUp ?? 0,
    state: row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active',
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The batches of one brand, newest first, with their redemption figures. */
export async function listBatches(
  db: Database,
  tenantId: number,
  page: { page: number; pageSize: number; q?: string | undefined },
  now: Date,
): Promise<{ list: RedeemBatch[]; total: number }> {
  const where = and(
    eq(redeemCodeBatches.tenantId, tenantId),
    page.q ? ilike(redeemCodeBatches.label, containing(page.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(redeemCodeBatches)
      .where(where)
      .orderBy(desc(redeemCodeBatches.createdAt), desc(redeemCodeBatches.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(redeemCodeBatches).where(where),
  ]);
  const counts = await batchCounts(db, rows);
  return {
    list: rows.map((row) => toRedeemBatch(row, counts.get(row.id), now)),
    total: total?.value ?? 0,
  };
}

/** One batch within the scope (an admin's brand, or every brand for a super admin). */
export async function findBatch(
  db: Database,
  scope: TenantScope,
  batchId: number,
  now: Date,
): Promise<RedeemBatch | null> {
  const [row] = await db
    .select()
    .from(redeemCodeBatches)
    .where(
      and(
        eq(redeemCodeBatches.id, batchId),
        scope === 'all' ? undefined : eq(redeemCodeBatches.tenantId, scope.tenantId),
      ),
    );
  if (!row) return null;
  const counts = await batchCounts(db, [row]);
  return toRedeemBatch(row, counts.get(row.id), now);
}

/**
 * Revokes a batch within the scope: none of its codes redeems from now on; what they granted
 * stays granted. Revoking again changes nothing. False when the scope has no such batch.
 */
export async function revokeBatch(
  db: Database,
  scope: TenantScope,
  batchId: number,
  actorId: number,
  at: Date,
): Promise<boolean> {
  const inScope = and(
    eq(redeemCodeBatches.id, batchId),
    scope === 'all' ? undefined : eq(redeemCodeBatches.tenantId, scope.tenantId),
  );
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(redeemCodeBatches)
      .set({ revokedAt: at })
      .where(and(inScope, isNull(redeemCodeBatches.revokedAt)))
      .returning({ id: redeemCodeBatches.id, tenantId: redeemCodeBatches.tenantId });
    if (revoked) {
      await recordAudit(tx, {
        tenantId: revoked.tenantId,
        actorId,
        action: 'codeBatch.revoke',
        targetType: 'codeBatch',
        targetId: revoked.id,
        before: { revokedAt: null },
        after: { revokedAt: at },
        at,
      });
      return true;
    }
    const [row] = await tx
      .select({ id: redeemCodeBatches.id })
      .from(redeemCodeBatches)
      .where(inScope);
    return row !== undefined;
  });
}
