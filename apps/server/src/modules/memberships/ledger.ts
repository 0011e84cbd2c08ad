import type { MemberTier } from '@space/contracts/memberships';
import { MEMBER_TIERS } from '@space/contracts/memberships';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, membershipPlans } from '../../db/schema.ts';
import type { Member } from './tiers.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Serialises one user's membership changes (first key of the two-key advisory lock). */
const MEMBERSHIP_LOCK = 0x4d454d42; // 'MEMB'

const DAY_MS = 86_400_000;

/** What is being added: a term that ends `extend(from)` when it starts at `from`. */
export interface MembershipGrant {
  tier: MemberTier;
  /** The end of this grant's term if it started at `from` (calendar months, or days). */
  extend: (from: Date) => Date;
  source: 'order' | 'code' | 'admin';
  orderId?: number;
  redemptionId?: number;
}

export interface MembershipState {
  tier: MemberTier;
  startsAt: Date;
  expiresAt: Date;
}

export interface GrantResult {
  /** The membership after the grant. */
  after: MembershipState;
  /** The one before it, if the user was a member at that moment. */
  before: MembershipState | null;
  /** Days of another tier converted into this result, rounded down (decision 023). */
  convertedDays: number;
}

/** `at` plus `months` calendar months, in UTC; a day the month lacks becomes its last day. */
export function addMonths(at: Date, months: number): Date {
  const result = new Date(at.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);

/**
 * What a day of each tier is worth relative to the others, from the brand's plans: the annual
 * price per day, else the quarterly one, when every tier has a plan in one currency; otherwise
 * the fixed ratio 1 : 2 : 3. Only ratios matter, so the unit is irrelevant.
 */
export async function tierDayValues(
  db: Database | Tx,
  tenantId: number,
): Promise<Record<MemberTier, number>> {
  const plans = await db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.tenantId, tenantId));
  for (const duration of ['annual', 'quarterly'] as const) {
    const rows = plans.filter((plan) => plan.duration === duration);
    const byTier = new Map(rows.map((plan) => [plan.tier, plan]));
    const currencies = new Set(rows.map((plan) => plan.currency));
    if (MEMBER_TIERS.every((tier) => byTier.has(tier)) && currencies.size === 1) {
      const days = duration === 'annual' ? 365 : 91;
      return Object.fromEntries(
        MEMBER_TIERS.map((tier) => [tier, byTier.get(tier)!.priceMinor / days]),
      ) as Record<MemberTier, number>;
    }
  }
  return { ordinary: 1, premium: 2, svip: 3 };
}

/** Milliseconds of tier `from` worth the same as `ms` of tier `to`, rounded down to whole days. */
export function convertTime(
  ms: number,
  from: MemberTier,
  to: MemberTier,
  values: Record<MemberTier, number>,
): number {
  const days = Math.floor(((ms / DAY_MS) * values[from]) / values[to]);
  return Math.max(0, days) * DAY_MS;
}

/** The membership in force at `at`: the highest tier started and not expired. */
export async function currentMembership(
  db: Database | Tx,
  member: Member,
  at: Date,
): Promise<(MembershipState & { ids: number[] }) | null> {
  const rows = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, member.userId),
        eq(memberships.tenantId, member.tenantId),
        lte(memberships.startsAt, at),
        gt(memberships.expiresAt, at),
      ),
    );
  if (rows.length === 0) return null;
  const rank = (tier: string) => MEMBER_TIERS.indexOf(tier as MemberTier);
  const best = rows.reduce((a, b) =>
    rank(b.tier) > rank(a.tier) || (b.tier === a.tier && b.expiresAt > a.expiresAt) ? b : a,
  );
  return {
    tier: best.tier as MemberTier,
    startsAt: best.startsAt,
    expiresAt: best.expiresAt,
    ids: rows.map((row) => row.id),
  };
}

/**
 * Adds a term of a tier to a member (decision 023), inside the caller's transaction. The member
 * always has at most one membership in force; the rows it replaces end at `at` and stay as
 * history.
 *
 * - not a member: the tier from `at` to `extend(at)`.
 * - the same tier: renewal, from the later of `at` and the current expiry.
 * - a higher tier (upgrade): the new tier from `at` to `extend(at)`, plus the unused time of
 *   the old tier converted at the ratio of the tiers' day values.
 * - a lower tier (e.g. a code for ordinary days given to an svip): the higher tier is kept and
 *   extended by the new term converted at the same ratio.
 *
 * Concurrent grants to one user queue on a per-user advisory lock, so each sees the last.
 */
export async function grantMembership(
  tx: Tx,
  member: Member,
  grant: MembershipGrant,
  at: Date,
): Promise<GrantResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MEMBERSHIP_LOCK}, ${member.userId})`);
  const current = await currentMembership(tx, member, at);
  const rank = (tier: MemberTier) => MEMBER_TIERS.indexOf(tier);
  let tier = grant.tier;
  let expiresAt: Date;
  let convertedMs = 0;
  if (!current) {
    expiresAt = grant.extend(at);
  } else if (current.tier === grant.tier) {
    expiresAt = grant.extend(current.expiresAt > at ? current.expiresAt : at);
  } else {
    const values = await tierDayValues(tx, member.tenantId);
    if (rank(grant.tier) > rank(current.tier)) {
      const unused = current.expiresAt.getTime() - at.getTime();
      convertedMs = convertTime(unused, current.tier, grant.tier, values);
      expiresAt = new Date(grant.extend(at).getTime() + convertedMs);
    } else {
      tier = current.tier;
      const term = grant.extend(at).getTime() - at.getTime();
      convertedMs = convertTime(term, grant.tier, current.tier, values);
      expiresAt = new Date(current.expiresAt.getTime() + convertedMs);
    }
  }
  if (current) {
    await tx
      .update(memberships)
      .set({ expiresAt: at })
      .where(and(inArray(memberships.id, current.ids), gt(memberships.expiresAt, at)));
  }
  await tx.insert(memberships).values({
    tenantId: member.tenantId,
    userId: member.userId,
    tier,
    startsAt: at,
    expiresAt,
    source: grant.source,
    orderId: grant.orderId ?? null,
    redemptionId: grant.redemptionId ?? null,
    createdAt: at,
  });
  return {
    after: { tier, startsAt: at, expiresAt },
    before: current
      ? { tier: current.tier, startsAt: current.startsAt, expiresAt: current.expiresAt }
      : null,
    convertedDays: Math.round(convertedMs / DAY_MS),
  };
}
