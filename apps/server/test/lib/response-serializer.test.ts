import fs from 'node:fs';
import { productSummarySchema } from '@space/contracts/products';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spaceApp } from '../../src/app.ts';
import { fastifyOptions } from '../../src/fastify-options.ts';
import { FileStorage } from '../../src/lib/file-storage.ts';
import { compileFastSerializer, fastSerializerOf } from '../../src/lib/response-serializer.ts';
import { runSeed } from '../../src/seed/run-seed.ts';
import { openTestDatabase, testConfig } from '../support/helper.ts';

/** JSON text with every object's keys sorted: the serializers may order optional keys apart. */
function canonical(text: string): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
          )
        : value;
  return JSON.stringify(sorted(JSON.parse(text)));
}

/**
 * Production writes answers with serializers compiled from the routes' zod schemas instead of
 * zod's checked JSON.stringify (decision 080). Every route's schemas must compile, and for the
 * same handler answers both must write the same JSON (keys may come in another order): whatever the tests check through zod
 * holds for what production sends.
 */
describe('the compiled response serializers', async () => {
  const config = testConfig();
  const database = await openTestDatabase();
  await runSeed(database.db, FileStorage.forDataDir(config.dataDir));
  const app = Fastify(fastifyOptions(config));
  /** Every route's response schemas by status, as the routes declare them. */
  const declared: { route: string; status: string; schema: unknown }[] = [];
  /** What each handler answered (before serialisation) and the schema of its status. */
  const answers = new Map<string, { payload: unknown; schema: z.ZodType }>();
  app.addHook('onRoute', (route) => {
    const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
    for (const [status, schema] of Object.entries(responses)) {
      declared.push({ route: `${String(route.method)} ${route.url}`, status, schema });
    }
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as
      Record<string, z.ZodType> | undefined;
    const schema = responses?.[String(reply.statusCode)];
    if (schema) answers.set(request.url, { payload, schema });
    return payload;
  });
  await app.register(spaceApp, {
    config,
    db: database.db,
    dbEngine: database.engine,
    version: 'test',
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.dispose();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it("compiles every route's every response schema", () => {
    const failed: string[] = [];
    let zodSchemas = 0;
    for (const { route, status, schema } of declared) {
      // Content-type maps (CSV exports) keep Fastify's own handling.
      if (!(schema instanceof z.ZodType)) continue;
      zodSchemas += 1;
      try {
        compileFastSerializer(schema);
      } catch (error) {
        failed.push(`${route} ${status}: ${(error as Error).message}`);
      }
    }
    expect(zodSchemas).toBeGreaterThan(300);
    expect(failed).toEqual([]);
  });

  it('writes the JSON zod writes for the public reads', async () => {
    const mostLiked = await app.inject({ url: '/api/products?sort=popular&pageSize=30' });
    const ids = (mostLiked.json().data.list as { id: number }[]).map((item) => item.id);
    const urls = [
      '/api/products',
      '/api/products?category=lighting&sort=priceAsc',
      '/api/products?q=icon',
      '/api/products?q=%E7%81%AF%E6%95%88',
      '/api/products?sort=topRated&minRating=3',
      '/api/products/suggestions?q=light',
      '/api/home',
      '/api/catalog/meta',
      '/api/articles',
      '/api/videos',
      '/api/experts',
      '/api/products?page=0',
      '/api/products/999999',
      ...ids.map((id) => `/api/products/${id}`),
      ...ids.slice(0, 5).map((id) => `/api/products/${id}/reviews`),
    ];
    const compared: string[] = [];
    for (const url of urls) {
      for (const lang of ['en', 'zh', 'ko']) {
        answers.clear();
        const response = await app.inject({ url, headers: { 'accept-language': lang } });
        const answer = answers.get(url);
        if (!answer) continue;
        const written = fastSerializerOf(answer.schema)(answer.payload);
        expect(written.length, `${url} (${lang})`).toBe(response.body.length);
        expect(canonical(written), `${url} (${lang})`).toBe(canonical(response.body));
        compared.push(`${response.statusCode} ${url}`);
      }
    }
    expect(compared.length).toBeGreaterThan(urls.length * 2);
    expect(compared.some((line) => line.startsWith('400 '))).toBe(true);
    expect(compared.some((line) => line.startsWith('404 '))).toBe(true);
  });

  it('escapes text as JSON.stringify does and leaves out what the schema does not name', () => {
    const summary = {
      id: 1,
      name: 'Quote " back\\slash \n line \u2028 sep \ud800 lone 灯效 😀',
      author: { id: 2, nickName: '</script>', avatar: null, email: 'never@sent.example' },
      deviceFamily: 'streamDock',
      contentTypes: ['icon'],
      category: 'lighting',
      cover: null,
      coverVariants: [],
      currency: 'USD',
      price: 0,
      likeCount: 0,
      downloadCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      internalNote: 'not in the contract',
    };
    const written = fastSerializerOf(productSummarySchema)(summary);
    expect(written).toBe(JSON.stringify(productSummarySchema.parse(summary)));
  });
});
