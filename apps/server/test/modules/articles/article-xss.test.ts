import { LIMITS } from '@space/contracts/limits';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { call, dataOf, draft, person, published } from '../../support/article-fixtures.ts';
import { build } from '../../support/helper.ts';
import {
  oneLinePayloads,
  payloadDocument,
  payloadsUpTo,
  XSS_PAYLOADS,
} from '../../support/xss-corpus.ts';

/** The tags and attributes stored article HTML may hold (article-html.ts's allow-list). */
const ALLOWED: Record<string, string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  pre: [],
  code: ['class'],
  hr: [],
  br: [],
  strong: [],
  em: [],
  s: [],
  u: [],
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'loading'],
  div: ['data-product-card'],
};
const TAG = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /([a-z-]+)(?:="([^"]*)")?/g;

/**
 * Fails unless the HTML is inert: every tag and attribute on the allow-list, links to http(s)
 * or mailto only, images only from our files, and every other `<` escaped as text.
 */
function expectInert(html: string): void {
  for (const [, , name, attributes] of html.matchAll(TAG)) {
    expect(Object.keys(ALLOWED), html).toContain(name);
    for (const [, attribute, value = ''] of attributes!.matchAll(ATTRIBUTE)) {
      expect(ALLOWED[name!], `${name} ${attribute}`).toContain(attribute);
      if (attribute === 'href') expect(value).toMatch(/^(https?:\/\/[^\s]|mailto:)/);
      if (attribute === 'src') expect(value).toMatch(/^\/files\/(articles|products|seed)\//);
      if (attribute === 'class') expect(value).toMatch(/^language-[a-z0-9+#-]+$/);
    }
  }
  expect(html.replace(TAG, '')).not.toMatch(/[<>]/);
}

describe('XSS corpus through the server', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
  const moderator = await person(app, { role: 'moderator' });

  it(`has at least 100 payloads (${XSS_PAYLOADS.length})`, () => {
    expect(new Set(XSS_PAYLOADS).size).toBeGreaterThanOrEqual(100);
  });

  it('renders every payload in the content as inert HTML, live and in the moderators’ preview', async () => {
    const author = await person(app);
    const id = await draft(app, author, { content: payloadDocument(XSS_PAYLOADS) });
    dataOf(await call(app, author, 'POST', `/api/users/me/articles/${id}/submit`));
    const preview = dataOf<{ html: string }>(
      await call(app, moderator, 'GET', `/api/moderation/articles/${id}`),
    );
    expectInert(preview.html);
    dataOf(await call(app, moderator, 'POST', `/api/moderation/articles/${id}/approve`));
    const { html } = dataOf<{ html: string }>(await call(app, null, 'GET', `/api/articles/${id}`));
    expectInert(html);
    // The text survives as text: each payload is readable, escaped.
    expect(html).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
    // No payload is a web link, so no link survived (its text did).
    expect(html).not.toContain('<a');
  });

  it('stores titles as plain text, verbatim, for the web to escape', async () => {
    const author = await person(app);
    const titles = oneLinePayloads(LIMITS.articleTitleMax);
    expect(titles.length).toBeGreaterThanOrEqual(100);
    for (const title of titles.slice(0, 25)) {
      const id = await published(app, author, moderator, { title });
      const article = dataOf<{ title: string; html: string }>(
        await call(app, null, 'GET', `/api/articles/${id}`),
      );
      expect(article.title).toBe(title.trim());
      expectInert(article.html);
    }
  });

  it('stores column names, nicknames and signatures as plain text', async () => {
    const author = await person(app);
    for (const name of oneLinePayloads(LIMITS.articleColumnNameMax)) {
      const { id } = dataOf<{ id: number }>(
        await call(app, author, 'POST', '/api/users/me/article-columns'),
      );
      expect(
        dataOf(await call(app, author, 'PATCH', `/api/users/me/article-columns/${id}`, { name })),
      ).toMatchObject({ name: name.trim() });
    }
    const nicknames = oneLinePayloads(LIMITS.profileNicknameMax);
    const signatures = payloadsUpTo(LIMITS.signatureMax);
    for (let n = 0; n < 20; n += 1) {
      const body = {
        nickName: nicknames[n]!,
        note: signatures[signatures.length - 1 - n]!,
        birthday: '2000-01-01',
        sex: 'female',
      };
      const me = dataOf<{ nickName: string; note: string }>(
        await call(app, author, 'PATCH', '/api/users/me', body),
      );
      expect(me).toMatchObject({ nickName: body.nickName.trim(), note: body.note });
    }
  });
});
