import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { follows, friendRequests, friendships, users } from '../db/schema.ts';

const SEEDED_AT = new Date('2026-01-10T09:00:00Z');

/** Who follows whom among the demo creators and the demo buyer (usernames, default brand). */
const DEMO_FOLLOWS: readonly (readonly [string, string])[] = [
  ['pixelforge', 'streamcraft'],
  ['lumen_labs', 'streamcraft'],
  ['devdeck', 'streamcraft'],
  ['soundwave', 'streamcraft'],
  ['homelab', 'streamcraft'],
  ['streamcraft', 'pixelforge'],
  ['hanbit', 'pixelforge'],
  ['yunduan', 'pixelforge'],
  ['homelab', 'lumen_labs'],
  ['streamcraft', 'lumen_labs'],
  ['soundwave', 'devdeck'],
  ['demo_buyer', 'streamcraft'],
  ['demo_buyer', 'lumen_labs'],
  ['streamcraft', 'demo_buyer'],
];
/** Friends: an accepted request each (decision 033). */
const DEMO_FRIENDS: readonly (readonly [string, string])[] = [
  ['pixelforge', 'streamcraft'],
  ['demo_buyer', 'streamcraft'],
];
/** A request waiting for the demo buyer, so /friend shows one to answer. */
const DEMO_PENDING: readonly (readonly [string, string])[] = [['lumen_labs', 'demo_buyer']];

/**
 * Demo follows and friendships (decision 033), so /expertList, the fan lists and /friend are
 * not empty. Idempotent and partial: links whose users do not exist (the demo buyer exists in
 * development only) are skipped, and a later call adds them. A follow moves both counters in
 * the same transaction, only when its row was inserted, as the API does.
 */
export async function seedDemoSocial(db: Database): Promise<void> {
  const names = [...new Set([...DEMO_FOLLOWS, ...DEMO_FRIENDS, ...DEMO_PENDING].flat())];
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(eq(users.tenantId, DEFAULT_TENANT_ID), inArray(users.username, names)));
    const idOf = new Map(rows.map((row) => [row.username, row.id]));
    const pairs = (links: readonly (readonly [string, string])[]) =>
      links.flatMap(([a, b]) => {
        const [from, to] = [idOf.get(a), idOf.get(b)];
        return from === undefined || to === undefined ? [] : [[from, to] as const];
      });

    for (const [followerId, followeeId] of pairs(DEMO_FOLLOWS)) {
      const inserted = await tx
        .insert(follows)
        .values({ followerId, followeeId, tenantId: DEFAULT_TENANT_ID, createdAt: SEEDED_AT })
        .onConflictDoNothing()
        .returning({ followeeId: follows.followeeId });
      if (inserted.length === 0) continue;
      for (const id of [followerId, followeeId].sort((a, b) => a - b)) {
        await tx
          .update(users)
          .set(
            id === followeeId
              ? { followerCount: sql`${users.followerCount} + 1` }
              : { followingCount: sql`${users.followingCount} + 1` },
          )
          .where(eq(users.id, id));
      }
    }

    const between = (a: number, b: number) =>
      or(
        and(eq(friendRequests.fromUserId, a), eq(friendRequests.toUserId, b)),
        and(eq(friendRequests.fromUserId, b), eq(friendRequests.toUserId, a)),
      );
    for (const [from, to] of pairs(DEMO_FRIENDS)) {
      const [known] = await tx
        .select({ id: friendRequests.id })
        .from(friendRequests)
        .where(between(from, to));
      if (known) continue;
      await tx.insert(friendRequests).values({
        tenantId: DEFAULT_TENANT_ID,
        fromUserId: from,
        toUserId: to,
        state: 'accepted',
        createdAt: SEEDED_AT,
        respondedAt: SEEDED_AT,
      });
      await tx
        .insert(friendships)
        .values({
          userLowId: Math.min(from, to),
          userHighId: Math.max(from, to),
          tenantId: DEFAULT_TENANT_ID,
          createdAt: SEEDED_AT,
        })
        .onConflictDoNothing();
    }
    for (const [from, to] of pairs(DEMO_PENDING)) {
      const [known] = await tx
        .select({ id: friendRequests.id })
        .from(friendRequests)
        .where(between(from, to));
      if (known) continue;
      await tx.insert(friendRequests).values({
        tenantId: DEFAULT_TENANT_ID,
        fromUserId: from,
        toUserId: to,
        createdAt: SEEDED_AT,
      });
    }
  });
}
