import type { FollowListItem, FollowListQuery, SocialProfile } from '@space/contracts/social';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { follows, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { pendingBetween } from './friends.queries.ts';
import {
  graphUser,
  offsetOf,
  relationColumns,
  socialUserColumns,
  toRelation,
  toSocialUser,
  type Member,
  type Paged,
} from './social-users.ts';
import { MAX_ROW_ID } from '@space/contracts/limits';

/**
 * Who a user of the member's brand is to the member (GET /api/users/:id/social): public
 * profile, counts, follow relation both ways, friendship and the pending request between
 * them. The member themself gets `self: true` and no relation. Another brand's user: 404.
 */
export async function socialProfileOf(
  db: Database,
  member: Member,
  id: number,
): Promise<SocialProfile> {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  const self = id === member.userId;
  const [row] = await db
    .select({ ...socialUserColumns, ...relationColumns(self ? null : member.userId) })
    .from(users)
    .where(graphUser(id, member.tenantId));
  if (!row) throw new AppError('NOT_FOUND');
  const pending = self ? null : await pendingBetween(db, member.userId, id);
  return {
    ...toSocialUser(row),
    self,
    relation: toRelation(row),
    pendingRequest: pending
      ? {
          id: pending.id,
          direction: pending.fromUserId === member.userId ? 'outgoing' : 'incoming',
        }
      : null,
  };
}

/**
 * Users the member and they follow each other, who are not friends yet and have no request
 * waiting between them: the suggestions of /friend (decision 033), newest follow first.
 */
export async function listMutualSuggestions(
  db: Database,
  member: Member,
  query: FollowListQuery,
): Promise<Paged<FollowListItem>> {
  const where = and(
    eq(follows.followerId, member.userId),
    eq(follows.tenantId, member.tenantId),
    eq(users.deleted, false),
    sql`exists (select 1 from follows back where back.follower_id = ${follows.followeeId} and back.followee_id = ${member.userId})`,
    sql`not exists (select 1 from friendships f where f.user_low_id = least(${member.userId}::int, ${follows.followeeId}) and f.user_high_id = greatest(${member.userId}::int, ${follows.followeeId}))`,
    sql`not exists (select 1 from friend_requests q where q.state = 'pending' and least(q.from_user_id, q.to_user_id) = least(${member.userId}::int, ${follows.followeeId}) and greatest(q.from_user_id, q.to_user_id) = greatest(${member.userId}::int, ${follows.followeeId}))`,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...socialUserColumns,
        ...relationColumns(member.userId),
        followedAt: follows.createdAt,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followeeId))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followeeId))
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
