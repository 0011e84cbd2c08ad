import { envelope, pageOf } from '@space/contracts/envelope';
import { ERRORS } from '@space/contracts/errors';
import {
  expertSchema,
  followListItemSchema,
  followStateSchema,
  likedArticleSchema,
  socialProfileSchema,
  type Expert,
  type FollowListItem,
  type FollowState,
  type LikedArticle,
  type SocialProfile,
} from '@space/contracts/social';
import { TENANTS } from '@space/contracts/tenants';
import { RATE_LIMITS } from '../../../src/lib/limits-table.ts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articleLikes, articles, follows, users } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { failure, okData, socialMember, storedCounts } from '../../support/social-fixtures.ts';

type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
const OTHER_TENANT = TENANTS[2]!.id;

describe('follows, fan and follow lists, experts, liked articles', async () => {
  const clock = new ManualClock();
  const { app } = await build({ clock, prepare: (database) => ensureReferenceData(database.db) });
  const member = (overrides = {}) => socialMember(app, overrides);

  async function follow(by: Record<string, string>, id: number, on = true) {
    const state = await okData<FollowState>(
      app,
      on ? 'PUT' : 'DELETE',
      `/api/users/${id}/follow`,
      by,
    );
    return followStateSchema.strict().parse(state);
  }
  async function list(by: Record<string, string>, owner: number | 'me', kind: string, query = '') {
    const page = await okData<Page<FollowListItem>>(
      app,
      'GET',
      `/api/users/${owner}/${kind}${query}`,
      by,
    );
    return envelope(pageOf(followListItemSchema.strict())).parse({ code: 200, msg: '', data: page })
      .data;
  }

  describe('following', () => {
    it('is idempotent both ways and keeps both counters equal to the rows', async () => {
      const fan = await member();
      const star = await member();
      expect(await follow(fan.headers, star.user.id)).toEqual({
        userId: star.user.id,
        following: true,
        followerCount: 1,
      });
      expect(await follow(fan.headers, star.user.id)).toMatchObject({
        following: true,
        followerCount: 1,
      });
      expect(await storedCounts(app, star.user.id)).toEqual({ followers: 1, following: 0 });
      expect(await storedCounts(app, fan.user.id)).toEqual({ followers: 0, following: 1 });

      expect(await follow(fan.headers, star.user.id, false)).toMatchObject({
        following: false,
        followerCount: 0,
      });
      expect(await follow(fan.headers, star.user.id, false)).toMatchObject({
        following: false,
        followerCount: 0,
      });
      expect(await storedCounts(app, star.user.id)).toEqual({ followers: 0, following: 0 });
      expect(await storedCounts(app, fan.user.id)).toEqual({ followers: 0, following: 0 });
    });

    it('refuses following or unfollowing yourself with a clear 400, changing nothing', async () => {
      const me = await member();
      for (const method of ['PUT', 'DELETE'] as const) {
        const refused = await failure(app, method, `/api/users/${me.user.id}/follow`, {
          ...me.headers,
          lang: 'en-US',
        });
        expect(refused).toEqual({
          status: 400,
          code: ERRORS.FOLLOW_SELF.code,
          msg: 'You cannot follow yourself.',
        });
      }
      expect(await storedCounts(app, me.user.id)).toEqual({ followers: 0, following: 0 });
    });

    it("answers 404 for another brand's user, a deleted user and an impossible id", async () => {
      const me = await member();
      const foreign = await member({ tenantId: OTHER_TENANT });
      const deleted = await member({ deleted: true });
      for (const id of [foreign.user.id, deleted.user.id, 2 ** 31, 999_999_999]) {
        expect((await failure(app, 'PUT', `/api/users/${id}/follow`, me.headers)).status).toBe(404);
      }
      const rows = await app.db.select().from(follows).where(eq(follows.followerId, me.user.id));
      expect(rows).toEqual([]);
      expect(await storedCounts(app, foreign.user.id)).toEqual({ followers: 0, following: 0 });
    });

    it("shows the exact counts on the creator's public profile (/author)", async () => {
      const fan = await member();
      const creator = await member({ isCreator: true });
      await createTestProduct(app, { authorId: creator.user.id });
      await follow(fan.headers, creator.user.id);
      await follow(creator.headers, fan.user.id);
      const profile = await okData<{ followerCount: number; followingCount: number }>(
        app,
        'GET',
        `/api/authors/${creator.user.id}`,
        {},
      );
      expect(profile).toMatchObject({ followerCount: 1, followingCount: 1 });
    });

    it('needs a login', async () => {
      const star = await member();
      expect((await failure(app, 'PUT', `/api/users/${star.user.id}/follow`, {})).status).toBe(401);
    });
  });

  describe('fan and follow lists', () => {
    it('lists own and another user’s fans and follows, newest first, with follow-back flags', async () => {
      const [me, a, b, viewer] = await Promise.all([member(), member(), member(), member()]);
      await follow(a.headers, me.user.id);
      clock.advance(1000);
      await follow(b.headers, me.user.id);
      clock.advance(1000);
      await follow(me.headers, a.user.id); // me follows a back; b not yet
      await follow(viewer.headers, b.user.id);

      const fans = await list(me.headers, 'me', 'followers');
      expect(fans.total).toBe(2);
      expect(fans.list.map((row) => [row.id, row.relation])).toEqual([
        [b.user.id, { following: false, followsYou: true, friend: false }],
        [a.user.id, { following: true, followsYou: true, friend: false }],
      ]);
      const mine = await list(me.headers, 'me', 'following');
      expect(mine.list.map((row) => row.id)).toEqual([a.user.id]);

      // Another user's lists, seen by a third user: the relation is the viewer's own.
      const theirFans = await list(viewer.headers, me.user.id, 'followers');
      expect(theirFans.list.map((row) => [row.id, row.relation])).toEqual([
        [b.user.id, { following: true, followsYou: false, friend: false }],
        [a.user.id, { following: false, followsYou: false, friend: false }],
      ]);
      expect(await list(viewer.headers, me.user.id, 'following')).toMatchObject({ total: 1 });
      // Paged: one per page, stable.
      const second = await list(me.headers, 'me', 'followers', '?page=2&pageSize=1');
      expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(second.list.map((row) => row.id)).toEqual([a.user.id]);
    });

    it("hides another brand's user's lists (404) and needs a login", async () => {
      const me = await member();
      const foreign = await member({ tenantId: OTHER_TENANT });
      expect(
        (await failure(app, 'GET', `/api/users/${foreign.user.id}/followers`, me.headers)).status,
      ).toBe(404);
      expect(
        (await failure(app, 'GET', `/api/users/${foreign.user.id}/social`, me.headers)).status,
      ).toBe(404);
      expect((await failure(app, 'GET', '/api/users/me/followers', {})).status).toBe(401);
    });

    it('answers who someone is to you, and yourself as self', async () => {
      const [me, other] = await Promise.all([member(), member()]);
      await follow(other.headers, me.user.id);
      const profile = await okData<SocialProfile>(
        app,
        'GET',
        `/api/users/${other.user.id}/social`,
        me.headers,
      );
      expect(socialProfileSchema.strict().parse(profile)).toMatchObject({
        id: other.user.id,
        self: false,
        followingCount: 1,
        relation: { following: false, followsYou: true, friend: false },
        pendingRequest: null,
      });
      const self = await okData<SocialProfile>(
        app,
        'GET',
        `/api/users/${me.user.id}/social`,
        me.headers,
      );
      expect(self).toMatchObject({
        self: true,
        followerCount: 1,
        relation: { following: false, followsYou: false },
      });
    });
  });

  describe('experts', () => {
    it("ranks the brand's creators by followers, products and recent activity", async () => {
      const tenantId = TENANTS[4]!.id;
      const viewer = await member({ tenantId });
      const [many, prolific, recent] = await Promise.all(
        [0, 1, 2].map(() => member({ tenantId, isCreator: true })),
      );
      await member({ tenantId: OTHER_TENANT, isCreator: true });
      await app.db.update(users).set({ followerCount: 50 }).where(eq(users.id, many!.user.id));
      for (let n = 0; n < 3; n += 1) {
        await createTestProduct(app, {
          authorId: prolific!.user.id,
          updatedAt: new Date('2026-01-01T00:00:00Z'),
        });
      }
      await createTestProduct(app, {
        authorId: recent!.user.id,
        updatedAt: new Date('2026-05-01T00:00:00Z'),
      });
      await follow(viewer.headers, recent!.user.id);

      const ranked = async (sort: string) => {
        const page = await okData<Page<Expert>>(
          app,
          'GET',
          `/api/experts?sort=${sort}`,
          viewer.headers,
        );
        expect(page.total).toBe(3);
        return page.list.map((row) => expertSchema.strict().parse(row));
      };
      expect((await ranked('followers')).map((row) => row.id)).toEqual([
        many!.user.id,
        recent!.user.id,
        prolific!.user.id,
      ]);
      const byProducts = await ranked('products');
      expect(byProducts.map((row) => [row.id, row.productCount])).toEqual([
        [prolific!.user.id, 3],
        [recent!.user.id, 1],
        [many!.user.id, 0],
      ]);
      const byRecent = await ranked('recent');
      expect(byRecent.map((row) => row.id)).toEqual([
        recent!.user.id,
        prolific!.user.id,
        many!.user.id,
      ]);
      expect(byRecent[0]).toMatchObject({
        lastActiveAt: '2026-05-01T00:00:00.000Z',
        relation: { following: true },
      });
      expect(byRecent[2]!.lastActiveAt).toBeNull();
      // Visitors of that brand see the same ranking, following nobody.
      const visitor = await okData<Page<Expert>>(app, 'GET', '/api/experts', { client: 'AJAZZ' });
      expect(visitor.list.every((row) => !row.relation.following)).toBe(true);
    });

    it('refuses an unknown sort with 400', async () => {
      expect((await failure(app, 'GET', '/api/experts?sort=random', {})).status).toBe(400);
    });
  });

  describe('liked articles', () => {
    async function article(
      authorId: number,
      tenantId: number,
      fields: Partial<typeof articles.$inferInsert> = {},
    ) {
      const [row] = await app.db
        .insert(articles)
        .values({
          tenantId,
          authorId,
          title: 'An article',
          state: 'published',
          visibility: 'public',
          publishedAt: new Date(),
          ...fields,
        })
        .returning();
      return row!;
    }

    it('lists liked public articles newest like first, and hides articles that went private or back to draft', async () => {
      const me = await member();
      const author = await member({ isCreator: true });
      const tenantId = me.user.tenantId;
      const first = await article(author.user.id, tenantId, { title: 'First' });
      const second = await article(author.user.id, tenantId, { title: 'Second' });
      const hidden = await article(author.user.id, tenantId, { visibility: 'private' });
      const draft = await article(author.user.id, tenantId, { state: 'draft' });
      const own = await article(me.user.id, tenantId, { visibility: 'private', title: 'Mine' });
      const likedAt = (minutes: number) =>
        new Date(Date.parse('2026-03-01T00:00:00Z') + minutes * 60_000);
      await app.db.insert(articleLikes).values([
        { userId: me.user.id, articleId: first.id, tenantId, createdAt: likedAt(1) },
        { userId: me.user.id, articleId: second.id, tenantId, createdAt: likedAt(3) },
        { userId: me.user.id, articleId: hidden.id, tenantId, createdAt: likedAt(4) },
        { userId: me.user.id, articleId: draft.id, tenantId, createdAt: likedAt(5) },
        { userId: me.user.id, articleId: own.id, tenantId, createdAt: likedAt(2) },
      ]);
      const page = await okData<Page<LikedArticle>>(
        app,
        'GET',
        '/api/users/me/likes/articles',
        me.headers,
      );
      expect(page.list.map((row) => likedArticleSchema.strict().parse(row).title)).toEqual([
        'Second',
        'Mine',
        'First',
      ]);
      expect(page.total).toBe(3);
      expect(page.list[0]).toMatchObject({
        author: { id: author.user.id },
        likedAt: likedAt(3).toISOString(),
      });
      const paged = await okData<Page<LikedArticle>>(
        app,
        'GET',
        '/api/users/me/likes/articles?page=2&pageSize=2',
        me.headers,
      );
      expect(paged.list.map((row) => row.title)).toEqual(['First']);
      // Someone else's like history is not reachable; a visitor must log in.
      expect((await failure(app, 'GET', '/api/users/me/likes/articles', {})).status).toBe(401);
    });
  });

  describe('rate limits', () => {
    it('allows 100 follow changes per user in 10 minutes, then 429 with nothing changed', async () => {
      const rule = RATE_LIMITS.followChangesPerUser;
      const me = await member();
      const star = await member();
      for (let n = 0; n < rule.limit; n += 1) {
        await follow(me.headers, star.user.id, n % 2 === 0);
      }
      const refused = await app.inject({
        method: 'PUT',
        url: `/api/users/${star.user.id}/follow`,
        headers: me.headers,
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const rows = await app.db
        .select()
        .from(follows)
        .where(and(eq(follows.followerId, me.user.id), eq(follows.followeeId, star.user.id)));
      expect(rows).toEqual([]);
      clock.advance(rule.windowMs);
      expect(await follow(me.headers, star.user.id)).toMatchObject({ following: true });
    });
  });
});
