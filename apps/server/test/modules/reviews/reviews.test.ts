import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import type { users } from '../../../src/db/schema.ts';
import {
  adminAuditLog,
  entitlements,
  productVersions,
  reviewEdits,
} from '../../../src/db/schema.ts';
import type { MailMessage } from '../../../src/lib/mailer.ts';
import { build } from '../../support/helper.ts';
import { givePaidOrder, grantMembership } from '../../support/payment-fixtures.ts';
import { createTestProduct, type ProductRow } from '../../support/product-fixtures.ts';
import { recountedSummary, storedSummary } from '../../support/review-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const DAY = 24 * 60 * 60_000;
const OTHER_TENANT = 10000002;

type Overrides = Partial<typeof users.$inferInsert>;

/** A user who may review: a day-old account with an email (decision 064). */
async function member(app: FastifyInstance, overrides: Overrides = {}) {
  const user = await createTestUser(app, {
    email: `r${Math.random().toString(36).slice(2)}@example.test`,
    createdAt: new Date(Date.now() - 2 * DAY),
    ...overrides,
  });
  return { user, headers: bearer(await tokenFor(app, user)) };
}

async function owner(app: FastifyInstance, product: ProductRow, overrides: Overrides = {}) {
  const reviewer = await member(app, overrides);
  await givePaidOrder(app, reviewer.user, [product.id]);
  return reviewer;
}

