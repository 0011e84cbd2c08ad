import { MAX_ROW_ID } from '@space/contracts/limits';
import type { FriendRequest, FriendState } from '@space/contracts/social';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import {
  answerPending,
  areFriends,
  deleteFriendship,
  friendRequestFor,
  insertFriendRequest,
  insertFriendship,
  pendingBetween,
  requestExists,
  type RequestRole,
} from './friends.queries.ts';
import { findGraphUser, type Member } from './social-users.ts';
import { notify } from '../notifications/index.ts';

/** The index that keeps one pending request per pair (schema community.ts). */
const PENDING_PAIR_KEY = 'friend_requests_pending_pair_key';

/** The sender of an accepted request hears of it (decision 066). */
function notifyAccepted(tx: Database, requestId: number, senderId: number, by: number, at: Date) {
  return notify(tx, {
    recipientId: senderId,
    kind: 'friendAccepted',
    actorId: by,
    objectType: 'user',
    objectId: by,
    eventKey: `friendRequest:${requestId}`,
    at,
  });
}

async function loadRequest(db: Database, id: number, member: Member): Promise<FriendRequest> {
  const request = await friendRequestFor(db, id, member);
  if (!request) throw new AppError('NOT_FOUND');
  return request;
}

/**
 * Sends a friend request (decision 033). Refused for oneself (400), a user of another brand
 * (404), a friend (409 ALREADY_FRIENDS) or while the sender's request waits (409
 * FRIEND_REQUEST_PENDING). When the other user had already asked the sender, sending back
 * is agreeing: their request is accepted and the answer is that accepted request.
 */
export async function sendFriendRequest(
  db: Database,
  member: Member,
  toUserId: number,
  at: Date,
): Promise<FriendRequest> {
  if (toUserId === member.userId) throw new AppError('FRIEND_REQUEST_SELF');
  let requestId: number;
  try {
    requestId = await db.transaction(async (tx) => {
      if (!(await findGraphUser(tx, toUserId, member.tenantId))) throw new AppError('NOT_FOUND');
      if (await areFriends(tx, member.userId, toUserId)) throw new AppError('ALREADY_FRIENDS');
      const pending = await pendingBetween(tx, member.userId, toUserId);
      if (pending?.fromUserId === member.userId) throw new AppError('FRIEND_REQUEST_PENDING');
      if (pending) {
        const accepted = await answerPending(tx, pending.id, member, 'recipient', 'accepted', at);
        if (!accepted) throw new AppError('FRIEND_REQUEST_NOT_PENDING');
        await insertFriendship(tx, member.tenantId, member.userId, toUserId, at);
        await notifyAccepted(tx, pending.id, pending.fromUserId, member.userId, at);
        return pending.id;
      }
      const id = await insertFriendRequest(tx, member, toUserId, at);
      await notify(tx, {
        recipientId: toUserId,
        kind: 'friendRequest',
        actorId: member.userId,
        objectType: 'user',
        objectId: member.userId,
        eventKey: `friendRequest:${id}`,
        at,
      });
      return id;
    });
  } catch (error) {
    // Both users asked each other at the same instant: the other request won.
    if (violatedUniqueConstraint(error) === PENDING_PAIR_KEY) {
      throw new AppError('FRIEND_REQUEST_PENDING');
    }
    throw error;
  }
  return loadRequest(db, requestId, member);
}

const ROLE_OF = { accept: 'recipient', decline: 'recipient', cancel: 'sender' } as const;
const STATE_OF = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' } as const;
export type FriendRequestAction = keyof typeof ROLE_OF;

/**
 * Accepts or declines a request sent to the member, or cancels one the member sent. Accepting
 * makes the friendship in the same transaction. A request that is not the member's to act on
 * is a 404; one already answered or cancelled is a 409.
 */
export async function answerFriendRequest(
  db: Database,
  member: Member,
  id: number,
  action: FriendRequestAction,
  at: Date,
): Promise<FriendRequest> {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  const role: RequestRole = ROLE_OF[action];
  await db.transaction(async (tx) => {
    const answered = await answerPending(tx, id, member, role, STATE_OF[action], at);
    if (!answered) {
      if (await requestExists(tx, id, member, role)) {
        throw new AppError('FRIEND_REQUEST_NOT_PENDING');
      }
      throw new AppError('NOT_FOUND');
    }
    if (action === 'accept') {
      await insertFriendship(tx, member.tenantId, answered.fromUserId, answered.toUserId, at);
      await notifyAccepted(tx, id, answered.fromUserId, member.userId, at);
    }
  });
  return loadRequest(db, id, member);
}

/** Ends a friendship; idempotent. Following each other is left as it was. */
export async function removeFriend(
  db: Database,
  member: Member,
  otherId: number,
): Promise<FriendState> {
  if (otherId !== member.userId && !(await findGraphUser(db, otherId, member.tenantId))) {
    throw new AppError('NOT_FOUND');
  }
  await deleteFriendship(db, member, otherId);
  return { userId: otherId, friend: false };
}
