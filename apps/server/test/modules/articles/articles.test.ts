import { ERRORS } from '@space/contracts/errors';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { TENANTS } from '@space/contracts/tenants';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { call, dataOf, docOf, draft, person, published } from '../../support/article-fixtures.ts';
import { build } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';

/** Articles (decision 031): states, review, revert, edits of published ones, pin, privacy. */
describe('articles', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
  const moderator = await person(app, { role: 'moderator' });
  const reader = await person(app);

  const mine = (id: number) => `/api/users/me/articles/${id}`;
  const feedIds = async (query = '') =>
    dataOf<{ list: { id: number }[] }>(
      await call(app, reader, 'GET', `/api/articles${query}`),
    ).list.map((a) => a.id);

  it('keeps a draft to its author: autosave, then 404 for everyone else on every path', async () => {
    const author = await person(app);
    const id = await draft(app, author);
    const saved = dataOf(
      await call(app, author, 'PATCH', mine(id), { title: 'Second title', channel: 'tutorials' }),
    );
    expect(saved).toMatchObject({ state: 'draft', title: 'Second title', channel: 'tutorials' });
    expect(dataOf(await call(app, author, 'GET', `/api/articles/${id}`))).toMatchObject({
      isMine: true,
      state: 'draft',
    });
    for (const who of [reader, moderator, null]) {
      expect((await call(app, who, 'GET', `/api/articles/${id}`)).statusCode).toBe(404);
      expect((await call(app, who, 'GET', `/api/articles/${id}/like`)).statusCode).toBe(404);
      expect((await call(app, who, 'GET', `/api/articles/${id}/related`)).statusCode).toBe(404);
    }
    for (const [method, url, body] of [
      ['GET', mine(id), undefined],
      ['PATCH', mine(id), { title: 'Mine now' }],
      ['POST', `${mine(id)}/submit`, undefined],
      ['POST', `${mine(id)}/revert`, undefined],
      ['PATCH', `${mine(id)}/settings`, { pinned: true }],
      ['DELETE', mine(id), undefined],
      ['PUT', `/api/articles/${id}/like`, undefined],
    ] as const) {
      expect((await call(app, reader, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await feedIds()).not.toContain(id);
    expect(dataOf(await call(app, author, 'GET', mine(id)))).toMatchObject({
      title: 'Second title',
    });
  });

  it('refuses to submit without a title or content, naming the fields', async () => {
    const author = await person(app);
    const id = await draft(app, author, { title: '', content: { type: 'doc', content: [] } });
    const response = await call(app, author, 'POST', `${mine(id)}/submit`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(ERRORS.ARTICLE_INCOMPLETE.code);
    expect(response.json().data.fields.map((f: { path: string }) => f.path)).toEqual([
      'title',
      'content',
    ]);
  });

  it('goes draft → review → published, and can be rejected with a reason and resubmitted', async () => {
    const author = await person(app);
    const id = await draft(app, author, { title: 'Under review' });
    expect(dataOf(await call(app, author, 'POST', `${mine(id)}/submit`))).toMatchObject({
      state: 'review',
    });
    const locked = await call(app, author, 'PATCH', mine(id), { title: 'Sneaky' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe(ERRORS.ARTICLE_IN_REVIEW.code);
    expect((await call(app, reader, 'GET', `/api/articles/${id}`)).statusCode).toBe(404);

    const queue = dataOf<{ list: { id: number; kind: string }[] }>(
      await call(app, moderator, 'GET', '/api/moderation/articles?pageSize=100'),
    );
    expect(queue.list).toContainEqual(expect.objectContaining({ id, kind: 'new' }));
    const reject = await call(app, moderator, 'POST', `/api/moderation/articles/${id}/reject`, {
      reason: 'Please add screenshots.',
    });
    expect(dataOf(reject)).toEqual({ id, state: 'rejected' });
    expect(dataOf(await call(app, author, 'GET', mine(id)))).toMatchObject({
      state: 'rejected',
      reason: 'Please add screenshots.',
    });
    dataOf(await call(app, author, 'POST', `${mine(id)}/submit`));
    expect(
      dataOf(await call(app, moderator, 'POST', `/api/moderation/articles/${id}/approve`)),
    ).toEqual({ id, state: 'published' });
    const again = await call(app, moderator, 'POST', `/api/moderation/articles/${id}/approve`);
    expect(again.json().code).toBe(ERRORS.ARTICLE_NOT_IN_REVIEW.code);
    expect(dataOf(await call(app, reader, 'GET', `/api/articles/${id}`))).toMatchObject({
      title: 'Under review',
      isMine: false,
    });
    expect(await feedIds()).toContain(id);
  });

  it('lets nobody review their own article, and no moderator of another brand', async () => {
    const author = await person(app, { role: 'moderator' });
    const id = await draft(app, author);
    dataOf(await call(app, author, 'POST', `${mine(id)}/submit`));
    expect(
      (await call(app, author, 'POST', `/api/moderation/articles/${id}/approve`)).statusCode,
    ).toBe(403);
    const elsewhere = await person(app, { role: 'moderator', tenantId: TENANTS[1].id });
    expect(
      (await call(app, elsewhere, 'POST', `/api/moderation/articles/${id}/approve`)).statusCode,
    ).toBe(404);
    expect((await call(app, reader, 'GET', '/api/moderation/articles')).statusCode).toBe(403);
  });

  it('reverts to draft: withdraws a submission, takes a published article down, refuses a draft', async () => {
    const author = await person(app);
    const id = await draft(app, author);
    const twice = await call(app, author, 'POST', `${mine(id)}/revert`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: ERRORS.ARTICLE_ALREADY_DRAFT.code,
      msg: ERROR_MESSAGES.ARTICLE_ALREADY_DRAFT.en,
    });
    dataOf(await call(app, author, 'POST', `${mine(id)}/submit`));
    expect(dataOf(await call(app, author, 'POST', `${mine(id)}/revert`))).toMatchObject({
      state: 'draft',
    });

    const live = await published(app, author, moderator);
    expect(await feedIds()).toContain(live);
    expect(dataOf(await call(app, author, 'POST', `${mine(live)}/revert`))).toMatchObject({
      state: 'draft',
    });
    expect(await feedIds()).not.toContain(live);
    expect((await call(app, reader, 'GET', `/api/articles/${live}`)).statusCode).toBe(404);
  });

  it('keeps the live version while an edit of a published article waits for review', async () => {
    const author = await person(app);
    const id = await published(app, author, moderator, { title: 'Live title' });
    const edit = dataOf(
      await call(app, author, 'PATCH', mine(id), {
        title: 'Edited title',
        content: docOf('New text'),
      }),
    );
    expect(edit).toMatchObject({ state: 'published', revision: 'editing', title: 'Edited title' });
    const readerView = async () => dataOf(await call(app, reader, 'GET', `/api/articles/${id}`));
    expect(await readerView()).toMatchObject({ title: 'Live title' });

    dataOf(await call(app, author, 'POST', `${mine(id)}/submit`));
    const queue = dataOf<{ list: { id: number; kind: string; title: string }[] }>(
      await call(app, moderator, 'GET', '/api/moderation/articles?pageSize=100'),
    );
    expect(queue.list).toContainEqual(
      expect.objectContaining({ id, kind: 'revision', title: 'Edited title' }),
    );
    dataOf(
      await call(app, moderator, 'POST', `/api/moderation/articles/${id}/reject`, {
        reason: 'No.',
      }),
    );
    expect(await readerView()).toMatchObject({ title: 'Live title' });
    expect(dataOf(await call(app, author, 'GET', mine(id)))).toMatchObject({
      revision: 'rejected',
      reason: 'No.',
    });

    dataOf(await call(app, author, 'POST', `${mine(id)}/submit`));
    dataOf(await call(app, moderator, 'POST', `/api/moderation/articles/${id}/approve`));
    expect(await readerView()).toMatchObject({ title: 'Edited title', html: '<p>New text</p>' });
    expect(dataOf(await call(app, author, 'GET', mine(id)))).toMatchObject({ revision: 'none' });
    expect((await call(app, author, 'POST', `${mine(id)}/submit`)).json().code).toBe(
      ERRORS.ARTICLE_NOT_SUBMITTABLE.code,
    );
  });

  it('puts pinned articles first on /personal and on the author’s list', async () => {
    const author = await person(app);
    const older = await published(app, author, moderator, { title: 'Older' });
    const newer = await published(app, author, moderator, { title: 'Newer' });
    expect(await feedIds(`?author=${author.user.id}`)).toEqual([newer, older]);
    dataOf(await call(app, author, 'PATCH', `${mine(older)}/settings`, { pinned: true }));
    expect(await feedIds(`?author=${author.user.id}`)).toEqual([older, newer]);
    const personal = dataOf<{ list: { id: number; pinned: boolean }[] }>(
      await call(app, author, 'GET', '/api/users/me/articles'),
    );
    expect(personal.list.map((a) => a.id)).toEqual([older, newer]);
  });

  it('hides a private article from everyone but its author on every read path', async () => {
    const author = await person(app);
    const other = await published(app, author, moderator, { channel: 'showcase' });
    const id = await published(app, author, moderator, { channel: 'showcase' });
    dataOf(await call(app, reader, 'PUT', `/api/articles/${id}/like`));
    dataOf(await call(app, author, 'PATCH', `${mine(id)}/settings`, { visibility: 'private' }));

    expect(await feedIds('?pageSize=100')).not.toContain(id);
    expect(await feedIds('?channel=showcase&pageSize=100')).not.toContain(id);
    const byAuthor = dataOf<{ total: number; list: { id: number }[] }>(
      await call(app, null, 'GET', `/api/articles?author=${author.user.id}`),
    );
    expect(byAuthor).toMatchObject({ total: 1, list: [{ id: other }] });
    for (const who of [reader, moderator, null]) {
      expect((await call(app, who, 'GET', `/api/articles/${id}`)).statusCode).toBe(404);
      expect((await call(app, who, 'GET', `/api/articles/${id}/like`)).statusCode).toBe(404);
    }
    expect((await call(app, reader, 'DELETE', `/api/articles/${id}/like`)).statusCode).toBe(404);
    const related = dataOf<{ articles: { id: number }[] }>(
      await call(app, reader, 'GET', `/api/articles/${other}/related`),
    );
    expect(related.articles.map((a) => a.id)).not.toContain(id);
    expect(dataOf(await call(app, author, 'GET', `/api/articles/${id}`))).toMatchObject({
      visibility: 'private',
      likeCount: 1,
    });
    const personal = dataOf<{ counts: Record<string, number> }>(
      await call(app, author, 'GET', '/api/users/me/articles?filter=private'),
    );
    expect(personal.counts).toMatchObject({ all: 2, published: 2, private: 1 });
  });

  it('keeps only visible embedded products and offers related products', async () => {
    const author = await person(app);
    const shown = await createTestProduct(app, { authorId: author.user.id });
    const hidden = await createTestProduct(app, { status: 'delisted' });
    const content = {
      type: 'doc' as const,
      content: [
        { type: 'productCard', attrs: { productId: shown.id } },
        { type: 'productCard', attrs: { productId: hidden.id } },
        { type: 'paragraph', content: [{ type: 'text', text: 'See above.' }] },
      ],
    };
    const id = await published(app, author, moderator, { content });
    const article = dataOf<{ productIds: number[]; html: string }>(
      await call(app, reader, 'GET', `/api/articles/${id}`),
    );
    expect(article.productIds).toEqual([shown.id]);
    expect(article.html).toBe(`<div data-product-card="${shown.id}"></div><p>See above.</p>`);
    const related = dataOf<{ products: { id: number }[] }>(
      await call(app, reader, 'GET', `/api/articles/${id}/related`),
    );
    expect(related.products.map((p) => p.id)).toEqual([shown.id]);
  });

  it('limits submissions to 30 an hour per author', async () => {
    const author = await person(app);
    const id = await draft(app, author);
    for (let n = 0; n < 30; n += 1) {
      dataOf(await call(app, author, 'POST', `${mine(id)}/submit`));
      dataOf(await call(app, author, 'POST', `${mine(id)}/revert`));
    }
    const refused = await call(app, author, 'POST', `${mine(id)}/submit`);
    expect(refused.statusCode).toBe(429);
    expect(dataOf(await call(app, author, 'GET', mine(id)))).toMatchObject({ state: 'draft' });
  });

  it('gives an author of a public article a profile, and only then', async () => {
    const author = await person(app);
    const profile = () => call(app, reader, 'GET', `/api/authors/${author.user.id}`);
    const id = await published(app, author, moderator);
    dataOf(await call(app, author, 'PATCH', `${mine(id)}/settings`, { visibility: 'private' }));
    expect((await profile()).statusCode).toBe(404);
    dataOf(await call(app, author, 'PATCH', `${mine(id)}/settings`, { visibility: 'public' }));
    expect(dataOf(await profile())).toMatchObject({
      id: author.user.id,
      stats: { productCount: 0, likeCount: 0, downloadCount: 0, deviceFamilies: [] },
    });
    const elsewhere = await person(app, { tenantId: TENANTS[1].id });
    expect((await call(app, elsewhere, 'GET', `/api/authors/${author.user.id}`)).statusCode).toBe(
      404,
    );
  });

  it('deletes an article of its author with its likes', async () => {
    const author = await person(app);
    const id = await published(app, author, moderator);
    dataOf(await call(app, reader, 'PUT', `/api/articles/${id}/like`));
    dataOf(await call(app, author, 'DELETE', mine(id)));
    expect((await call(app, author, 'GET', mine(id))).statusCode).toBe(404);
    expect((await call(app, reader, 'GET', `/api/articles/${id}`)).statusCode).toBe(404);
  });
});
