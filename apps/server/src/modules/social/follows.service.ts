import type { FollowListItem, FollowListQuery, FollowState } from '@space/contracts/social';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  changeFollowCounts,
  deleteFollow,
  followerCountOf,
  insertFollow,
  listFollows,
  type FollowListKind,
} from './follows.queries.ts';
import { findGraphUser, type Member, type Paged } from './social-users.ts';
import { notify } from '../notifications/index.ts';

/**
 * Follows or unfollows a user of the member's brand; idempotent (the same answer however
 * often it is sent). The follow row and both counters change in one transaction, and the
 * counters move only when a row was really inserted or deleted, so `follower_count` and
 * `following_count` stay equal to the rows of `follows` under any concurrency.
 */
export async function setFollowing(
  db: Database,
  member: Member,
  targetId: number,
  follow: boolean,
  at: Date,
): Promise<FollowState> {
  if (targetId === member.userId) throw new AppError('FOLLOW_SELF');
  const followerCount = await db.transaction(async (tx) => {
    const target = await findGraphUser(tx, targetId, member.tenantId);
    if (!target) return null;
    const changed = follow
      ? await insertFollow(tx, member, targetId, at)
      : await deleteFollow(tx, member, targetId);
    if (!changed) return followerCountOf(tx, targetId);
    // Once per follower: following again after unfollowing notifies nobody (decision 066).
    if (follow) {
      await notify(tx, {
        recipientId: targetId,
        kind: 'newFollower',
        actorId: member.userId,
        objectType: 'user',
        objectId: member.userId,
        eventKey: `follow:${member.userId}`,
        at,
      });
    }
    return changeFollowCounts(tx, member.userId, targetId, follow ? 1 : -1);
  });
  if (followerCount === null) throw new AppError('NOT_FOUND');
  return { userId: targetId, following: follow, followerCount };
}

/**
 * Someone's fans or follows (spec §6 "own versus another user's fan and follow lists"): the
 * member's own, or those of another user of the same brand; another brand's user is a 404.
 */
export async function followListOf(
  db: Database,
  member: Member,
  ownerId: number | 'me',
  kind: FollowListKind,
  query: FollowListQuery,
): Promise<Paged<FollowListItem>> {
  const id = ownerId === 'me' ? member.userId : ownerId;
  if (id !== member.userId && !(await findGraphUser(db, id, member.tenantId))) {
    throw new AppError('NOT_FOUND');
  }
  return listFollows(db, id, member.tenantId, kind, member.userId, query);
}
