import type { MemberTier } from '@space/contracts/memberships';
import { byCurrencyOrder, MEMBER_TIERS, MEMBERSHIP_MONTHS } from '@space/contracts/memberships';
import type { MembershipDuration } from '@space/contracts/limits';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, membershipPlans, orderMemberships } from '../../db/schema.ts';
import type { Member } from '../auth/index.ts';

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

/**
 * How a grant met the membership in force: `new` (none), `renewal` (the same tier), `upgrade`
 * (a higher tier) or `extension` (a lower tier's term added to the higher one in force).
 */
export type GrantKind = 'new' | 'renewal' | 'upgrade' | 'extension';

export interface GrantResult {
  kind: GrantKind;
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

/** The grant of a plan: `months` calendar months of `tier` (decision 023). */
export function planGrant(
  tier: MemberTier,
  duration: MembershipDuration,
  source: MembershipGrant['source'],
  orderId?: number,
): MembershipGrant {
  return {
    tier,
    extend: (from) => addMonths(from, MEMBERSHIP_MONTHS[duration]),
    source,
    ...(orderId === undefined ? {} : { orderId }),
  };
}

/**
 * What a day of each tier is worth relative to the others, from the brand's plans on sale (or,
 * when a duration has none on sale for some tier, all its plans): the annual price per day,
 * else the quarterly one, when every tier has a plan in one currency; otherwise the fixed
 * ratio 1 : 2 : 3. Only ratios matter, so the unit is irrelevant.
 */
export async function tierDayValues(
  db: Database,
  tenantId: number,
): Promise<Record<MemberTier, number>> {
  const plans = await db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.tenantId, tenantId));
  const onSale = plans.filter((plan) => plan.active);
  // Several currencies (decision 076): the first, in CURRENCY_CODES order, that prices every
  // tier; prices of different currencies are never compared.
  const currencies = [...new Set(plans.map((plan) => plan.currency))].sort(byCurrencyOrder);
  for (const candidates of [onSale, plans]) {
    for (const duration of ['annual', 'quarterly'] as const) {
      for (const currency of currencies) {
        const rows = candidates.filter(
          (plan) => plan.duration === duration && plan.currency === currency,
        );
        const byTier = new Map(rows.map((plan) => [plan.tier, plan]));
        if (MEMBER_TIERS.every((tier) => byTier.has(tier))) {
          const days = duration === 'annual' ? 365 : 91;
          return Object.fromEntries(
            MEMBER_TIERS.map((tier) => [tier, byTier.get(tier)!.priceMinor / days]),
          ) as Record<MemberTier, number>;
        }
      }
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

const rank = (tier: MemberTier) => MEMBER_TIERS.indexOf(tier);

/** The membership in force at `at`: the highest tier started and not expired. */
export async function currentMembership(
  db: Database,
  member: Member,
  at: Date,
): Promise<(MembershipState & { id: number; source: string; ids: number[] }) | null> {
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
  const best = rows.reduce((a, b) => {
    const [rankA, rankB] = [rank(a.tier as MemberTier), rank(b.tier as MemberTier)];
    return rankB > rankA || (rankB === rankA && b.expiresAt > a.expiresAt) ? b : a;
  });
  return {
    id: best.id,
    tier: best.tier as MemberTier,
    startsAt: best.startsAt,
    expiresAt: best.expiresAt,
    source: best.source,
    ids: rows.map((row) => row.id),
  };
}

/**
 * What adding `grant` at `at` gives (decision 023), without writing:
 *
 * - not a member: the tier from `at` to `extend(at)`.
 * - the same tier: renewal, from the later of `at` and the current expiry.
 * - a higher tier (upgrade): the new tier from `at` to `extend(at)`, plus the unused time of
 *   the old tier converted at the ratio of the tiers' day values.
 * - a lower tier (e.g. a code for ordinary days given to an svip): the higher tier is kept and
 *   extended by the new term converted at the same ratio.
 *
 * A membership that ends exactly at `at` is no longer in force (expiry is exclusive), so a
 * renewal at that instant starts from `at`, which is the same moment.
 */
export async function previewGrant(
  db: Database,
  member: Member,
  grant: Pick<MembershipGrant, 'tier' | 'extend'>,
  at: Date,
): Promise<GrantResult & { replaces: number[] }> {
  const current = await currentMembership(db, member, at);
  const before = current
    ? { tier: current.tier, startsAt: current.startsAt, expiresAt: current.expiresAt }
    : null;
  if (!current) {
    const after = { tier: grant.tier, startsAt: at, expiresAt: grant.extend(at) };
    return { kind: 'new', after, before, convertedDays: 0, replaces: [] };
  }
  if (current.tier === grant.tier) {
    const from = current.expiresAt > at ? current.expiresAt : at;
    const after = { tier: grant.tier, startsAt: at, expiresAt: grant.extend(from) };
    return { kind: 'renewal', after, before, convertedDays: 0, replaces: current.ids };
  }
  const values = await tierDayValues(db, member.tenantId);
  if (rank(grant.tier) > rank(current.tier)) {
    const unused = current.expiresAt.getTime() - at.getTime();
    const converted = convertTime(unused, current.tier, grant.tier, values);
    const after = {
      tier: grant.tier,
      startsAt: at,
      expiresAt: new Date(grant.extend(at).getTime() + converted),
    };
    const convertedDays = Math.round(converted / DAY_MS);
    return { kind: 'upgrade', after, before, convertedDays, replaces: current.ids };
  }
  const term = grant.extend(at).getTime() - at.getTime();
  const converted = convertTime(term, grant.tier, current.tier, values);
  const after = {
    tier: current.tier,
    startsAt: at,
    expiresAt: new Date(current.expiresAt.getTime() + converted),
  };
  const convertedDays = Math.round(converted / DAY_MS);
  return { kind: 'extension', after, before, convertedDays, replaces: current.ids };
}

/** Takes the user's membership lock until the caller's transaction ends. */
async function lockMember(tx: Database, member: Member): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MEMBERSHIP_LOCK}, ${member.userId})`);
}

/**
 * Adds a term of a tier to a member (previewGrant's rule), inside the caller's transaction
 * (`tx` must be one: the lock lasts until it ends). The member always has at most one
 * membership in force; the rows it replaces end at `at` and stay as history, and the new row
 * starts at `at`, so a renewal gets its own expiry reminder. Concurrent grants to one user
 * queue on a per-user advisory lock, so each sees the last.
 */
export async function grantMembership(
  tx: Database,
  member: Member,
  grant: MembershipGrant,
  at: Date,
): Promise<GrantResult> {
  await lockMember(tx, member);
  const { replaces, ...result } = await previewGrant(tx, member, grant, at);
  if (replaces.length > 0) {
    await tx
      .update(memberships)
      .set({ expiresAt: at })
      .where(and(inArray(memberships.id, replaces), gt(memberships.expiresAt, at)));
  }
  await tx.insert(memberships).values({
    tenantId: member.tenantId,
    userId: member.userId,
    tier: result.after.tier,
    startsAt: at,
    expiresAt: result.after.expiresAt,
    source: grant.source,
    orderId: grant.orderId ?? null,
    redemptionId: grant.redemptionId ?? null,
    createdAt: at,
  });
  return result;
}

export interface RevokeResult {
  /** The membership in force before and after; null when there was none (or is none left). */
  before: MembershipState | null;
  after: MembershipState | null;
}

/**
 * A refunded membership order (decision 023), inside the caller's transaction: the term it
 * bought comes off the membership in force, converted when that is another tier (it may have
 * been upgraded since), and never before `at`. An order whose membership is the one in force
 * and was not a renewal thus ends at `at`; a refunded renewal leaves the time paid before it.
 * Nothing happens when the order never granted a membership (a late payment refunded).
 */
export async function revokeOrderMembership(
  tx: Database,
  order: { id: number; userId: number; tenantId: number },
  at: Date,
): Promise<RevokeResult | null> {
  const member = { userId: order.userId, tenantId: order.tenantId };
  const [granted] = await tx
    .select({
      startsAt: memberships.startsAt,
      tier: orderMemberships.tier,
      duration: orderMemberships.duration,
    })
    .from(memberships)
    .innerJoin(orderMemberships, eq(orderMemberships.orderId, memberships.orderId))
    .where(eq(memberships.orderId, order.id));
  if (!granted) return null;
  await lockMember(tx, member);
  const current = await currentMembership(tx, member, at);
  if (!current) return { before: null, after: null };
  const before = { tier: current.tier, startsAt: current.startsAt, expiresAt: current.expiresAt };
  const bought = granted.tier as MemberTier;
  const months = MEMBERSHIP_MONTHS[granted.duration as MembershipDuration];
  const term = addMonths(granted.startsAt, months).getTime() - granted.startsAt.getTime();
  const cut =
    bought === current.tier
      ? term
      : convertTime(term, bought, current.tier, await tierDayValues(tx, member.tenantId));
  const end = new Date(Math.max(current.expiresAt.getTime() - cut, at.getTime()));
  await tx
    .update(memberships)
    .set({ expiresAt: end })
    .where(and(inArray(memberships.id, current.ids), gt(memberships.expiresAt, end)));
  return { before, after: end > at ? { ...before, expiresAt: end } : null };
}
