import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { follows, friendRequests, friendships } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { socialMember, storedCounts } from '../../support/social-fixtures.ts';

/**
 * Races only a multi-connection database can show (PGlite runs one statement at a time):
 * every request is fired at once through app.inject, which reaches PostgreSQL over a pool of
 * 20 connections, so many follow transactions overlap on the same user rows.
 */
describe.runIf(TEST_ENGINE === 'postgres')('follows under concurrency (PostgreSQL)', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
  const members = (n: number) => Promise.all(Array.from({ length: n }, () => socialMember(app)));

  /** The counters of a user next to the rows they count. */
  async function exact(userId: number) {
    const [fans] = await app.db
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.followeeId, userId));
    const [followed] = await app.db
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.followerId, userId));
    return {
      stored: await storedCounts(app, userId),
      rows: { followers: fans!.n, following: followed!.n },
    };
  }

  it('keeps both counters exact through 50 racing follows and unfollows of 10 fans', async () => {
    const star = (await members(1))[0]!;
    const fans = await members(10);
    const responses = await Promise.all(
      fans.flatMap((fan) =>
        Array.from({ length: 5 }, (_, n) =>
          app.inject({
            method: n % 2 === 0 ? 'PUT' : 'DELETE',
            url: `/api/users/${star.user.id}/follow`,
            headers: fan.headers,
          }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const { stored, rows } = await exact(star.user.id);
    expect(stored).toEqual(rows);
    for (const fan of fans) {
      const counted = await exact(fan.user.id);
      expect(counted.stored).toEqual(counted.rows);
    }
  });

  it('adds exactly 50 for 50 users following at once, and takes exactly 50 away again', async () => {
    const star = (await members(1))[0]!;
    const fans = await members(50);
    const race = (method: 'PUT' | 'DELETE') =>
      Promise.all(
        fans.map((fan) =>
          app.inject({ method, url: `/api/users/${star.user.id}/follow`, headers: fan.headers }),
        ),
      );
    const followed = await race('PUT');
    expect(followed.every((response) => response.statusCode === 200)).toBe(true);
    // Every answer saw its own increment: 50 different counts, 1 to 50.
    const seen = followed.map(
      (response) => (response.json() as { data: { followerCount: number } }).data.followerCount,
    );
    expect(new Set(seen).size).toBe(50);
    expect(await exact(star.user.id)).toEqual({
      stored: { followers: 50, following: 0 },
      rows: { followers: 50, following: 0 },
    });
    await race('DELETE');
    expect((await exact(star.user.id)).stored).toEqual({ followers: 0, following: 0 });
  });

  it('never deadlocks when 25 pairs follow each other at the same instant', async () => {
    const left = await members(25);
    const right = await members(25);
    const responses = await Promise.all(
      left.flatMap((a, index) => {
        const b = right[index]!;
        return [
          app.inject({ method: 'PUT', url: `/api/users/${b.user.id}/follow`, headers: a.headers }),
          app.inject({ method: 'PUT', url: `/api/users/${a.user.id}/follow`, headers: b.headers }),
        ];
      }),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    for (const member of [...left, ...right]) {
      expect(await storedCounts(app, member.user.id)).toEqual({ followers: 1, following: 1 });
    }
  });

  it('keeps one pending request and at most one friendship when both ask and accept at once', async () => {
    const [ann, bob] = await members(2);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) => {
        const [from, to] = n % 2 === 0 ? [ann!, bob!] : [bob!, ann!];
        return app.inject({
          method: 'POST',
          url: '/api/users/me/friend-requests',
          headers: from.headers,
          payload: { userId: to.user.id },
        });
      }),
    );
    expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    const pending = await app.db
      .select()
      .from(friendRequests)
      .where(eq(friendRequests.state, 'pending'));
    const pairs = await app.db.select().from(friendships);
    const ours = pairs.filter((pair) => [pair.userLowId, pair.userHighId].includes(ann!.user.id));
    expect(
      pending.filter((row) => [row.fromUserId, row.toUserId].includes(ann!.user.id)).length +
        ours.length,
    ).toBe(1);
  });
});
