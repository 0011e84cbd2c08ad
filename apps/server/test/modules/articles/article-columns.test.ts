import type { ArticleImage } from '@space/contracts/articles';
import { ERRORS } from '@space/contracts/errors';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { LIMITS } from '@space/contracts/limits';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { call, dataOf, draft, person, type Person } from '../../support/article-fixtures.ts';
import { build } from '../../support/helper.ts';
import { multipart, noisyImage } from '../../support/upload-fixtures.ts';

const COLUMNS = '/api/users/me/article-columns';

/** Columns (spec §5, decision 031) and article images. */
describe('article columns', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });

  const add = (author: Person, lang = 'en-US') =>
    app.inject({ method: 'POST', url: COLUMNS, headers: { ...author.headers, lang } });
  const name = (author: Person, id: number, value: string) =>
    call(app, author, 'PATCH', `${COLUMNS}/${id}`, { name: value });
  async function column(author: Person, value: string): Promise<number> {
    const { id } = dataOf<{ id: number }>(await add(author));
    dataOf(await name(author, id, value));
    return id;
  }

  it('adds in two steps and refuses a second add while one is pending, in each language', async () => {
    const author = await person(app);
    const pending = dataOf<{ id: number; name: string | null }>(await add(author));
    expect(pending.name).toBeNull();
    for (const [lang, locale] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh'],
    ] as const) {
      const refused = await add(author, lang);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: ERRORS.ARTICLE_COLUMN_PENDING.code,
        msg: ERROR_MESSAGES.ARTICLE_COLUMN_PENDING[locale],
        data: null,
      });
    }
    // A pending column holds no article.
    const id = await draft(app, author);
    const refused = await call(app, author, 'PATCH', `/api/users/me/articles/${id}`, {
      columnId: pending.id,
    });
    expect(refused.json().code).toBe(ERRORS.ARTICLE_COLUMN_INVALID.code);

    expect(dataOf(await name(author, pending.id, '  Guides  '))).toMatchObject({ name: 'Guides' });
    const second = dataOf<{ id: number }>(await add(author));
    dataOf(await call(app, author, 'DELETE', `${COLUMNS}/${second.id}`));
    const list = dataOf<{ list: { name: string | null }[]; max: number }>(
      await call(app, author, 'GET', COLUMNS),
    );
    expect(list).toEqual({ list: [{ id: pending.id, name: 'Guides', articleCount: 0 }], max: 20 });
  });

  it(`refuses the ${LIMITS.articleColumnsMax + 1}st column with its message`, async () => {
    const author = await person(app);
    for (let n = 1; n <= LIMITS.articleColumnsMax; n += 1) await column(author, `Column ${n}`);
    const refused = await add(author);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: ERRORS.ARTICLE_COLUMNS_FULL.code,
      msg: 'You can have at most 20 columns.',
    });
    const list = dataOf<{ list: unknown[] }>(await call(app, author, 'GET', COLUMNS));
    expect(list.list).toHaveLength(LIMITS.articleColumnsMax);
  });

  it('counts the pending column towards the 20', async () => {
    const author = await person(app);
    for (let n = 1; n < LIMITS.articleColumnsMax; n += 1) await column(author, `C${n}`);
    const last = dataOf<{ id: number }>(await add(author));
    expect((await add(author)).json().code).toBe(ERRORS.ARTICLE_COLUMN_PENDING.code);
    dataOf(await name(author, last.id, 'Last'));
    expect((await add(author)).json().code).toBe(ERRORS.ARTICLE_COLUMNS_FULL.code);
  });

  it('checks names: 1 to 20 characters, one line, unique per author', async () => {
    const author = await person(app);
    const id = await column(author, 'News');
    const { id: other } = dataOf<{ id: number }>(await add(author));
    expect((await name(author, other, 'news')).json().code).toBe(
      ERRORS.ARTICLE_COLUMN_NAME_TAKEN.code,
    );
    for (const bad of ['', '   ', 'x'.repeat(21), 'two\nlines']) {
      expect((await name(author, other, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(dataOf(await name(author, other, 'x'.repeat(20)))).toMatchObject({
      name: 'x'.repeat(20),
    });
    const stranger = await person(app);
    expect((await name(stranger, id, 'Mine')).statusCode).toBe(404);
    expect((await call(app, stranger, 'DELETE', `${COLUMNS}/${id}`)).statusCode).toBe(404);
  });

  it('files an article under an own column only, and shows it on the article', async () => {
    const author = await person(app);
    const id = await column(author, 'Reviews');
    const article = await draft(app, author, { columnId: id });
    expect(dataOf(await call(app, author, 'GET', `/api/articles/${article}`))).toMatchObject({
      column: { id, name: 'Reviews' },
    });
    const stranger = await person(app);
    const theirs = await draft(app, stranger);
    const refused = await call(app, stranger, 'PATCH', `/api/users/me/articles/${theirs}`, {
      columnId: id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(ERRORS.ARTICLE_COLUMN_INVALID.code);
    dataOf(await call(app, author, 'DELETE', `${COLUMNS}/${id}`));
    expect(dataOf(await call(app, author, 'GET', `/api/articles/${article}`))).toMatchObject({
      column: null,
    });
  });

  it('takes a cover uploaded through the image pipeline, and no image from elsewhere', async () => {
    const author = await person(app);
    const png = await noisyImage(1600, 900).png().toBuffer();
    const form = multipart([
      { name: 'file', filename: 'cover.png', type: 'image/png', content: png },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/articles/images',
      headers: { ...author.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    const cover = dataOf<ArticleImage>(upload);
    expect(cover.url).toMatch(/^\/files\/articles\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    expect(cover.variants.length).toBeGreaterThan(0);
    const id = await draft(app, author, { cover });
    expect(dataOf(await call(app, author, 'GET', `/api/users/me/articles/${id}`))).toMatchObject({
      cover,
    });
    const file = await app.inject({ method: 'GET', url: cover.url });
    expect(file.statusCode).toBe(200);

    for (const url of ['https://evil.example/a.webp', '/files/packages/aa/x.zip', 'javascript:x']) {
      const refused = await call(app, author, 'PATCH', `/api/users/me/articles/${id}`, {
        cover: { ...cover, url },
      });
      expect(refused.json().code, url).toBe(ERRORS.ARTICLE_IMAGE_INVALID.code);
    }
  });
});
