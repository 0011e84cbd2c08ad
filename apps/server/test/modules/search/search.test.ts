import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envelope, pageOf } from '@space/contracts/envelope';
import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { pickTranslation } from '@space/contracts/locales';
import { priceOrderKey } from '@space/contracts/money';
import { SEARCH_QUERY_MAX, SUGGESTIONS_MAX } from '@space/contracts/product-options';
import { productListItemSchema, productSuggestionSchema } from '@space/contracts/products';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { products, users } from '../../../src/db/schema.ts';
import { FileStorage } from '../../../src/lib/file-storage.ts';
import {
  refreshSearchDocuments,
  searchColumns,
  searchDocument,
  searchTitle,
} from '../../../src/modules/search/product-search.ts';
import { DEMO_CREATORS, DEMO_PRODUCTS, type DemoProduct } from '../../../src/seed/demo-catalog.ts';
import { runSeed } from '../../../src/seed/run-seed.ts';
import { build, queryRows } from '../../support/helper.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const LIST = '/api/products';
const SUGGESTIONS = '/api/products/suggestions';
const listEnvelope = envelope(pageOf(productListItemSchema.strict()));
const suggestionsEnvelope = envelope(z.array(productSuggestionSchema.strict()));

type Query = Record<string, string | number>;

/** A demo product's name as an English reader sees it (decision 035). */
function shownName(demo: DemoProduct): string {
  return pickTranslation(demo.name, demo.nameTranslations, 'en');
}

/** The shown name of the demo product written as `name`. */
function shown(name: string): string {
  return shownName(DEMO_PRODUCTS.find((demo) => demo.name === name)!);
}

/** Its name and overview in every language: what the search document holds of them. */
function textsOf(demo: DemoProduct): string {
  return [
    demo.name,
    ...Object.values(demo.nameTranslations),
    demo.overview,
    ...Object.values(demo.overviewTranslations),
  ].join(' ');
}

function namesOf(filter: (demo: DemoProduct) => boolean): string[] {
  return DEMO_PRODUCTS.filter(filter).map(shownName).sort();
}

/**
 * Products whose names rank them: an exact match, a name that starts with the text, one
 * that contains it, one with a typo of it, and one that only mentions it in its overview.
 * Inserted best match first, so the lowest id: the id tie-breaker (newest first) alone
 * would give the opposite order.
 */
const RANKED = [
  { name: 'Nebula', overview: 'A quiet theme.' },
  { name: 'Nebula Glow Pro', overview: 'A bright theme.' },
  { name: 'Deep Nebula Icons', overview: 'Icons for the smart screen.' },
  { name: 'Nebulla Lights', overview: 'A theme with soft lights.' },
  { name: 'Starfield', overview: 'A nebula drifts behind your widgets.' },
];

