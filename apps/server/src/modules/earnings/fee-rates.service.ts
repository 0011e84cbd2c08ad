import {
  DEFAULT_FEE_BPS,
  type AdminEarningsRates,
  type UpdateEarningsRatesBody,
} from '@space/contracts/earnings';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { earningsFeeRates, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../access/index.ts';

/** A brand's platform fee and its creators' own rates, by the creators' names. */
export async function brandRates(db: Database, tenantId: number): Promise<AdminEarningsRates> {
  const [brand] = await db
    .select({ feeBps: earningsFeeRates.feeBps })
    .from(earningsFeeRates)
    .where(and(eq(earningsFeeRates.tenantId, tenantId), sql`${earningsFeeRates.userId} is null`));
  const creators = await db
    .select({ userId: users.id, nickName: users.nickName, feeBps: earningsFeeRates.feeBps })
    .from(earningsFeeRates)
    .innerJoin(users, eq(users.id, earningsFeeRates.userId))
    .where(and(eq(earningsFeeRates.tenantId, tenantId), isNotNull(earningsFeeRates.userId)))
    .orderBy(asc(users.nickName), asc(users.id));
  return { tenantId, defaultFeeBps: DEFAULT_FEE_BPS, brandFeeBps: brand?.feeBps ?? null, creators };
}

/**
 * Sets a brand's rates as a whole (decision 068), in one transaction with its audit entry;
 * writes of one brand queue on an advisory lock, so two admins never interleave. A creator
 * must be a user of that brand (else 404, as if absent). Sales already made keep their rate.
 */
export async function replaceRates(
  db: Database,
  tenantId: number,
  body: UpdateEarningsRatesBody,
  actorId: number,
  at: Date,
): Promise<AdminEarningsRates> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('earnings_fee_rates'), ${tenantId})`,
    );
    const ids = body.creators.map((row) => row.userId);
    if (ids.length > 0) {
      const known = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.tenantId, tenantId)));
      if (known.length !== ids.length) throw new AppError('NOT_FOUND');
    }
    const before = await brandRates(tx, tenantId);
    await tx.delete(earningsFeeRates).where(eq(earningsFeeRates.tenantId, tenantId));
    const rows = [
      ...(body.brandFeeBps === null
        ? []
        : [{ tenantId, userId: null, feeBps: body.brandFeeBps, updatedAt: at }]),
      ...body.creators.map((row) => ({
        tenantId,
        userId: row.userId,
        feeBps: row.feeBps,
        updatedAt: at,
      })),
    ];
    if (rows.length > 0) await tx.insert(earningsFeeRates).values(rows);
    const after = await brandRates(tx, tenantId);
    const strip = (rates: AdminEarningsRates) => ({
      brandFeeBps: rates.brandFeeBps,
      creators: rates.creators.map(({ userId, feeBps }) => ({ userId, feeBps })),
    });
    if (JSON.stringify(strip(before)) !== JSON.stringify(strip(after))) {
      await recordAudit(tx, {
        tenantId,
        actorId,
        action: 'earnings.rates',
        targetType: 'earningsRates',
        targetId: tenantId,
        before: strip(before),
        after: strip(after),
        at,
      });
    }
    return after;
  });
}
