import type {
  Friend,
  FriendListQuery,
  FriendRequest,
  FriendRequestDirection,
  FriendRequestListQuery,
  FriendRequestState,
} from '@space/contracts/social';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { friendRequests, friendships, users } from '../../db/schema.ts';
import {
  offsetOf,
  relationColumns,
  socialUserColumns,
  toRelation,
  toSocialUser,
  type Member,
  type Paged,
  type SocialUserRow,
} from './social-users.ts';

/** The stored form of a pair: the smaller id first (friendships_ordered). */
export function pairOf(a: number, b: number): { userLowId: number; userHighId: number } {
  return a < b ? { userLowId: a, userHighId: b } : { userLowId: b, userHighId: a };
}

export async function areFriends(db: Database, a: number, b: number): Promise<boolean> {
  const pair = pairOf(a, b);
  const [row] = await db
    .select({ one: sql`1` })
    .from(friendships)
    .where(
      and(eq(friendships.userLowId, pair.userLowId), eq(friendships.userHighId, pair.userHighId)),
    );
  return row !== undefined;
}

export async function insertFriendship(
  db: Database,
  tenantId: number,
  a: number,
  b: number,
  at: Date,
) {
  await db
    .insert(friendships)
    .values({ ...pairOf(a, b), tenantId, createdAt: at })
    .onConflictDoNothing();
}

/** Removes the friendship; false when there was none. */
export async function deleteFriendship(db: Database, member: Member, otherId: number) {
  const pair = pairOf(member.userId, otherId);
  const deleted = await db
    .delete(friendships)
    .where(
      and(
        eq(friendships.userLowId, pair.userLowId),
        eq(friendships.userHighId, pair.userHighId),
        eq(friendships.tenantId, member.tenantId),
      ),
    )
    .returning({ low: friendships.userLowId });
  return deleted.length > 0;
}

/** The pending request between two users, in either direction, if any. */
export async function pendingBetween(db: Database, a: number, b: number) {
  const [row] = await db
    .select({ id: friendRequests.id, fromUserId: friendRequests.fromUserId })
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.state, 'pending'),
        or(
          and(eq(friendRequests.fromUserId, a), eq(friendRequests.toUserId, b)),
          and(eq(friendRequests.fromUserId, b), eq(friendRequests.toUserId, a)),
        ),
      ),
    );
  return row ?? null;
}

export async function insertFriendRequest(
  db: Database,
  member: Member,
  toUserId: number,
  at: Date,
) {
  const [row] = await db
    .insert(friendRequests)
    .values({ tenantId: member.tenantId, fromUserId: member.userId, toUserId, createdAt: at })
    .returning({ id: friendRequests.id });
  return row!.id;
}

/** The member's side of a request: who may act on it. */
export type RequestRole = 'recipient' | 'sender';

function requestOf(id: number, member: Member, role: RequestRole): SQL {
  return and(
    eq(friendRequests.id, id),
    eq(friendRequests.tenantId, member.tenantId),
    eq(role === 'recipient' ? friendRequests.toUserId : friendRequests.fromUserId, member.userId),
  )!;
}

/**
 * Moves a pending request to its answer; the condition on 'pending' makes a second answer
 * (or a race of accept and cancel) change nothing. Answers the request's users, or null.
 */
export async function answerPending(
  db: Database,
  id: number,
  member: Member,
  role: RequestRole,
  state: Exclude<FriendRequestState, 'pending'>,
  at: Date,
) {
  const [row] = await db
    .update(friendRequests)
    .set({ state, respondedAt: at })
    .where(and(requestOf(id, member, role), eq(friendRequests.state, 'pending')))
    .returning({ fromUserId: friendRequests.fromUserId, toUserId: friendRequests.toUserId });
  return row ?? null;
}

export async function requestExists(db: Database, id: number, member: Member, role: RequestRole) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(friendRequests)
    .where(requestOf(id, member, role));
  return row !== undefined;
}

const otherUserOfRequest = (member: Member) =>
  sql`case when ${friendRequests.fromUserId} = ${member.userId} then ${friendRequests.toUserId} else ${friendRequests.fromUserId} end`;

function toFriendRequest(
  row: SocialUserRow & {
    requestId: number;
    fromUserId: number;
    state: string;
    createdAt: Date;
    respondedAt: Date | null;
  },
  member: Member,
): FriendRequest {
  return {
    id: row.requestId,
    direction: row.fromUserId === member.userId ? 'outgoing' : 'incoming',
    state: row.state as FriendRequestState,
    user: toSocialUser(row),
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

const requestColumns = {
  ...socialUserColumns,
  requestId: friendRequests.id,
  fromUserId: friendRequests.fromUserId,
  state: friendRequests.state,
  createdAt: friendRequests.createdAt,
  respondedAt: friendRequests.respondedAt,
};

/** One request as the member sees it (after sending or answering). */
export async function friendRequestFor(db: Database, id: number, member: Member) {
  const [row] = await db
    .select(requestColumns)
    .from(friendRequests)
    .innerJoin(users, eq(users.id, otherUserOfRequest(member)))
    .where(
      and(
        eq(friendRequests.id, id),
        eq(friendRequests.tenantId, member.tenantId),
        or(
          eq(friendRequests.fromUserId, member.userId),
          eq(friendRequests.toUserId, member.userId),
        ),
      ),
    );
  return row ? toFriendRequest(row, member) : null;
}

/** Pending requests sent to (incoming) or by (outgoing) the member, newest first. */
export async function listPendingRequests(
  db: Database,
  member: Member,
  query: FriendRequestListQuery,
): Promise<Paged<FriendRequest>> {
  const direction: FriendRequestDirection = query.direction;
  const where = and(
    eq(
      direction === 'incoming' ? friendRequests.toUserId : friendRequests.fromUserId,
      member.userId,
    ),
    eq(friendRequests.tenantId, member.tenantId),
    eq(friendRequests.state, 'pending'),
    eq(users.deleted, false),
  );
  const joinOn = eq(
    users.id,
    direction === 'incoming' ? friendRequests.fromUserId : friendRequests.toUserId,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(requestColumns)
      .from(friendRequests)
      .innerJoin(users, joinOn)
      .where(where)
      .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(friendRequests).innerJoin(users, joinOn).where(where),
  ]);
  return {
    list: rows.map((row) => toFriendRequest(row, member)),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The member's friends, newest friendship first, with the follow relation to each. */
export async function listFriends(
  db: Database,
  member: Member,
  query: FriendListQuery,
): Promise<Paged<Friend>> {
  const other = sql`case when ${friendships.userLowId} = ${member.userId} then ${friendships.userHighId} else ${friendships.userLowId} end`;
  const where = and(
    or(eq(friendships.userLowId, member.userId), eq(friendships.userHighId, member.userId)),
    eq(friendships.tenantId, member.tenantId),
    eq(users.deleted, false),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...socialUserColumns,
        ...relationColumns(member.userId),
        since: friendships.createdAt,
      })
      .from(friendships)
      .innerJoin(users, eq(users.id, other))
      .where(where)
      .orderBy(desc(friendships.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(friendships)
      .innerJoin(users, eq(users.id, other))
      .where(where),
  ]);
  return {
    list: rows.map((row) => ({
      ...toSocialUser(row),
      relation: toRelation(row),
      friendsSince: row.since.toISOString(),
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