describe('product search', async () => {
  const { app, database } = await build({
    prepare: async (db, config) => {
      await runSeed(db.db, FileStorage.forDataDir(config.dataDir));
    },
  });
  const db = database.db;

  const rankAuthor = await createTestUser(app, { nickName: 'Ranking Fixtures', isCreator: true });
  const ranked = await db
    .insert(products)
    .values(
      RANKED.map((fixture, index) => ({
        name: fixture.name,
        authorId: rankAuthor.id,
        deviceFamily: 'mPanel',
        contentTypes: ['theme'],
        category: 'productivity',
        overview: fixture.overview,
        ...searchColumns({
          ...fixture,
          authorNickName: rankAuthor.nickName,
          contentTypes: ['theme'],
        }),
        supportedSystems: ['windows'],
        createdAt: new Date(Date.UTC(2026, 0, 1, index)),
      })),
    )
    .returning({ id: products.id, name: products.name });

  async function get(url: string, query: Query = {}, headers: Record<string, string> = {}) {
    return app.inject({ method: 'GET', url, query: stringify(query), headers });
  }

  async function search(q: string, query: Query = {}) {
    const response = await get(LIST, { q, pageSize: 100, ...query });
    expect(response.statusCode, response.body).toBe(200);
    return listEnvelope.parse(response.json()).data;
  }

  async function names(q: string, query: Query = {}): Promise<string[]> {
    return (await search(q, query)).list.map((item) => item.name);
  }

  async function suggest(q: string, headers: Record<string, string> = {}) {
    const response = await get(SUGGESTIONS, { q }, headers);
    expect(response.statusCode, response.body).toBe(200);
    return suggestionsEnvelope.parse(response.json()).data;
  }

  describe('relevance', () => {
    it('ranks the exact name first, then name prefix, name substring, similar name, the rest', async () => {
      expect(await names('nebula')).toEqual(RANKED.map((fixture) => fixture.name));
      expect(await names('NEBULA')).toEqual(RANKED.map((fixture) => fixture.name));
    });

    it('ranks an exact demo name first, and breaks ties on id, newest first', async () => {
      expect((await names('Rainbow Wave'))[0]).toBe('Rainbow Wave');
      expect((await names('Game Macro Pack'))[0]).toBe('Game Macro Pack');
      // Every plugin has the word "plugin" in its document; the ones that tie keep ids descending.
      const plugins = await search('plugin', { type: 'plugin' });
      expect(plugins.total).toBe(namesOf((d) => d.types.includes('plugin')).length);
    });

    it('is the default order with a search text, and any other sort can be chosen', async () => {
      const relevance = await names('nebula', { sort: 'relevance' });
      expect(await names('nebula')).toEqual(relevance);
      const newest = await names('nebula', { sort: 'newest' });
      expect(newest).toEqual([...relevance].reverse());
      const cheapest = await search('lighting effects', { sort: 'priceAsc' });
      // Prices in several currencies compare by worth (decision 020).
      const prices = cheapest.list.map((item) => priceOrderKey(item.price, item.currency));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('falls back to newest for sort=relevance without a search text', async () => {
      const newest = await get(LIST, { sort: 'newest', pageSize: 100 });
      const relevance = await get(LIST, { sort: 'relevance', pageSize: 100 });
      expect(relevance.json().data).toEqual(newest.json().data);
      expect(listEnvelope.parse(newest.json()).data.list[0]?.name).toBe(
        shownName(DEMO_PRODUCTS.at(-1)!),
      );
    });
  });

  describe('typos', () => {
    it.each([
      ['Spotifi Now Playing', 'Spotify Now Playing'],
      ['Audio Mixr Pro', 'Audio Mixer Pro'],
      ['spotifi', 'Spotify Now Playing'],
      ['dockr', 'Docker Dashboard'],
      ['Rainbw Wave', 'Rainbow Wave'],
      ['playing spotify', 'Spotify Now Playing'],
    ])('finds %j: %j first', async (q, expected) => {
      expect((await names(q))[0]).toBe(expected);
    });
  });

  describe('Chinese and Korean', () => {
    it.each([
      ['水墨', '水墨图标集', namesOf((d) => d.name === '水墨图标集')],
      // The zh label of icons: every icon product.
      ['图标', '水墨图标集', namesOf((d) => d.types.includes('icon'))],
      // The zh label of lighting effects.
      ['灯效', '呼吸灯效', namesOf((d) => d.types.includes('lightingEffect'))],
      ['灯', '呼吸灯效', namesOf((d) => d.types.includes('lightingEffect'))],
      ['呼吸灯效', '呼吸灯效', namesOf((d) => d.name === '呼吸灯效')],
      ['数字键帽', '赛博朋克数字键帽', namesOf((d) => d.types.includes('numericKeycap'))],
      ['系统', '系统监视器', namesOf((d) => /系统/.test(textsOf(d)))],
      // The ko label of icons, in names and overviews too.
      ['아이콘', '미니멀 아이콘 팩', namesOf((d) => d.types.includes('icon'))],
      // A name, and the ko labels of numeric keycaps and keycap skins.
      [
        '키캡',
        '한글 키캡 스킨',
        namesOf((d) => d.types.includes('keycapSkin') || d.types.includes('numericKeycap')),
      ],
      ['벚꽃', '벚꽃 테마', namesOf((d) => d.name === '벚꽃 테마')],
      // Translated names (decision 035): the Chinese and Korean names of English products.
      ['霓虹线条', 'Neon Line Icons', namesOf((d) => d.name === 'Neon Line Icons')],
      ['오디오 믹서', 'Audio Mixer Pro', namesOf((d) => d.name === 'Audio Mixer Pro')],
    ])('finds %j: %j first, and exactly the products that say it', async (q, first, all) => {
      const found = await names(q);
      expect(found[0]).toBe(shown(first));
      expect([...found].sort()).toEqual(all);
    });

    it.each([
      ['한빛', 'hanbit'],
      ['云端', 'yunduan'],
      ['云端工作室', 'yunduan'],
    ] as const)('finds the products of the author %j', async (q, author) => {
      expect((await names(q)).sort()).toEqual(namesOf((d) => d.author === author));
    });
  });

  describe('authors and types', () => {
    it.each(['StreamCraft', 'streamcraft', 'STREAMCRAFT'])(
      'finds the products of the author named %j',
      async (q) => {
        expect((await names(q)).sort()).toEqual(namesOf((d) => d.author === 'streamcraft'));
      },
    );

    it('finds an author by a typo of the nickname', async () => {
      expect((await names('Steamcraft')).sort()).toEqual(
        namesOf((d) => d.author === 'streamcraft'),
      );
    });

    it.each([
      ['lighting effects', 'lightingEffect'],
      ['Lighting Effects', 'lightingEffect'],
      ['lightingEffects', 'lightingEffect'],
      ['keycap skins', 'keycapSkin'],
      ['animated backgrounds', 'animatedBackground'],
      ['插件', 'plugin'],
      ['플러그인', 'plugin'],
      ['조명 효과', 'lightingEffect'],
    ] as const)('finds the content type named %j', async (q, type) => {
      expect((await names(q)).sort()).toEqual(namesOf((d) => d.types.includes(type)));
    });
  });

  describe('short texts', () => {
    it('matches one or two Latin letters at the start of a word only', async () => {
      expect(await names('ob')).toEqual(['OBS Studio Controller']);
      expect(await names('bs')).toEqual([]);
      const found = await search('z');
      expect(found.list.map((item) => item.name).sort()).toEqual(
        namesOf((d) => /(^|[^\p{L}\p{N}])z/iu.test(textsOf(d))),
      );
    });

    it('matches one or two Chinese or Korean characters anywhere', async () => {
      expect(await names('墨')).toEqual([shown('水墨图标集')]);
      expect((await names('캡')).sort()).toEqual((await names('키캡')).sort());
    });

    it('treats full-width letters as ASCII', async () => {
      expect(await names('ＯＢＳ')).toEqual(['OBS Studio Controller']);
    });
  });

  describe('filters and pages', () => {
    it.each([
      [{ family: 'mKey' }, (d: DemoProduct) => d.author === 'streamcraft' && d.family === 'mKey'],
      [{ price: 'paid' }, (d: DemoProduct) => d.author === 'streamcraft' && d.price > 0],
      [
        { type: 'lightingEffect', price: 'free' },
        (d: DemoProduct) =>
          d.author === 'streamcraft' && d.types.includes('lightingEffect') && d.price === 0,
      ],
      [
        { category: 'gaming' },
        (d: DemoProduct) => d.author === 'streamcraft' && d.category === 'gaming',
      ],
    ] as [Query, (d: DemoProduct) => boolean][])(
      'combines the search with %o',
      async (query, matches) => {
        const found = await search('streamcraft', query);
        expect(found.list.map((item) => item.name).sort()).toEqual(namesOf(matches));
        expect(found.total).toBe(found.list.length);
      },
    );

    it('combines Chinese search with a filter', async () => {
      const free = namesOf((d) => d.types.includes('lightingEffect') && d.price === 0);
      expect(free.length).toBeGreaterThan(1);
      expect((await names('灯效', { price: 'free' })).sort()).toEqual(free);
    });

    it('pages through the results in relevance order, each once', async () => {
      const all = (await search('plugin')).list;
      expect(all.length).toBeGreaterThan(10);
      const walked = [];
      for (let page = 1; page < 30; page += 1) {
        const data = (await get(LIST, { q: 'plugin', page, pageSize: 4 })).json().data;
        expect(data.total).toBe(all.length);
        walked.push(...data.list);
        if (data.list.length < 4) break;
      }
      expect(walked).toEqual(all);
    });

    it('hides delisted and other-tenant products from search', async () => {
      const [target] = ranked;
      await db.update(products).set({ status: 'delisted' }).where(eq(products.id, target!.id));
      expect(await names('nebula')).not.toContain(target!.name);
      expect((await suggest('nebula')).map((s) => s.id)).not.toContain(target!.id);
      await db
        .update(products)
        .set({ status: 'listed', restrictedToTenants: [10000005] })
        .where(eq(products.id, target!.id));
      expect(await names('nebula')).not.toContain(target!.name);
      const darkFlashUser = await createTestUser(app, { tenantId: 10000005 });
      const token = await tokenFor(app, darkFlashUser);
      const asDarkFlash = await get(LIST, { q: 'nebula' }, bearer(token));
      expect(asDarkFlash.json().data.list[0].name).toBe(target!.name);
      await db.update(products).set({ restrictedToTenants: [] }).where(eq(products.id, target!.id));
      expect((await names('nebula'))[0]).toBe(target!.name);
    });
  });

  describe('no match and bad input', () => {
    it.each(['zzqxv', 'qwertyuiop asdfghjkl', '%%', '_', "'", '\\', '&|!():*', '黑洞', '우주선'])(
      'finds nothing for %j',
      async (q) => {
        expect(await search(q)).toMatchObject({ list: [], total: 0 });
        expect(await suggest(q)).toEqual([]);
      },
    );

    it(`answers 400 for a text over ${SEARCH_QUERY_MAX} characters, on both routes`, async () => {
      for (const url of [LIST, SUGGESTIONS]) {
        const response = await get(url, { q: 'x'.repeat(SEARCH_QUERY_MAX + 1) });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 400,
          msg: ERROR_MESSAGES.VALIDATION_FAILED.en,
          data: { fields: [{ path: 'querystring.q', message: expect.any(String) }] },
        });
      }
      expect((await get(LIST, { q: 'x'.repeat(SEARCH_QUERY_MAX) })).statusCode).toBe(200);
      expect((await get(SUGGESTIONS, { q: '한'.repeat(SEARCH_QUERY_MAX) })).statusCode).toBe(200);
    });
  });

  describe('GET /api/products/suggestions', () => {
    it('answers ids and names, best match first', async () => {
      const spotify = await suggest('spotif');
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.name, 'Spotify Now Playing'));
      expect(spotify).toEqual([{ id: row!.id, name: 'Spotify Now Playing' }]);
      expect((await suggest('Audio Mixr'))[0]?.name).toBe('Audio Mixer Pro');
      expect((await suggest('水墨'))[0]?.name).toBe(shown('水墨图标集'));
      expect((await suggest('아이콘'))[0]?.name).toBe(shown('미니멀 아이콘 팩'));
      expect(await suggest('nebula')).toEqual(ranked);
    });

    it(`answers at most ${SUGGESTIONS_MAX}, in the order of the search`, async () => {
      const found = await search('a');
      expect(found.total).toBeGreaterThan(SUGGESTIONS_MAX);
      const suggested = await suggest('a');
      expect(suggested).toEqual(
        found.list.slice(0, SUGGESTIONS_MAX).map(({ id, name }) => ({ id, name })),
      );
    });

    it('answers an empty list for a blank text', async () => {
      expect(await suggest('')).toEqual([]);
      expect(await suggest('   ')).toEqual([]);
    });

    it('needs q', async () => {
      const response = await get(SUGGESTIONS);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fields).toEqual([
        { path: 'querystring.q', message: expect.any(String) },
      ]);
    });

    it('is documented under the products tag', async () => {
      const paths = (await get('/api/docs/json')).json().paths;
      expect(paths['/api/products/suggestions'].get.tags).toEqual(['products']);
      const sort = paths['/api/products'].get.parameters.find(
        (p: { name: string }) => p.name === 'sort',
      );
      expect(sort.schema.enum).toContain('relevance');
      expect(sort.schema.default).toBeUndefined();
    });
  });

  describe('HTTP caching', () => {
    const CACHED_URLS = [
      `${LIST}?q=spotify`,
      LIST,
      `${SUGGESTIONS}?q=spot`,
      '/api/catalog/meta',
      '/api/tenants',
    ];

    async function productUrl(): Promise<string> {
      const [row] = await db.select({ id: products.id }).from(products).limit(1);
      return `${LIST}/${row!.id}`;
    }

    it.each(CACHED_URLS)('revalidates %s with a weak ETag and answers 304', async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(String(first.headers.vary)).toMatch(/authorization/i);
      expect(String(first.headers.vary)).toMatch(/satoken/i);

      const again = await get(url, {}, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(again.headers['content-length']).toBeUndefined();

      // A list of tags, the strong form of ours, or another tag.
      expect((await get(url, {}, { 'if-none-match': `"x", ${etag}` })).statusCode).toBe(304);
      expect((await get(url, {}, { 'if-none-match': etag.slice(2) })).statusCode).toBe(304);
      expect((await get(url, {}, { 'if-none-match': '*' })).statusCode).toBe(304);
      const other = await get(url, {}, { 'if-none-match': 'W/"other"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    });

    it('revalidates the product detail, and a changed product gets a new ETag', async () => {
      const url = await productUrl();
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect((await get(url, {}, { 'if-none-match': etag })).statusCode).toBe(304);

      const id = Number(url.split('/').at(-1));
      const [before] = await db
        .select({ downloadCount: products.downloadCount })
        .from(products)
        .where(eq(products.id, id));
      await db
        .update(products)
        .set({ downloadCount: before!.downloadCount + 1 })
        .where(eq(products.id, id));
      const changed = await get(url, {}, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      await db
        .update(products)
        .set({ downloadCount: before!.downloadCount })
        .where(eq(products.id, id));
      expect((await get(url, {}, { 'if-none-match': etag })).statusCode).toBe(304);
    });

    it('works with compression: the ETag is of the JSON, the same gzipped or not', async () => {
      const plain = await get(LIST);
      const gzipped = await get(LIST, {}, { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.etag).toBe(plain.headers.etag);
      expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
      const revalidated = await get(
        LIST,
        {},
        { 'accept-encoding': 'gzip', 'if-none-match': plain.headers.etag as string },
      );
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
    });

    it('makes responses to logged-in viewers private', async () => {
      const user = await createTestUser(app);
      const headers = bearer(await tokenFor(app, user));
      for (const url of [...CACHED_URLS, await productUrl()]) {
        const response = await get(url, {}, headers);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
        const etag = response.headers.etag as string;
        const again = await get(url, {}, { ...headers, 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
        expect(again.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
      }
      // The satoken header logs in the same way.
      const viaSatoken = await get(LIST, {}, { satoken: headers.authorization!.slice(7) });
      expect(viaSatoken.headers['cache-control']).toMatch(/^private/);
      // An unknown token is not a login: the anonymous, public view.
      const stranger = await get(LIST, {}, bearer('not-a-session'));
      expect(stranger.headers['cache-control']).toMatch(/^public/);
    });

    it('does not cache errors or other routes', async () => {
      for (const url of [`${LIST}/999999`, `${LIST}?page=0`, `${SUGGESTIONS}`]) {
        const response = await get(url);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.headers.etag).toBeUndefined();
      }
      const health = await get('/api/health');
      expect(health.headers.etag).toBeUndefined();
    });
  });

  describe('the search document', () => {
    it('is filled by the seed for every demo product', async () => {
      const rows = await db
        .select({
          name: products.name,
          searchText: products.searchText,
          searchTitle: products.searchTitle,
          nick: users.nickName,
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.authorId))
        .where(
          inArray(
            products.name,
            DEMO_PRODUCTS.map((d) => d.name),
          ),
        );
      expect(rows).toHaveLength(DEMO_PRODUCTS.length);
      for (const row of rows) {
        const demo = DEMO_PRODUCTS.find((d) => d.name === row.name)!;
        expect(row.searchText).toBe(
          searchDocument({
            name: demo.name,
            nameTranslations: demo.nameTranslations,
            authorNickName: row.nick,
            overview: demo.overview,
            overviewTranslations: demo.overviewTranslations,
            contentTypes: demo.types,
          }),
        );
        expect(row.searchText).toBe(row.searchText.toLowerCase());
        expect(row.searchText).toContain(demo.nameTranslations.ko!.toLowerCase());
        expect(row.searchTitle).toBe(
          searchTitle({
            name: demo.name,
            nameTranslations: demo.nameTranslations,
            authorNickName: row.nick,
          }),
        );
      }
    });

    it.each([
      ['0004_search.sql', 'search_text'],
      ['0005_search_title_prerequisites_variants.sql', 'search_title'],
    ] as const)('is what the backfill of %s computes for existing rows', async (file, column) => {
      const migration = fs.readFileSync(
        path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle', file),
        'utf8',
      );
      const backfill = migration
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .find((statement) => /^(--[^\n]*\n)*UPDATE "products"/.test(statement));
      expect(backfill).toBeDefined();
      const documents = sql`select id, ${sql.identifier(column)} as doc from products order by id`;
      // Rows as they were then: without translations (decision 035 came later), their
      // documents written by the app.
      const translations = await db
        .select({
          id: products.id,
          nameTranslations: products.nameTranslations,
          overviewTranslations: products.overviewTranslations,
        })
        .from(products);
      const restore = async () => {
        for (const { id, ...values } of translations) {
          await db.update(products).set(values).where(eq(products.id, id));
        }
        await refreshSearchDocuments(db, sql`true`);
      };
      try {
        await db.update(products).set({ nameTranslations: {}, overviewTranslations: {} });
        await refreshSearchDocuments(db, sql`true`);
        const before = await queryRows(db, documents);
        expect(before.some((row) => (row as { doc: string }).doc !== '')).toBe(true);
        await db.execute(sql`update products set ${sql.identifier(column)} = ''`);
        await db.execute(sql.raw(backfill!));
        expect(await queryRows(db, documents)).toEqual(before);
      } finally {
        await restore();
      }
    });

    it("follows the author's nickname when it changes", async () => {
      const creator = DEMO_CREATORS.find((c) => c.username === 'homelab')!;
      const mine = namesOf((d) => d.author === 'homelab');
      const [author] = await db.select().from(users).where(eq(users.username, creator.username));
      const headers = bearer(await tokenFor(app, author!));
      const rename = (nickName: string) =>
        app.inject({
          method: 'PATCH',
          url: '/api/users/me',
          headers,
          payload: { nickName, note: '', birthday: '1990-01-01', sex: 'unset' },
        });

      expect((await names('Casa Domotica')).sort()).toEqual([]);
      expect((await rename('Casa Domotica')).statusCode).toBe(200);
      expect((await names('Casa Domotica')).sort()).toEqual(mine);
      expect(await names('HomeLab')).toEqual([]);

      expect((await rename(creator.nickName)).statusCode).toBe(200);
      expect((await names('HomeLab')).sort()).toEqual(mine);
      expect(await names('Casa Domotica')).toEqual([]);
    });
  });
});

function stringify(query: Query): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
