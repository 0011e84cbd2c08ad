import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { PAGE_VIEW_BATCH_MAX } from '@space/contracts/limits';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, rateLimitRows } from '../../src/lib/limits-table.ts';
import { buildAccounts, errorBody, nextIp } from '../support/account-helpers.ts';
import { queryRows } from '../support/helper.ts';

/** Decision 016: every public write and every CPU-costly read has a per-address limit. */
const RATE_LIMITED = errorBody(429, ERROR_MESSAGES.RATE_LIMITED.en);
const MINUTE = 60_000;

function expectRefused(response: LightMyRequestResponse, windowMs: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(RATE_LIMITED);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('limits on public endpoints', async () => {
  const { app, clock } = await buildAccounts();

  const request = (method: 'GET' | 'POST', url: string, remoteAddress: string, payload?: object) =>
    app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });

  describe('page views', () => {
    const batch = (size: number) => ({
      views: Array.from({ length: size }, (_, i) => ({
        path: `/p/${i}`,
        visitorId: 'visitor-limits',
        locale: 'en',
        // Checked against the real time (contracts), not the test's clock.
        viewedAt: new Date().toISOString(),
      })),
    });
    const stored = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            app.db,
            sql`SELECT count(*)::int AS n FROM page_views WHERE visitor_id = 'visitor-limits'`,
          )
        )[0]?.n,
      );

    it('stores 1,000 views per address in 10 minutes, counted in views, then refuses the batch', async () => {
      const rule = RATE_LIMITS.pageViewsPerAddress;
      const ip = nextIp();
      const before = await stored();
      for (let sent = 0; sent < rule.limit; sent += PAGE_VIEW_BATCH_MAX) {
        const response = await request('POST', '/api/analytics/page-views', ip, batch(50));
        expect(response.statusCode, response.body).toBe(200);
      }
      expect(await stored()).toBe(before + rule.limit);
      expectRefused(
        await request('POST', '/api/analytics/page-views', ip, batch(1)),
        rule.windowMs,
      );
      expect(await stored()).toBe(before + rule.limit);

      const elsewhere = await request('POST', '/api/analytics/page-views', nextIp(), batch(1));
      expect(elsewhere.statusCode).toBe(200);
      clock.advance(rule.windowMs);
      expect((await request('POST', '/api/analytics/page-views', ip, batch(1))).statusCode).toBe(
        200,
      );
    });
  });

  describe('graphic codes', () => {
    it('issues 60 per address a minute, then 429 until the minute is over', async () => {
      const rule = RATE_LIMITS.captchasPerAddress;
      const ip = nextIp();
      for (let issued = 1; issued <= rule.limit; issued += 1) {
        expect((await request('GET', '/api/auth/captcha', ip)).statusCode).toBe(200);
      }
      expectRefused(await request('GET', '/api/auth/captcha', ip), rule.windowMs);
      expect((await request('GET', '/api/auth/captcha', nextIp())).statusCode).toBe(200);
      clock.advance(rule.windowMs);
      expect((await request('GET', '/api/auth/captcha', ip)).statusCode).toBe(200);
    });
  });

  describe('search', () => {
    it('answers 300 searches and suggestions together per address a minute, then 429', async () => {
      const rule = RATE_LIMITS.searchPerAddress;
      const ip = nextIp();
      for (let searched = 1; searched <= rule.limit; searched += 1) {
        const url = searched % 2 ? '/api/products?q=nebula' : '/api/products/suggestions?q=nebula';
        expect((await request('GET', url, ip)).statusCode, `search #${searched}`).toBe(200);
      }
      expectRefused(await request('GET', '/api/products/suggestions?q=neb', ip), rule.windowMs);
      expectRefused(await request('GET', '/api/products', ip), rule.windowMs);
      expect((await request('GET', '/api/products?q=nebula', nextIp())).statusCode).toBe(200);
      clock.advance(rule.windowMs);
      expect((await request('GET', '/api/products?q=nebula', ip)).statusCode).toBe(200);
    });
  });

  describe('account forms', () => {
    it('takes 30 requests per address a minute across them, even invalid ones, then 429', async () => {
      const rule = RATE_LIMITS.authFormsPerAddress;
      const ip = nextIp();
      const urls = [
        '/api/auth/login',
        '/api/auth/login/code',
        '/api/auth/register',
        '/api/auth/reset-password',
        '/api/auth/codes',
        '/api/auth/wechat/callback',
      ];
      for (let sent = 0; sent < rule.limit; sent += 1) {
        const response = await request('POST', urls[sent % urls.length]!, ip, {
          tenantId: DEFAULT_TENANT_ID,
        });
        expect(response.statusCode, `request #${sent + 1}`).toBe(400);
      }
      for (const url of urls) expectRefused(await request('POST', url, ip, {}), rule.windowMs);
      expect((await request('POST', '/api/auth/login', nextIp(), {})).statusCode).toBe(400);
      clock.advance(MINUTE);
      expect((await request('POST', '/api/auth/login', ip, {})).statusCode).toBe(400);
    });
  });
});

describe('the README', () => {
  it('lists exactly the limits of lib/limits-table.ts', () => {
    const readme = fs.readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../README.md'),
      'utf8',
    );
    const section = readme.split(/^## Rate limits$/m)[1]?.split(/^## /m)[0] ?? '';
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim()),
      );
    expect(rows[0]).toEqual(['endpoint', 'key', 'limit', 'window', 'what happens']);
    expect(rows.slice(2)).toEqual(rateLimitRows());
  });
});