function put(
  app: FastifyInstance,
  productId: number,
  headers: Record<string, string>,
  payload: object,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/products/${productId}/reviews/mine`,
    headers,
    payload,
  });
}

describe('reviews', async () => {
  const sent: MailMessage[] = [];
  const { app } = await build({
    prepare: (database) => ensureReferenceData(database.db),
    mailer: { send: async (message) => void sent.push(message) },
  });

  it('lets only owners review, once per product, keeping the edit history', async () => {
    const product = await createTestProduct(app);
    await app.db
      .insert(productVersions)
      .values({ productId: product.id, version: '1.2.0', sizeBytes: 10 });
    const stranger = await member(app);
    const refused = await put(app, product.id, stranger.headers, { rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(40314);

    const visitor = await app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}/reviews/mine`,
      payload: { rating: 5 },
    });
    expect(visitor.statusCode).toBe(401);

    const { headers } = await owner(app, product);
    const first = await put(app, product.id, headers, {
      rating: 4,
      title: 'Good',
      body: 'Works\nwell',
      language: 'en',
    });
    expect(first.statusCode).toBe(200);
    const written = first.json().data;
    expect(written.review).toMatchObject({
      rating: 4,
      title: 'Good',
      body: 'Works\nwell',
      version: '1.2.0',
      verifiedOwner: true,
      staff: false,
      editedAt: null,
      mine: true,
      hidden: false,
    });
    expect(written.summary).toEqual({ average: 4, count: 1, histogram: [0, 0, 0, 1, 0] });

    const second = await put(app, product.id, headers, { rating: 2, body: '' });
    expect(second.statusCode).toBe(200);
    const edited = second.json().data;
    expect(edited.review.id).toBe(written.review.id);
    expect(edited.review).toMatchObject({ rating: 2, title: null, body: null });
    expect(edited.review.editedAt).not.toBeNull();
    expect(edited.summary).toEqual({ average: 2, count: 1, histogram: [0, 1, 0, 0, 0] });
    const history = await app.db
      .select()
      .from(reviewEdits)
      .where(eq(reviewEdits.reviewId, written.review.id));
    expect(history).toMatchObject([{ rating: 4, title: 'Good', body: 'Works\nwell' }]);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}/reviews/mine`,
      headers,
    });
    expect(deleted.json().data).toEqual({
      review: null,
      summary: { average: null, count: 0, histogram: [0, 0, 0, 0, 0] },
    });
    // Deleting again is a no-op; writing again starts a new review.
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/products/${product.id}/reviews/mine`,
          headers,
        })
      ).statusCode,
    ).toBe(200);
    const again = await put(app, product.id, headers, { rating: 5 });
    expect(again.json().data.review.id).not.toBe(written.review.id);
  });

  it('refuses the product author, new accounts and accounts without a verified contact', async () => {
    const author = await member(app, { isCreator: true });
    const product = await createTestProduct(app, { authorId: author.user.id });
    await givePaidOrder(app, author.user, [product.id]);
    expect((await put(app, product.id, author.headers, { rating: 5 })).json().code).toBe(40310);

    const young = await owner(app, product, { createdAt: new Date() });
    expect((await put(app, product.id, young.headers, { rating: 5 })).json().code).toBe(40311);

    const noContact = await owner(app, product, { email: null, mobile: null });
    expect((await put(app, product.id, noContact.headers, { rating: 5 })).json().code).toBe(40312);

    const page = await app.inject({
      url: `/api/products/${product.id}/reviews`,
      headers: young.headers,
    });
    expect(page.json().data.viewer).toEqual({
      canReview: false,
      blocker: 'accountTooNew',
      canReply: false,
      moderator: false,
    });
    const authorView = await app.inject({
      url: `/api/products/${product.id}/reviews`,
      headers: author.headers,
    });
    expect(authorView.json().data.viewer).toMatchObject({ blocker: 'ownProduct', canReply: true });
    const visitorView = await app.inject({ url: `/api/products/${product.id}/reviews` });
    expect(visitorView.json().data.viewer).toMatchObject({ canReview: false, blocker: 'login' });
  });

  it('refuses an owner whose purchase was refunded, and membership access alone', async () => {
    const product = await createTestProduct(app);
    const refunded = await owner(app, product);
    await app.db
      .update(entitlements)
      .set({ revokedAt: new Date() })
      .where(eq(entitlements.userId, refunded.user.id));
    expect((await put(app, product.id, refunded.headers, { rating: 5 })).json().code).toBe(40314);
    const memberOnly = await member(app);
    await grantMembership(app, memberOnly.user, 'svip', new Date(Date.now() + DAY));
    expect((await put(app, product.id, memberOnly.headers, { rating: 5 })).json().code).toBe(40314);
  });

  it('limits helpful marks per user', async () => {
    const product = await createTestProduct(app);
    const reviewer = await owner(app, product);
    const review = (await put(app, product.id, reviewer.headers, { rating: 4 })).json().data.review;
    const voter = await member(app);
    const url = `/api/reviews/${review.id}/helpful`;
    for (let n = 0; n < 120; n += 1) {
      const response = await app.inject({
        method: n % 2 ? 'DELETE' : 'PUT',
        url,
        headers: voter.headers,
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await app.inject({ method: 'PUT', url, headers: voter.headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('marks brand staff', async () => {
    const product = await createTestProduct(app);
    const staff = await owner(app, product, { role: 'moderator' });
    expect(
      (await put(app, product.id, staff.headers, { rating: 5 })).json().data.review.staff,
    ).toBe(true);
  });

  it('lists most helpful first with the reader language ahead, filters by stars and language, pages', async () => {
    const product = await createTestProduct(app);
    const a = await owner(app, product);
    const b = await owner(app, product);
    const c = await owner(app, product);
    const voter = await member(app);
    const ra = (await put(app, product.id, a.headers, { rating: 5, language: 'en' })).json().data
      .review;
    const rb = (await put(app, product.id, b.headers, { rating: 3, language: 'zh' })).json().data
      .review;
    const rc = (await put(app, product.id, c.headers, { rating: 1, language: 'en' })).json().data
      .review;
    // b's review is the most helpful, but a zh one.
    const vote = await app.inject({
      method: 'PUT',
      url: `/api/reviews/${rb.id}/helpful`,
      headers: voter.headers,
    });
    expect(vote.json().data).toEqual({ helpfulCount: 1, viewerVotedHelpful: true });

    const ids = async (query: string, headers: Record<string, string> = {}) =>
      (await app.inject({ url: `/api/products/${product.id}/reviews${query}`, headers }))
        .json()
        .data.list.map((r: { id: number }) => r.id);
    expect(await ids('', { 'accept-language': 'en' })).toEqual([rc.id, ra.id, rb.id]);
    expect(await ids('', { 'accept-language': 'zh' })).toEqual([rb.id, rc.id, ra.id]);
    expect(await ids('?sort=ratingDesc')).toEqual([ra.id, rb.id, rc.id]);
    expect(await ids('?sort=ratingAsc')).toEqual([rc.id, rb.id, ra.id]);
    expect(await ids('?sort=newest')).toEqual([rc.id, rb.id, ra.id]);
    expect(await ids('?stars=3')).toEqual([rb.id]);
    expect(await ids('?lang=en&sort=newest')).toEqual([rc.id, ra.id]);
    const second = (
      await app.inject({ url: `/api/products/${product.id}/reviews?sort=newest&pageSize=2&page=2` })
    ).json().data;
    expect(second).toMatchObject({
      total: 3,
      page: 2,
      pageSize: 2,
      summary: { average: 3, count: 3, histogram: [1, 0, 1, 0, 1] },
    });
    expect(second.list.map((r: { id: number }) => r.id)).toEqual([ra.id]);
    const summary = await app.inject({ url: `/api/products/${product.id}/reviews/summary` });
    expect(summary.json().data).toEqual({ average: 3, count: 3, histogram: [1, 0, 1, 0, 1] });
    const mine = await app.inject({
      url: `/api/products/${product.id}/reviews`,
      headers: voter.headers,
    });
    expect(
      mine.json().data.list.find((r: { id: number }) => r.id === rb.id).viewerVotedHelpful,
    ).toBe(true);
  });

  it('counts a helpful vote once per user, allows taking it back and refuses one on your own review', async () => {
    const product = await createTestProduct(app);
    const reviewer = await owner(app, product);
    const review = (await put(app, product.id, reviewer.headers, { rating: 4 })).json().data.review;
    const voter = await member(app);
    const url = `/api/reviews/${review.id}/helpful`;
    await app.inject({ method: 'PUT', url, headers: voter.headers });
    const twice = await app.inject({ method: 'PUT', url, headers: voter.headers });
    expect(twice.json().data).toEqual({ helpfulCount: 1, viewerVotedHelpful: true });
    const back = await app.inject({ method: 'DELETE', url, headers: voter.headers });
    expect(back.json().data).toEqual({ helpfulCount: 0, viewerVotedHelpful: false });
    const own = await app.inject({ method: 'PUT', url, headers: reviewer.headers });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe(40313);
    expect((await app.inject({ method: 'PUT', url })).statusCode).toBe(401);
  });

  it('lets the author reply once and edit it, and emails the reviewer the first reply', async () => {
    const author = await member(app, { isCreator: true });
    const product = await createTestProduct(app, { authorId: author.user.id });
    const reviewer = await owner(app, product);
    const review = (
      await put(app, product.id, reviewer.headers, { rating: 4, language: 'ko' })
    ).json().data.review;
    const url = `/api/reviews/${review.id}/reply`;
    const other = await member(app);
    expect(
      (await app.inject({ method: 'PUT', url, headers: other.headers, payload: { body: 'Hi' } }))
        .statusCode,
    ).toBe(403);
    sent.length = 0;
    const first = await app.inject({
      method: 'PUT',
      url,
      headers: author.headers,
      payload: { body: 'Thanks!' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.reply).toMatchObject({ body: 'Thanks!', editedAt: null });
    const edit = await app.inject({
      method: 'PUT',
      url,
      headers: author.headers,
      payload: { body: 'Thanks\nagain' },
    });
    expect(edit.json().data.reply.body).toBe('Thanks\nagain');
    expect(edit.json().data.reply.editedAt).not.toBeNull();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ to: reviewer.user.email });
    expect(sent[0]!.subject).toContain('답글');
    const empty = await app.inject({
      method: 'PUT',
      url,
      headers: author.headers,
      payload: { body: '  ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('sends reports to the moderators, who hide and restore with a reason, audited, and the summary follows', async () => {
    const product = await createTestProduct(app);
    const good = await owner(app, product);
    const bad = await owner(app, product);
    await put(app, product.id, good.headers, { rating: 4 });
    const review = (
      await put(app, product.id, bad.headers, { rating: 1, body: 'spam spam' })
    ).json().data.review;
    const reporter = await member(app);
    const report = await app.inject({
      method: 'POST',
      url: `/api/reviews/${review.id}/reports`,
      headers: reporter.headers,
      payload: { reason: 'spam', note: 'ads' },
    });
    expect(report.statusCode).toBe(200);
    const moderator = await member(app, { role: 'moderator' });
    expect(
      (await app.inject({ url: '/api/moderation/reviews', headers: reporter.headers })).statusCode,
    ).toBe(403);
    const queue = (
      await app.inject({ url: '/api/moderation/reviews', headers: moderator.headers })
    ).json().data;
    const item = queue.list.find((entry: { id: number }) => entry.id === review.id);
    expect(item).toMatchObject({
      reportCount: 1,
      hidden: false,
      product: { id: product.id },
      reports: [{ reason: 'spam', note: 'ads' }],
    });

    const hide = await app.inject({
      method: 'POST',
      url: `/api/moderation/reviews/${review.id}`,
      headers: moderator.headers,
      payload: { action: 'hide', reason: 'Advertising' },
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().data).toMatchObject({
      hidden: true,
      moderationReason: 'Advertising',
      reportCount: 0,
    });
    expect(await storedSummary(app, product.id)).toEqual({
      count: 1,
      sum: 4,
      stars: [0, 0, 0, 1, 0],
    });
    const publicPage = (await app.inject({ url: `/api/products/${product.id}/reviews` })).json()
      .data;
    expect(publicPage.total).toBe(1);
    expect(publicPage.summary).toEqual({ average: 4, count: 1, histogram: [0, 0, 0, 1, 0] });
    const modPage = (
      await app.inject({ url: `/api/products/${product.id}/reviews`, headers: moderator.headers })
    ).json().data;
    expect(modPage.list.find((r: { id: number }) => r.id === review.id).hidden).toBe(true);
    const ownPage = (
      await app.inject({ url: `/api/products/${product.id}/reviews`, headers: bad.headers })
    ).json().data;
    expect(ownPage.mine).toMatchObject({ id: review.id, hidden: true });
    // A hidden review takes no votes, reports or replies.
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/reviews/${review.id}/helpful`,
          headers: reporter.headers,
        })
      ).statusCode,
    ).toBe(404);
    const reported = (
      await app.inject({ url: '/api/moderation/reviews', headers: moderator.headers })
    ).json().data;
    expect(reported.list.some((entry: { id: number }) => entry.id === review.id)).toBe(false);
    const hidden = (
      await app.inject({ url: '/api/moderation/reviews?state=hidden', headers: moderator.headers })
    ).json().data;
    expect(hidden.list.some((entry: { id: number }) => entry.id === review.id)).toBe(true);

    const restore = await app.inject({
      method: 'POST',
      url: `/api/moderation/reviews/${review.id}`,
      headers: moderator.headers,
      payload: { action: 'restore', reason: 'Appeal accepted' },
    });
    expect(restore.json().data.hidden).toBe(false);
    expect(await storedSummary(app, product.id)).toEqual(await recountedSummary(app, product.id));
    expect((await storedSummary(app, product.id)).count).toBe(2);
    const audit = await app.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.targetType, 'review'), eq(adminAuditLog.targetId, String(review.id))),
      );
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.after])).toEqual([
      ['review.hide', moderator.user.id, { hidden: true, moderationReason: 'Advertising' }],
      ['review.restore', moderator.user.id, { hidden: false, moderationReason: 'Appeal accepted' }],
    ]);
  });

  it('shows reviews only where the product is visible', async () => {
    const product = await createTestProduct(app, { restrictedToTenants: [10000000] });
    const reviewer = await owner(app, product);
    const review = (await put(app, product.id, reviewer.headers, { rating: 5 })).json().data.review;
    const elsewhere = await member(app, { tenantId: OTHER_TENANT });
    for (const url of [
      `/api/products/${product.id}/reviews`,
      `/api/products/${product.id}/reviews/summary`,
    ]) {
      expect((await app.inject({ url, headers: elsewhere.headers })).statusCode).toBe(404);
      expect((await app.inject({ url, headers: { client: 'VSD' } })).statusCode).toBe(404);
    }
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/reviews/${review.id}/helpful`,
          headers: elsewhere.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/reviews/${review.id}/reports`,
          headers: elsewhere.headers,
          payload: { reason: 'spam' },
        })
      ).statusCode,
    ).toBe(404);
    const otherModerator = await member(app, { tenantId: OTHER_TENANT, role: 'moderator' });
    const moderate = await app.inject({
      method: 'POST',
      url: `/api/moderation/reviews/${review.id}`,
      headers: otherModerator.headers,
      payload: { action: 'hide', reason: 'x' },
    });
    expect(moderate.statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/products/${product.id}/reviews` })).json().data.total,
    ).toBe(1);
  });

  it('answers bad input with the envelope, never a 500', async () => {
    const product = await createTestProduct(app);
    const { headers } = await owner(app, product);
    const bodies: unknown[] = [
      { rating: 6 },
      { rating: 0 },
      { rating: 3.5 },
      { rating: '5' },
      {},
      { rating: 5, title: 'x'.repeat(121) },
      { rating: 5, title: 'two\nlines' },
      { rating: 5, body: 'x'.repeat(5001) },
      { rating: 5, body: 'nul\u0000' },
      { rating: 5, language: 'fr' },
      [],
    ];
    for (const payload of bodies) {
      const response = await put(app, product.id, headers, payload as object);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, msg: expect.any(String) });
    }
    for (const url of [
      '/api/products/abc/reviews',
      '/api/products/0/reviews',
      `/api/products/${product.id}/reviews?sort=best`,
      `/api/products/${product.id}/reviews?stars=6`,
      `/api/products/${product.id}/reviews?pageSize=51`,
      `/api/products/${product.id}/reviews?lang=fr`,
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(400);
    }
    expect((await app.inject({ url: '/api/products/2147483647/reviews' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/products/99999999999/reviews' })).statusCode).toBe(404);
    const reports = await app.inject({
      method: 'POST',
      url: '/api/reviews/1/reports',
      headers,
      payload: { reason: 'boring' },
    });
    expect(reports.statusCode).toBe(400);
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/reviews/2147483647/helpful',
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
