import type { Locale } from '@space/contracts/locales';
import type { MemberTier } from '@space/contracts/memberships';
import {
  REDEEM_CODE_PATTERN,
  normalizeRedeemCode,
  type RedeemResult,
} from '@space/contracts/redeem-codes';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { redeemCodeBatches, redeemCodeRedemptions, redeemCodes } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { addDays, grantMembership } from '../memberships/index.ts';
import { notify } from '../notifications/index.ts';
import { grant } from '../ownership/index.ts';
import type { Member } from '../auth/index.ts';
import {
  beginRedeemAttempt,
  existingProductIds,
  hashRedeemCode,
  productSummaries,
  requireRedeemSecret,
} from '../redeem-codes/index.ts';

export interface RedeemContext {
  db: Database;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** REDEEM_CODE_SECRET; null: exchange codes are off (production without it). */
  secret: string | null;
}

/** Every way a code can fail gets this one answer, so none of them can be told apart. */
const refused = () => new AppError('REDEEM_CODE_INVALID');

/**
 * Redeems an exchange code for the member (spec §2 /coupon; decision 024). The answer is the
 * same `REDEEM_CODE_INVALID` ('Exchange code error') for a code that is malformed, unknown,
 * another brand's, expired, revoked, used up, or already redeemed by this member. Failures are
 * limited per account and address (redeem-limits.ts).
 *
 * Exactly once, in one transaction: the redemption row (unique per code and user, so a second
 * concurrent attempt by the same user waits for the first and then finds it), the conditional
 * increment of the code's count (`redeemed_count < max`: concurrent users of the last use queue
 * on the code's row and all but one find it used up), then the grants. Any refusal rolls it
 * all back.
 */
export async function redeemCode(
  ctx: RedeemContext,
  who: Member & { ip: string },
  input: string,
  locale: Locale,
): Promise<RedeemResult> {
  const code = normalizeRedeemCode(input);
  if (code === '') throw new AppError('REDEEM_CODE_EMPTY');
  const secret = requireRedeemSecret(ctx.secret);
  const attempt = await beginRedeemAttempt(ctx.rateLimiter, who);
  try {
    if (!REDEEM_CODE_PATTERN.test(code)) throw refused();
    const result = await redeemInTransaction(
      ctx.db,
      { userId: who.userId, tenantId: who.tenantId },
      hashRedeemCode(secret, code),
      new Date(ctx.clock.now()),
      locale,
    );
    await attempt.release();
    return result;
  } catch (error) {
    // Only a refused code counts as a failed attempt; an outage or ALREADY_OWNED does not.
    if (!(error instanceof AppError && error.errorName === 'REDEEM_CODE_INVALID')) {
      await attempt.release();
    }
    throw error;
  }
}

async function redeemInTransaction(
  db: Database,
  member: Member,
  codeHash: string,
  now: Date,
  locale: Locale,
): Promise<RedeemResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        codeId: redeemCodes.id,
        redeemedCount: redeemCodes.redeemedCount,
        maxRedemptions: redeemCodeBatches.maxRedemptions,
        productIds: redeemCodeBatches.productIds,
        membershipTier: redeemCodeBatches.membershipTier,
        membershipDays: redeemCodeBatches.membershipDays,
      })
      .from(redeemCodes)
      .innerJoin(redeemCodeBatches, eq(redeemCodeBatches.id, redeemCodes.batchId))
      .where(
        and(
          eq(redeemCodes.codeHash, codeHash),
          eq(redeemCodeBatches.tenantId, member.tenantId),
          isNull(redeemCodeBatches.revokedAt),
          or(isNull(redeemCodeBatches.expiresAt), gt(redeemCodeBatches.expiresAt, now)),
        ),
      );
    if (!found || found.redeemedCount >= found.maxRedemptions) throw refused();

    const [redemption] = await tx
      .insert(redeemCodeRedemptions)
      .values({
        codeId: found.codeId,
        tenantId: member.tenantId,
        userId: member.userId,
        redeemedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: redeemCodeRedemptions.id });
    if (!redemption) throw refused(); // this user redeemed it before

    const counted = await tx
      .update(redeemCodes)
      .set({ redeemedCount: sql`${redeemCodes.redeemedCount} + 1` })
      .where(
        and(eq(redeemCodes.id, found.codeId), lt(redeemCodes.redeemedCount, found.maxRedemptions)),
      )
      .returning({ id: redeemCodes.id });
    if (counted.length === 0) throw refused(); // others took the last use meanwhile

    const productIds = await existingProductIds(tx, found.productIds);
    const tier = found.membershipTier as MemberTier | null;
    const days = found.membershipDays;
    if (productIds.length === 0 && (tier === null || days === null)) throw refused();

    const source = { kind: 'redemption' as const, id: redemption.id, ...member };
    const granted = await grant(tx, source, productIds, now);
    const alreadyOwned = productIds.filter((id) => !granted.includes(id));
    let membership: RedeemResult['membership'] = null;
    if (tier !== null && days !== null) {
      const result = await grantMembership(
        tx,
        member,
        {
          tier,
          extend: (from) => addDays(from, days),
          source: 'code',
          redemptionId: redemption.id,
        },
        now,
      );
      membership = {
        grantedTier: tier,
        grantedDays: days,
        tier: result.after.tier,
        expiresAt: result.after.expiresAt.toISOString(),
      };
    }
    // Nothing to give: keep the code for someone else rather than spend a use on nothing.
    if (granted.length === 0 && membership === null) {
      throw new AppError('ALREADY_OWNED', undefined, { productIds: alreadyOwned });
    }
    await tx
      .update(redeemCodeRedemptions)
      .set({ granted: { productIds: granted, alreadyOwned, membership } })
      .where(eq(redeemCodeRedemptions.id, redemption.id));
    const summaries = await productSummaries(tx, granted, locale);
    await notify(tx, {
      recipientId: member.userId,
      kind: 'redeemSucceeded',
      actorId: null,
      objectType: summaries.length > 0 ? 'product' : 'membership',
      objectId: summaries[0]?.id ?? null,
      eventKey: `redemption:${redemption.id}`,
      payload: {
        title: summaries.map((product) => product.name).join(', '),
        ...(membership
          ? { tier: membership.grantedTier, days: String(membership.grantedDays) }
          : {}),
      },
      at: now,
    });
    return {
      granted: summaries,
      alreadyOwned: await productSummaries(tx, alreadyOwned, locale),
      membership,
    };
  });
}
