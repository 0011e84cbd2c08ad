import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageViews } from '../../src/db/schema.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { build } from '../support/helper.ts';

const PAGE_VIEWS = '/api/analytics/page-views';
/** Page views must be recent (decision 018): an hour ago, to the second. */
const VIEWED_AT = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000).toISOString();
const LATER_VIEW = new Date(Date.parse(VIEWED_AT) + 5_000).toISOString();

function pageView(overrides: Record<string, unknown> = {}) {
  return {
    path: '/mKey/icons',
    title: 'Icons',
    referrer: '',
    visitorId: 'visitor_0001',
    locale: 'en',
    viewedAt: VIEWED_AT,
    ...overrides,
  };
}

describe('the {code, msg, data} envelope', async () => {
  const { app, database } = await build({
    config: { bodyLimitBytes: 2048 },
    beforeReady: (instance) => {
      instance.get('/api/test-boom', async () => {
        throw new Error('secret internals');
      });
      instance.get('/api/test-conflict', async () => {
        throw new AppError('CONFLICT', 'That name is taken.', { field: 'name' });
      });
      instance.get('/api/test-forbidden', async () => {
        throw new AppError('FORBIDDEN');
      });
    },
  });

  describe('error mapping', () => {
    it('answers an unknown API route with a 404 envelope', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: 404, msg: ERROR_MESSAGES.NOT_FOUND.en, data: null });
    });

    it('lists the failing fields of an invalid body with their paths', async () => {
      const response = await app.inject({
        method: 'POST',
        url: PAGE_VIEWS,
        payload: { views: [pageView({ path: 'no-leading-slash', locale: 'fr' })] },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ code: 400, msg: ERROR_MESSAGES.VALIDATION_FAILED.en });
      const paths = body.data.fields.map((field: { path: string }) => field.path);
      expect(paths).toEqual(expect.arrayContaining(['body.views.0.path', 'body.views.0.locale']));
      for (const field of body.data.fields) expect(field.message).toEqual(expect.any(String));
    });

    it('points at the body itself when a required list is missing', async () => {
      const response = await app.inject({ method: 'POST', url: PAGE_VIEWS, payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fields).toEqual([
        { path: 'body.views', message: expect.any(String) },
      ]);
    });

    it('answers malformed JSON with BAD_REQUEST (40001)', async () => {
      const response = await app.inject({
        method: 'POST',
        url: PAGE_VIEWS,
        headers: { 'content-type': 'application/json' },
        payload: '{"views": [',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 40001,
        msg: ERROR_MESSAGES.BAD_REQUEST.en,
        data: null,
      });
    });

    it.each(['text/plain', 'application/xml'])('answers %s bodies with 415', async (type) => {
      const response = await app.inject({
        method: 'POST',
        url: PAGE_VIEWS,
        headers: { 'content-type': type },
        payload: JSON.stringify({ views: [pageView()] }),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: 415,
        msg: ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE.en,
        data: null,
      });
    });

    it('answers a body over the configured limit with 413', async () => {
      const payload = JSON.stringify({ views: [pageView({ title: 'x'.repeat(2100) })] });
      expect(Buffer.byteLength(payload)).toBeGreaterThan(2048);
      const response = await app.inject({
        method: 'POST',
        url: PAGE_VIEWS,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 413,
        msg: ERROR_MESSAGES.PAYLOAD_TOO_LARGE.en,
        data: null,
      });
    });

    it('answers an unexpected error with a bare 500 that leaks nothing', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test-boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 500, msg: ERROR_MESSAGES.INTERNAL.en, data: null });
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('stack');
      expect(response.body).not.toContain('.ts');
    });

    it('keeps the code, status, message and data of an AppError', async () => {
      const conflict = await app.inject({ method: 'GET', url: '/api/test-conflict' });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual({
        code: 409,
        msg: 'That name is taken.',
        data: { field: 'name' },
      });

      const forbidden = await app.inject({
        method: 'GET',
        url: '/api/test-forbidden',
        headers: { lang: 'zh-CN' },
      });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({
        code: 403,
        msg: ERROR_MESSAGES.FORBIDDEN.zh,
        data: null,
      });
    });
  });

  describe('localised messages from the lang header', () => {
    it.each([
      [undefined, 'en'],
      ['en-US', 'en'],
      ['zh-CN', 'zh'],
      ['ko-KR', 'ko'],
      ['fr-FR', 'en'],
    ] as const)('lang %s gives the %s message', async (lang, locale) => {
      const headers = lang === undefined ? {} : { lang };
      const notFound = await app.inject({ method: 'GET', url: '/api/missing', headers });
      expect(notFound.json().msg).toBe(ERROR_MESSAGES.NOT_FOUND[locale]);

      const invalid = await app.inject({
        method: 'POST',
        url: PAGE_VIEWS,
        headers,
        payload: { views: [] },
      });
      expect(invalid.json().msg).toBe(ERROR_MESSAGES.VALIDATION_FAILED[locale]);
    });
  });

  describe('request ids', () => {
    it('echoes a well-formed incoming x-request-id', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'trace-42.abc_DEF' },
      });
      expect(response.headers['x-request-id']).toBe('trace-42.abc_DEF');
    });

    it.each([
      ['containing spaces', 'a b c'],
      ['longer than 64 characters', 'a'.repeat(65)],
      ['with characters outside [A-Za-z0-9._-]', 'id;drop<script>'],
    ])('replaces an incoming id %s with its own', async (_label, incoming) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': incoming },
      });
      const id = response.headers['x-request-id'];
      expect(id).not.toBe(incoming);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('gives every request an id, also on errors', async () => {
      const first = await app.inject({ method: 'GET', url: '/api/missing' });
      const second = await app.inject({ method: 'GET', url: '/api/missing' });
      expect(first.headers['x-request-id']).toBeTruthy();
      expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    });
  });

  it('sends the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('POST /api/analytics/page-views', () => {
    it('stores a valid batch and reports how many it accepted', async () => {
      const countRows = async () => {
        const [row] = await database.db.select({ value: count() }).from(pageViews);
        return row?.value ?? 0;
      };
      const before = await countRows();
      const response = await app.inject({
        method: 'POST',
        url: PAGE_VIEWS,
        payload: {
          views: [
            pageView(),
            pageView({ path: '/product?id=3', locale: 'zh', viewedAt: LATER_VIEW }),
            pageView({ path: '/home', title: undefined, referrer: undefined }),
          ],
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 200, msg: 'success', data: { accepted: 3 } });
      expect(await countRows()).toBe(before + 3);

      const stored = await database.db.select().from(pageViews);
      const product = stored.find((row) => row.path === '/product?id=3');
      expect(product).toMatchObject({ locale: 'zh', visitorId: 'visitor_0001' });
      expect(product?.viewedAt.toISOString()).toBe(LATER_VIEW);
      expect(stored.find((row) => row.path === '/home')).toMatchObject({ title: '', referrer: '' });
    });
  });

  describe('API documentation', () => {
    it('serves an OpenAPI document generated from the route schemas', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/health', '/api/analytics/page-views']),
      );
      expect(document.paths['/api/analytics/page-views'].post.requestBody).toBeDefined();
    });

    it('serves the Swagger UI at /api/docs', async () => {
      let response = await app.inject({ method: 'GET', url: '/api/docs' });
      for (
        let hops = 0;
        hops < 3 && response.statusCode >= 300 && response.statusCode < 400;
        hops++
      ) {
        const location = response.headers.location;
        expect(location).toBeTruthy();
        response = await app.inject({
          method: 'GET',
          url: new URL(String(location), 'http://localhost/api/docs').pathname,
        });
      }
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Swagger UI');
    });
  });
});
