import type { UserInfo } from '@space/contracts/accounts';
import { MEMBER_TIERS, type MemberTier } from '@space/contracts/memberships';
import { and, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships } from '../../db/schema.ts';

export type MembershipBadge = NonNullable<UserInfo['membership']>;

/**
 * The membership in force at `at` of each of `users` (spec §3 "membership level and expiry"):
 * the highest tier started and not expired, the later expiry within a tier. Users without one
 * are left out. Each user's memberships count only in the user's own tenant.
 */
export async function membershipBadges(
  db: Database,
  users: readonly { id: number; tenantId: number }[],
  at: Date,
): Promise<Map<number, MembershipBadge>> {
  const badges = new Map<number, MembershipBadge>();
  if (users.length === 0) return badges;
  const tenantOf = new Map(users.map((user) => [user.id, user.tenantId]));
  const rows = await db
    .select({
      userId: memberships.userId,
      tenantId: memberships.tenantId,
      tier: memberships.tier,
      expiresAt: memberships.expiresAt,
    })
    .from(memberships)
    .where(
      and(
        inArray(memberships.userId, [...tenantOf.keys()]),
        lte(memberships.startsAt, at),
        gt(memberships.expiresAt, at),
      ),
    );
  const rank = (tier: string) => MEMBER_TIERS.indexOf(tier as MemberTier);
  for (const row of rows) {
    if (tenantOf.get(row.userId) !== row.tenantId) continue;
    const best = badges.get(row.userId);
    const better =
      !best ||
      rank(row.tier) > rank(best.tier) ||
      (row.tier === best.tier && row.expiresAt.toISOString() > best.expiresAt);
    if (better) {
      badges.set(row.userId, {
        tier: row.tier as MemberTier,
        expiresAt: row.expiresAt.toISOString(),
      });
    }
  }
  return badges;
}
