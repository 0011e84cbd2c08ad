import type { FollowListItem, FollowListQuery } from '@space/contracts/social';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { follows, users } from '../../db/schema.ts';
import {
  offsetOf,
  relationColumns,
  socialUserColumns,
  toRelation,
  toSocialUser,
  type Member,
  type Paged,
} from './social-users.ts';

/** Records the follow; false when it was already there. */
export async function insertFollow(
  db: Database,
  member: Member,
  followeeId: number,
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(follows)
    .values({ followerId: member.userId, followeeId, tenantId: member.tenantId, createdAt: at })
    .onConflictDoNothing()
    .returning({ followeeId: follows.followeeId });
  return inserted.length > 0;
}

/** Removes the follow; false when there was none. */
export async function deleteFollow(
  db: Database,
  member: Member,
  followeeId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(follows)
    .where(
      and(
        eq(follows.followerId, member.userId),
        eq(follows.followeeId, followeeId),
        eq(follows.tenantId, member.tenantId),
      ),
    )
    .returning({ followeeId: follows.followeeId });
  return deleted.length > 0;
}

/**
 * Moves both counters of a follow by one, relative to the stored values, and answers the
 * followee's new follower count. The two rows are updated in id order, so two transactions
 * that follow each other's users at once lock them in the same order and never deadlock.
 */
export async function changeFollowCounts(
  db: Database,
  followerId: number,
  followeeId: number,
  delta: 1 | -1,
): Promise<number> {
  let followerCount: number | null = null;
  for (const id of [followerId, followeeId].sort((a, b) => a - b)) {
    const column = id === followeeId ? users.followerCount : users.followingCount;
    const [row] = await db
      .update(users)
      .set(
        id === followeeId
          ? { followerCount: sql`${column} + ${delta}` }
          : { followingCount: sql`${column} + ${delta}` },
      )
      .where(eq(users.id, id))
      .returning({ followerCount: users.followerCount });
    if (!row) throw new Error(`user ${id} disappeared while a follow count changed`);
    if (id === followeeId) followerCount = row.followerCount;
  }
  return followerCount!;
}

/** The stored follower count of a user (after a no-op follow or unfollow). */
export async function followerCountOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ followerCount: users.followerCount })
    .from(users)
    .where(eq(users.id, userId));
  return row?.followerCount ?? 0;
}

/** Whether `followerId` follows `followeeId`. */
export async function isFollowing(
  db: Database,
  followerId: number,
  followeeId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
  return row !== undefined;
}

export type FollowListKind = 'followers' | 'following';

/**
 * A page of someone's fans (`followers`: who follows them) or follows (`following`: whom
 * they follow), newest follow first, with the viewer's relation to each listed user. Deleted
 * users are left out. Walks follows_followee_created_idx or follows_follower_created_idx.
 */
export async function listFollows(
  db: Database,
  ownerId: number,
  tenantId: number,
  kind: FollowListKind,
  viewerId: number | null,
  query: FollowListQuery,
): Promise<Paged<FollowListItem>> {
  const ownerColumn = kind === 'followers' ? follows.followeeId : follows.followerId;
  const listedColumn = kind === 'followers' ? follows.followerId : follows.followeeId;
  const where = and(
    eq(ownerColumn, ownerId),
    eq(follows.tenantId, tenantId),
    eq(users.deleted, false),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...socialUserColumns,
        ...relationColumns(viewerId),
        followedAt: follows.createdAt,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, listedColumn))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(follows)
      .innerJoin(users, eq(users.id, listedColumn))
      .where(where),
  ]);
  return {
    list: rows.map((row) => ({
      ...toSocialUser(row),
      relation: toRelation(row),
      followedAt: row.followedAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
