import { ERRORS } from '@space/contracts/errors';
import {
  followListItemSchema,
  friendRequestSchema,
  friendSchema,
  type FollowListItem,
  type Friend,
  type FriendRequest,
  type SocialProfile,
} from '@space/contracts/social';
import { TENANTS } from '@space/contracts/tenants';
import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { friendRequests, friendships } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { RATE_LIMITS } from '../../../src/lib/limits-table.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { failure, okData, socialMember, type Member } from '../../support/social-fixtures.ts';

type Page<T> = { list: T[]; total: number };
const OTHER_TENANT = TENANTS[2]!.id;

describe('friends', async () => {
  const clock = new ManualClock();
  const { app } = await build({ clock, prepare: (database) => ensureReferenceData(database.db) });
  const member = (overrides = {}) => socialMember(app, overrides);

  const send = (from: Member, to: Member | number) =>
    okData<FriendRequest>(app, 'POST', '/api/users/me/friend-requests', from.headers, {
      userId: typeof to === 'number' ? to : to.user.id,
    });
  const refuseSend = (from: Member, userId: number) =>
    failure(
      app,
      'POST',
      '/api/users/me/friend-requests',
      { ...from.headers, lang: 'en-US' },
      { userId },
    );
  const act = (by: Member, id: number, action: string) =>
    okData<FriendRequest>(app, 'POST', `/api/users/me/friend-requests/${id}/${action}`, by.headers);
  const refuseAct = (by: Member, id: number, action: string) =>
    failure(app, 'POST', `/api/users/me/friend-requests/${id}/${action}`, by.headers);
  const friendsOf = async (who: Member) => {
    const page = await okData<Page<Friend>>(app, 'GET', '/api/users/me/friends', who.headers);
    return page.list.map((row) => friendSchema.strict().parse(row));
  };
  const requestsOf = async (who: Member, direction: 'incoming' | 'outgoing') => {
    const page = await okData<Page<FriendRequest>>(
      app,
      'GET',
      `/api/users/me/friend-requests?direction=${direction}`,
      who.headers,
    );
    return page.list.map((row) => friendRequestSchema.strict().parse(row));
  };

  it('sends, accepts: both see each other as friends; remove ends it for both', async () => {
    const [ann, bob] = await Promise.all([member(), member()]);
    const sent = await send(ann, bob);
    expect(sent).toMatchObject({
      direction: 'outgoing',
      state: 'pending',
      user: { id: bob.user.id },
    });
    expect((await requestsOf(bob, 'incoming')).map((r) => [r.id, r.user.id])).toEqual([
      [sent.id, ann.user.id],
    ]);
    expect((await requestsOf(ann, 'outgoing')).map((r) => r.id)).toEqual([sent.id]);
    const profile = await okData<SocialProfile>(
      app,
      'GET',
      `/api/users/${ann.user.id}/social`,
      bob.headers,
    );
    expect(profile.pendingRequest).toEqual({ id: sent.id, direction: 'incoming' });

    clock.advance(60_000);
    const accepted = await act(bob, sent.id, 'accept');
    expect(accepted).toMatchObject({
      state: 'accepted',
      direction: 'incoming',
      user: { id: ann.user.id },
    });
    expect((await friendsOf(ann)).map((f) => [f.id, f.relation.friend])).toEqual([
      [bob.user.id, true],
    ]);
    expect((await friendsOf(bob)).map((f) => f.id)).toEqual([ann.user.id]);
    expect(await requestsOf(bob, 'incoming')).toEqual([]);
    const friendProfile = await okData<SocialProfile>(
      app,
      'GET',
      `/api/users/${ann.user.id}/social`,
      bob.headers,
    );
    expect(friendProfile).toMatchObject({ relation: { friend: true }, pendingRequest: null });

    // Already friends: a new request is refused, accepting again too.
    expect(await refuseSend(bob, ann.user.id)).toMatchObject({
      status: 409,
      code: ERRORS.ALREADY_FRIENDS.code,
      msg: 'You are already friends.',
    });
    expect(await refuseAct(bob, sent.id, 'accept')).toMatchObject({
      status: 409,
      code: ERRORS.FRIEND_REQUEST_NOT_PENDING.code,
    });

    expect(
      await okData(app, 'DELETE', `/api/users/me/friends/${ann.user.id}`, bob.headers),
    ).toEqual({
      userId: ann.user.id,
      friend: false,
    });
    expect(
      await okData(app, 'DELETE', `/api/users/me/friends/${ann.user.id}`, bob.headers),
    ).toEqual({
      userId: ann.user.id,
      friend: false,
    });
    expect(await friendsOf(ann)).toEqual([]);
    expect(await friendsOf(bob)).toEqual([]);
  });

  it('declines and cancels; only the right side may act, and only once', async () => {
    const [ann, bob, eve] = await Promise.all([member(), member(), member()]);
    const first = await send(ann, bob);
    // Only the recipient accepts or declines, only the sender cancels: others get 404.
    expect((await refuseAct(ann, first.id, 'accept')).status).toBe(404);
    expect((await refuseAct(eve, first.id, 'decline')).status).toBe(404);
    expect((await refuseAct(bob, first.id, 'cancel')).status).toBe(404);
    expect(await act(bob, first.id, 'decline')).toMatchObject({ state: 'declined' });
    expect((await refuseAct(bob, first.id, 'decline')).status).toBe(409);
    expect(await requestsOf(ann, 'outgoing')).toEqual([]);

    const second = await send(ann, bob);
    expect(await act(ann, second.id, 'cancel')).toMatchObject({
      state: 'cancelled',
      direction: 'outgoing',
    });
    expect(await refuseAct(bob, second.id, 'accept')).toMatchObject({ status: 409 });
    expect(await friendsOf(bob)).toEqual([]);
    expect((await refuseAct(bob, 2 ** 31, 'accept')).status).toBe(404);
  });

  it('refuses a duplicate, yourself and another brand; sending back accepts theirs', async () => {
    const [ann, bob] = await Promise.all([member(), member()]);
    const foreign = await member({ tenantId: OTHER_TENANT });
    const sent = await send(ann, bob);
    expect(await refuseSend(ann, bob.user.id)).toMatchObject({
      status: 409,
      code: ERRORS.FRIEND_REQUEST_PENDING.code,
      msg: 'A friend request between you is already waiting for an answer.',
    });
    expect(await refuseSend(ann, ann.user.id)).toMatchObject({
      status: 400,
      code: ERRORS.FRIEND_REQUEST_SELF.code,
    });
    expect((await refuseSend(ann, foreign.user.id)).status).toBe(404);
    expect((await refuseSend(ann, 2 ** 31)).status).toBe(404);
    expect(
      (await failure(app, 'DELETE', `/api/users/me/friends/${foreign.user.id}`, ann.headers))
        .status,
    ).toBe(404);

    const back = await send(bob, ann);
    expect(back).toMatchObject({ id: sent.id, state: 'accepted', direction: 'incoming' });
    expect((await friendsOf(ann)).map((f) => f.id)).toEqual([bob.user.id]);
    const rows = await app.db
      .select()
      .from(friendRequests)
      .where(
        or(eq(friendRequests.fromUserId, ann.user.id), eq(friendRequests.fromUserId, bob.user.id)),
      );
    expect(rows).toHaveLength(1);
    const pairs = await app.db
      .select()
      .from(friendships)
      .where(eq(friendships.userLowId, Math.min(ann.user.id, bob.user.id)));
    expect(pairs).toHaveLength(1);
  });

  it('suggests mutual follows that are not friends and have no request waiting', async () => {
    const [me, mutual, oneWay, asked] = await Promise.all([member(), member(), member(), member()]);
    for (const other of [mutual, oneWay, asked]) {
      await okData(app, 'PUT', `/api/users/${other.user.id}/follow`, me.headers);
    }
    for (const other of [mutual, asked]) {
      await okData(app, 'PUT', `/api/users/${me.user.id}/follow`, other.headers);
    }
    await send(asked, me);
    const page = await okData<Page<FollowListItem>>(
      app,
      'GET',
      '/api/users/me/friend-suggestions',
      me.headers,
    );
    expect(page.list.map((row) => followListItemSchema.strict().parse(row).id)).toEqual([
      mutual.user.id,
    ]);
    expect(page.list[0]!.relation).toEqual({ following: true, followsYou: true, friend: false });
  });

  it('allows 30 friend requests per user an hour, then 429', async () => {
    const rule = RATE_LIMITS.friendRequestsPerUser;
    const me = await member();
    const others = await Promise.all(Array.from({ length: rule.limit + 1 }, () => member()));
    for (const other of others.slice(0, rule.limit)) await send(me, other);
    const refused = await refuseSend(me, others[rule.limit]!.user.id);
    expect(refused.status).toBe(429);
    expect(await requestsOf(others[rule.limit]!, 'incoming')).toEqual([]);
    clock.advance(rule.windowMs);
    expect(await send(me, others[rule.limit]!)).toMatchObject({ state: 'pending' });
  });
});
