import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { DEFAULT_TENANT_ID, tenantByCode } from '@space/contracts/tenants';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { articleColumns, articles, tenants, uploadRecords, users } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build } from '../../support/helper.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';
import { sandboxLogin } from '../../support/wechat-flow.ts';

const RLO = '\u202E';
const ZWSP = '\u200B';
const message = VALIDATION_MESSAGES.invisibleCharacters;
const LANGS = { en: 'en-US', zh: 'zh-CN', ko: 'ko-KR' } as const;

/** 400 VALIDATION_FAILED naming `path` with the look-alike message in `locale`. */
function expectRefused(
  response: LightMyRequestResponse,
  path: string,
  locale: keyof typeof LANGS = 'en',
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    code: 400,
    msg: ERROR_MESSAGES.VALIDATION_FAILED[locale],
  });
  expect(response.json().data.fields).toContainEqual({ path, message: message[locale] });
}

/** Display names refuse bidirectional controls and invisible characters (issue 25, decision 018). */
describe('look-alike display names', async () => {
  const { app, database } = await build({ prepare: (db) => ensureReferenceData(db.db) });
  const db = database.db;
  const vsd = tenantByCode('VSD')!;
  const someone = async (overrides: Parameters<typeof createTestUser>[1] = {}) => {
    const user = await createTestUser(app, overrides);
    return { user, headers: bearer(await tokenFor(app, user)) };
  };

  it('nickname and signature: refused in each language, nothing changed', async () => {
    const { user, headers } = await someone({ nickName: 'Before' });
    const profile = { nickName: 'Nora', note: 'Hi', birthday: '1990-04-05', sex: 'female' };
    for (const [locale, lang] of Object.entries(LANGS) as [keyof typeof LANGS, string][]) {
      const nickname = await app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { ...headers, lang },
        payload: { ...profile, nickName: `admin${RLO}nimda` },
      });
      expectRefused(nickname, 'body.nickName', locale);
    }
    const note = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { ...profile, note: `Official${ZWSP} support` },
    });
    expectRefused(note, 'body.note');
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ nickName: 'Before' });
    expect(row!.note).not.toContain(ZWSP);
    // An emoji joined by ZWJ is a picture, not a disguise.
    const emoji = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { ...profile, nickName: 'Nora 👩‍💻' },
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('article column name and title: refused, nothing changed', async () => {
    const author = await someone();
    const added = await app.inject({
      method: 'POST',
      url: '/api/users/me/article-columns',
      headers: author.headers,
    });
    const columnId = added.json().data.id as number;
    const named = await app.inject({
      method: 'PATCH',
      url: `/api/users/me/article-columns/${columnId}`,
      headers: author.headers,
      payload: { name: `Gui${ZWSP}des` },
    });
    expectRefused(named, 'body.name');
    const [column] = await db.select().from(articleColumns).where(eq(articleColumns.id, columnId));
    expect(column!.name).toBeNull();

    const created = await app.inject({
      method: 'POST',
      url: '/api/users/me/articles',
      headers: author.headers,
      payload: { title: 'A title' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const articleId = created.json().data.id as number;
    const retitled = await app.inject({
      method: 'PATCH',
      url: `/api/users/me/articles/${articleId}`,
      headers: author.headers,
      payload: { title: `A ${RLO}title` },
    });
    expectRefused(retitled, 'body.title');
    const [article] = await db.select().from(articles).where(eq(articles.id, articleId));
    expect(article!.title).toBe('A title');
  });

  it('brand name: refused, nothing changed', async () => {
    const admin = await someone({ role: 'admin', tenantId: vsd.id });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/brands/${vsd.code}`,
      headers: admin.headers,
      payload: { name: `VSD${ZWSP}Craft` },
    });
    expectRefused(response, 'body.name');
    const [row] = await db.select().from(tenants).where(eq(tenants.id, vsd.id));
    expect(row!.name).toBe(vsd.name);
  });

  it('product name and author of an upload: refused, nothing changed', async () => {
    const creator = await someone({ isCreator: true });
    const created = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: creator.headers,
      payload: {},
    });
    expect(created.statusCode, created.body).toBe(200);
    const recordId = created.json().data.id as number;
    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/uploads/${recordId}`,
      headers: creator.headers,
      payload: { name: 'Clock' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [field, value] of [
      ['name', `kcolC${RLO}`],
      ['author', `Stream\u3164Craft`],
    ]) {
      const refused = await app.inject({
        method: 'PATCH',
        url: `/api/uploads/${recordId}`,
        headers: { ...creator.headers, lang: 'ko-KR' },
        payload: { [field!]: value },
      });
      expectRefused(refused, `body.${field}`, 'ko');
    }
    const [record] = await db.select().from(uploadRecords).where(eq(uploadRecords.id, recordId));
    expect(record!.form).toMatchObject({ name: 'Clock' });
    expect(JSON.stringify(record!.form)).not.toMatch(/\u202E|\u3164/);
  });

  it('a WeChat nickname, not typed here, loses them instead', async () => {
    const response = await sandboxLogin(app, `Ali${RLO}ce${ZWSP}`, DEFAULT_TENANT_ID);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.nickName).toBe('Alice');
  });
});
