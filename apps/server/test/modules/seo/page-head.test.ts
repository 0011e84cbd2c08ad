import fs from 'node:fs';
import path from 'node:path';
import { APP_NAME, PAGE_NAMES } from '@space/contracts/page-heads';
import { TENANTS } from '@space/contracts/tenants';
import jsonld from 'jsonld';
import ogs from 'open-graph-scraper';
import { afterAll, describe, expect, it } from 'vitest';
import { enCore } from '../../../../web/src/locales/en-core.ts';
import { koCore } from '../../../../web/src/locales/ko-core.ts';
import { zhCore } from '../../../../web/src/locales/zh-core.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { eq } from 'drizzle-orm';
import { productImages, reviews, tenants } from '../../../src/db/schema.ts';
import { inlineScriptSources } from '../../../src/plugins/web-app.ts';
import { insertArticle } from '../../support/article-fixtures.ts';
import { build, makeTempDir } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { schemaOrgLoader } from '../../support/schema-org-context.ts';
import { createTestUser } from '../../support/user-fixtures.ts';
import { createTestVideo } from '../../support/video-fixtures.ts';

const INLINE_SCRIPT = "document.documentElement.dataset.theme = 'light';";
const INDEX_DESCRIPTION = 'Plugins, icons, scenes, themes and lighting effects for your devices.';
/** As the build writes it: the fixed description the server replaces, an inline script. */
const INDEX_HTML = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <meta',
  '      name="description"',
  `      content="${INDEX_DESCRIPTION}"`,
  '    />',
  '    <title>Space</title>',
  `    <script>${INLINE_SCRIPT}</script>`,
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');
const BASE = 'http://localhost:80';
const OVERVIEW =
  'Neon **keycaps** that glow in the dark, with [twelve colours](https://example.com) and a ' +
  'matching <em>icon set</em> for every key of your LCD keyboard, so late-night sessions look ' +
  'as good as they feel and nothing on the desk is left unlit.';

type Block = Record<string, unknown> & { '@type': string };

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's head, read as a crawler reads it (attribute values unescaped). */
function headOf(html: string) {
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => unescape(m[1]!));
  const metaNamed = (name: string) =>
    attr(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`, 'g'));
  return {
    title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    descriptions: attr(/<meta\s+name="description"\s+content="([^"]*)"/g),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/g),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [
        m[1]!,
        unescape(m[2]!),
      ]),
    ),
    meta: (name: string) => metaNamed(name),
    blocks: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Block,
    ),
  };
}

/** A block a JSON-LD processor accepts with schema.org's terms only (safe mode). */
async function expandSafely(block: Block) {
  const options = { documentLoader: schemaOrgLoader, safe: true } as Parameters<
    typeof jsonld.expand
  >[1];
  return jsonld.expand(block as Parameters<typeof jsonld.expand>[0], options);
}

describe('page heads from the server (decision 059)', async () => {
  const webDistDir = makeTempDir('space-web-');
  fs.writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  afterAll(() => fs.rmSync(webDistDir, { recursive: true, force: true }));
  const { app } = await build({
    config: { webDistDir },
    prepare: (database) => ensureReferenceData(database.db),
  });

  const creator = await createTestUser(app, {
    isCreator: true,
    nickName: 'Neon Maker',
    note: 'I make <b>neon</b> icons & keycaps for the LCD keyboard.',
    avatarKey: 'seed/av/neon-maker.webp',
  });
  const product = await createTestProduct(app, {
    authorId: creator.id,
    name: 'Neon Keycaps',
    nameTranslations: { en: 'Neon Keycaps', zh: '霓虹键帽', ko: '네온 키캡' },
    overview: OVERVIEW,
    overviewTranslations: { en: OVERVIEW, zh: '在黑暗中发光的霓虹键帽。' },
    deviceFamily: 'mKey',
    contentTypes: ['icon', 'keycapSkin'],
    currency: 'USD',
    priceGeneral: 999,
  });
  await app.db.insert(productImages).values({
    productId: product.id,
    position: 0,
    fileKey: 'seed/pi/neon-1.webp',
    width: 1920,
    height: 1080,
  });
  // Reviews of the product (decision 065): the most helpful visible three reach its JSON-LD;
  // the hidden one is in neither the rating nor the reviews, however helpful.
  const reviewed = async (
    nickName: string,
    rating: number,
    helpfulCount: number,
    body: string | null,
    hiddenAt: Date | null = null,
  ) => {
    const reviewer = await createTestUser(app, { nickName });
    await app.db.insert(reviews).values({
      productId: product.id,
      userId: reviewer.id,
      tenantId: reviewer.tenantId,
      rating,
      body,
      language: 'en',
      helpfulCount,
      hiddenAt,
      createdAt: new Date(`2026-11-0${helpfulCount + 1}T10:00:00.000Z`),
    });
  };
  await reviewed('Ada', 5, 4, 'Bright and even.\nWorth it.');
  await reviewed('Bo', 4, 3, null);
  await reviewed('Cy', 4, 2, 'Good colours.');
  await reviewed('Di', 2, 1, 'Too dim for me.');
  await reviewed('Eve', 1, 8, 'Spam spam spam', new Date());
  const won = await createTestProduct(app, {
    authorId: creator.id,
    name: 'Won Priced',
    currency: 'KRW',
    priceGeneral: 1200,
  });
  const quoted = await createTestProduct(app, {
    authorId: creator.id,
    name: 'Quote "this" <tag> & more',
    overview: 'An overview with "quotes", <script>alert(1)</script> & an ampersand.',
  });
  const delisted = await createTestProduct(app, {
    authorId: creator.id,
    name: 'Gone Product',
    status: 'delisted',
  });
  const otherBrands = await createTestProduct(app, {
    authorId: creator.id,
    name: 'Secret Partner Product',
    restrictedToTenants: [TENANTS[1].id],
  });
  const publishedAt = new Date('2026-10-01T08:00:00.000Z');
  const article = await insertArticle(app, creator, {
    state: 'published',
    visibility: 'public',
    title: 'How I light my desk',
    excerpt: 'Three lamps, one keyboard and a plugin that keeps them in step.',
    coverKey: 'seed/co/desk.webp',
    publishedAt,
  });
  const draft = await insertArticle(app, creator, { title: 'Draft Secret Title' });
  const video = await createTestVideo(app, { durationSeconds: 754 });
  const hidden = await createTestVideo(app, { hiddenAt: new Date() });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  const productUrl = `${BASE}/product?id=${product.id}`;
  const articleUrl = `${BASE}/article?id=${article}`;
  const authorUrl = `${BASE}/author?id=${creator.id}`;
  const videoUrl = `${BASE}/videoPlayer?id=${video.id}`;

  // Each public page type: its path, canonical URL, own title (one-row pages) and JSON-LD types.
  const pages: [string, () => string, () => string, string | null, string[]][] = [
    ['home', () => '/home', () => `${BASE}/home`, 'Home | Space', ['WebSite']],
    ['a device landing', () => '/StreamDock', () => `${BASE}/StreamDock`, null, ['BreadcrumbList']],
    ['a list', () => '/mKey/icons', () => `${BASE}/mKey/icons`, null, ['BreadcrumbList']],
    ['search', () => '/search?q=neon', () => `${BASE}/search?q=neon`, null, ['BreadcrumbList']],
    [
      'a product',
      () => `/product?id=${product.id}`,
      () => productUrl,
      'Neon Keycaps | Space',
      ['Product', 'BreadcrumbList'],
    ],
    [
      'an author',
      () => `/author?id=${creator.id}`,
      () => authorUrl,
      'Neon Maker | Space',
      ['ProfilePage', 'BreadcrumbList'],
    ],
    [
      'an article',
      () => `/article?id=${article}`,
      () => articleUrl,
      'How I light my desk | Space',
      ['Article', 'BreadcrumbList'],
    ],
    ['discovery', () => '/discovery', () => `${BASE}/discovery`, null, ['BreadcrumbList']],
    ['the expert list', () => '/expertList', () => `${BASE}/expertList`, null, ['BreadcrumbList']],
    [
      'the video tutorials',
      () => '/videoTutorial',
      () => `${BASE}/videoTutorial`,
      null,
      ['BreadcrumbList'],
    ],
    [
      'a video',
      () => `/videoPlayer?id=${video.id}`,
      () => videoUrl,
      `${video.title.en} | Space`,
      ['VideoObject', 'BreadcrumbList'],
    ],
    ['a partner login page', () => '/login_VSD', () => `${BASE}/login_VSD`, 'Log in | Space', []],
  ];

  describe.each(pages)('%s', (_name, url, canonical, title, types) => {
    it('has its own title, description, canonical, alternates and card', async () => {
      const response = await get(url());
      expect(response.statusCode).toBe(200);
      const head = headOf(response.body);
      if (title !== null) expect(head.title).toBe(title);
      expect(head.descriptions).toHaveLength(1);
      expect(head.descriptions[0]).not.toBe(INDEX_DESCRIPTION);
      expect(head.descriptions[0]!.length).toBeGreaterThan(10);
      expect(head.canonical).toEqual([canonical()]);
      const join = canonical().includes('?') ? '&' : '?';
      expect(head.alternates).toEqual({
        en: `${canonical()}${join}lang=en`,
        zh: `${canonical()}${join}lang=zh`,
        ko: `${canonical()}${join}lang=ko`,
        'x-default': canonical(),
      });
      const [image] = head.meta('og:image');
      expect(image).toMatch(new RegExp(`^${BASE}/og/[a-z/0-9]+\\.jpg\\?v=`));
      expect(head.meta('og:image:width')).toEqual(['1200']);
      expect(head.meta('og:image:height')).toEqual(['630']);
      expect(head.meta('og:image:alt')).toHaveLength(1);
      expect(head.meta('og:url')).toEqual([canonical()]);
      expect(head.meta('og:site_name')).toEqual(['Space']);
      expect(head.meta('og:locale')).toEqual(['en_US']);
      expect(head.meta('og:locale:alternate')).toEqual(['zh_CN', 'ko_KR']);
      expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
      expect(head.meta('twitter:image')).toEqual([image]);
    });

    it('has JSON-LD a schema.org processor accepts, of the expected types', async () => {
      const head = headOf((await get(url())).body);
      expect(head.blocks.map((block) => block['@type'])).toEqual(types);
      for (const block of head.blocks) {
        const [expanded] = await expandSafely(block);
        expect(expanded!['@type']).toEqual([`https://schema.org/${block['@type']}`]);
      }
    });
  });

  it('describes a product by its overview: plain text, cut at a word near 158 characters', async () => {
    const head = headOf((await get(`/product?id=${product.id}`)).body);
    const description = head.descriptions[0]!;
    const plain =
      'Neon keycaps that glow in the dark, with twelve colours and a matching icon set for ' +
      'every key of your LCD keyboard, so late-night sessions look as good as they feel and ' +
      'nothing on the desk is left unlit.';
    expect(description.endsWith('…')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(158);
    expect(description.length).toBeGreaterThan(120);
    const kept = description.slice(0, -1);
    expect(plain.startsWith(kept)).toBe(true);
    expect(plain[kept.length]).toBe(' ');
    expect(head.meta('og:description')).toEqual([description]);
  });

  it('gives a product Product and Offer with its price in major units and a breadcrumb trail', async () => {
    const head = headOf((await get(`/product?id=${product.id}`)).body);
    const [data, trail] = head.blocks;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Neon Keycaps',
      sku: String(product.id),
      url: productUrl,
      brand: { '@type': 'Brand', name: 'Neon Maker', url: authorUrl },
      offers: {
        '@type': 'Offer',
        price: '9.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: productUrl,
      },
    });
    expect(data!.image).toEqual([head.meta('og:image')[0], `${BASE}/files/seed/pi/neon-1.webp`]);
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${BASE}/home` },
        { position: 2, name: 'LCD keyboard', item: `${BASE}/mKey` },
        { position: 3, name: 'LCD keyboard icons', item: `${BASE}/mKey/icons` },
        { position: 4, name: 'Neon Keycaps', item: productUrl },
      ],
    });
    expect(head.meta('og:type')).toEqual(['product']);
    expect(head.meta('product:price:amount')).toEqual(['9.99']);

    const krw = headOf((await get(`/product?id=${won.id}`)).body).blocks[0]!;
    expect(krw.offers).toMatchObject({ price: '1200', priceCurrency: 'KRW' });
  });

  it('gives a reviewed product its AggregateRating and its three most helpful visible reviews', async () => {
    const [data] = headOf((await get(`/product?id=${product.id}`)).body).blocks;
    // 5 + 4 + 4 + 2 over four visible reviews: 3.75, shown 3.8; the hidden 1-star is left out.
    expect(data!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.8,
      reviewCount: 4,
      bestRating: 5,
      worstRating: 1,
    });
    const stars = (n: number) => ({
      '@type': 'Rating',
      ratingValue: n,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data!.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ada' },
        reviewRating: stars(5),
        reviewBody: 'Bright and even.\nWorth it.',
        datePublished: '2026-11-05',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Bo' },
        reviewRating: stars(4),
        datePublished: '2026-11-04',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Cy' },
        reviewRating: stars(4),
        reviewBody: 'Good colours.',
        datePublished: '2026-11-03',
      },
    ]);
    const [expanded] = await expandSafely(data!);
    expect(expanded!['https://schema.org/aggregateRating']).toHaveLength(1);
    expect(expanded!['https://schema.org/review']).toHaveLength(3);

    // Without visible reviews a product has neither (a rating of nothing is invalid).
    const unrated = headOf((await get(`/product?id=${won.id}`)).body).blocks[0]!;
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('review');
  });

  it('gives an article Article with its author, dates and image', async () => {
    const head = headOf((await get(`/article?id=${article}`)).body);
    const data = head.blocks[0]!;
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'How I light my desk',
      description: 'Three lamps, one keyboard and a plugin that keeps them in step.',
      datePublished: publishedAt.toISOString(),
      author: { '@type': 'Person', name: 'Neon Maker', url: authorUrl },
      mainEntityOfPage: articleUrl,
    });
    expect(typeof data.dateModified).toBe('string');
    expect(data.image).toEqual([head.meta('og:image')[0]]);
    expect(head.meta('og:image')[0]).toMatch(new RegExp(`^${BASE}/og/article/${article}\\.jpg`));
    expect(head.meta('og:type')).toEqual(['article']);
    expect(head.blocks[1]).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Discovery', item: `${BASE}/discovery` }, {}],
    });
  });

  it('gives a video VideoObject with its thumbnail, ISO 8601 duration and content URL', async () => {
    const head = headOf((await get(`/videoPlayer?id=${video.id}`)).body);
    expect(head.blocks[0]).toMatchObject({
      '@type': 'VideoObject',
      name: video.title.en,
      description: 'In English.',
      uploadDate: video.createdAt.toISOString(),
      duration: 'PT12M34S',
      contentUrl: `${BASE}/files/${video.videoKey}`,
      thumbnailUrl: [head.meta('og:image')[0], `${BASE}/files/${video.thumbnailKey}`],
    });
  });

  it('gives an author ProfilePage with a Person, described by their bio without markup', async () => {
    const response = await get(`/author?id=${creator.id}`);
    const head = headOf(response.body);
    const bio = 'I make neon icons & keycaps for the LCD keyboard.';
    expect(head.descriptions).toEqual([bio]);
    expect(response.body).toContain(
      '<meta name="description" content="I make neon icons &amp; keycaps for the LCD keyboard.">',
    );
    expect(head.blocks[0]).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: 'Neon Maker',
        url: authorUrl,
        description: bio,
        image: `${BASE}/files/seed/av/neon-maker.webp`,
      },
    });
    expect(head.meta('og:type')).toEqual(['profile']);
  });

  it('gives home WebSite with a SearchAction for the search box', async () => {
    const head = headOf((await get('/home')).body);
    expect(head.meta('og:title')).toEqual(['Space']);
    expect(head.blocks[0]).toMatchObject({
      '@type': 'WebSite',
      name: 'Space',
      url: `${BASE}/home`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${BASE}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('rejects a term schema.org does not define (the check can fail)', async () => {
    await expect(
      expandSafely({ '@context': 'https://schema.org', '@type': 'Product', colour: 'red' }),
    ).rejects.toThrow(/Safe mode/);
  });

  it('writes a ?lang= page in its language, with itself as canonical', async () => {
    const response = await get(`/product?id=${product.id}&lang=zh&utm_source=chat`);
    const head = headOf(response.body);
    expect(head.title).toBe('霓虹键帽 | Space');
    expect(response.body).toContain('<html lang="zh-CN">');
    expect(head.descriptions).toEqual(['在黑暗中发光的霓虹键帽。']);
    expect(head.canonical).toEqual([`${productUrl}&lang=zh`]);
    expect(head.alternates['x-default']).toBe(productUrl);
    expect(head.meta('og:locale')).toEqual(['zh_CN']);
    expect(head.meta('og:locale:alternate')).toEqual(['en_US', 'ko_KR']);
    expect(head.blocks[1]).toMatchObject({
      itemListElement: [{ name: '首页', item: `${BASE}/home?lang=zh` }, {}, {}, {}],
    });
    const list = headOf((await get('/mKey/icons?lang=ko&sort=popular')).body);
    expect(list.canonical).toEqual([`${BASE}/mKey/icons?lang=ko`]);
    expect(list.descriptions[0]).toContain('LCD 키보드 아이콘');
  });

  it('leaves out parameters that do not choose the page from the canonical URL', async () => {
    const head = headOf((await get('/StreamDock/plugins/?sort=popular&utm_campaign=x')).body);
    expect(head.canonical).toEqual([`${BASE}/StreamDock/plugins`]);
  });

  it.each<[string, () => string, number, string | null]>([
    ['an unknown product', () => '/product?id=987654', 404, null],
    ['a product kept to other brands', () => `/product?id=${otherBrands.id}`, 404, 'Secret'],
    ['a delisted product', () => `/product?id=${delisted.id}`, 410, 'Gone Product'],
    ['a draft article', () => `/article?id=${draft}`, 404, 'Draft Secret'],
    ['a hidden video', () => `/videoPlayer?id=${hidden.id}`, 404, 'Tutorial'],
  ])('answers %s with its status and no data in the head', async (_n, url, status, secret) => {
    const response = await get(url());
    expect(response.statusCode).toBe(status);
    const head = headOf(response.body);
    expect(head.title).toBe('Space');
    expect(head.canonical).toEqual([]);
    expect(head.meta('og:title')).toEqual([]);
    expect(head.meta('og:image')).toEqual([]);
    expect(head.blocks).toEqual([]);
    expect(head.meta('robots')).toEqual(['noindex']);
    if (secret) expect(response.body).not.toContain(secret);
  });

  it('escapes every value in the head and keeps JSON-LD inside its element', async () => {
    const response = await get(`/product?id=${quoted.id}`);
    const headPart = response.body.slice(0, response.body.indexOf('</head>'));
    expect(headPart).not.toContain('<tag>');
    expect(headPart).not.toContain('<script>alert(1)');
    expect(headPart).toContain(
      '<title>Quote &quot;this&quot; &lt;tag&gt; &amp; more | Space</title>',
    );
    expect(headPart).toContain('\\u003ctag>');
    const head = headOf(response.body);
    expect(head.blocks[0]!.name).toBe('Quote "this" <tag> & more');
    expect(head.descriptions[0]).toBe('An overview with "quotes", alert(1) & an ampersand.');
  });

  it('keeps the CSP as it was: JSON-LD is data, neither hashed nor refused', async () => {
    const [plain, page] = await Promise.all([
      get('/no-such-page'),
      get(`/product?id=${product.id}`),
    ]);
    expect(page.body).toContain('<script type="application/ld+json">');
    expect(page.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(inlineScriptSources(page.body)).toEqual(inlineScriptSources(INDEX_HTML));
  });

  it.each([
    ['a product', () => `/product?id=${product.id}`, 'Neon Keycaps', 'product'],
    ['an article', () => `/article?id=${article}`, 'How I light my desk', 'article'],
  ])(
    'shows %s to a link previewer with its title, description and image',
    async (_n, url, title, kind) => {
      const html = (await get(url())).body;
      const { result } = await ogs({ html });
      expect(result.ogTitle).toBe(title);
      expect(result.ogDescription).toBe(headOf(html).descriptions[0]);
      expect(result.ogImage?.[0]?.url).toMatch(new RegExp(`^${BASE}/og/${kind}/\\d+\\.jpg\\?v=`));
      expect(result.twitterCard).toBe('summary_large_image');
    },
  );

  it("writes a partner brand's page on its own host, with its products and name", async () => {
    // The brand's host rules (decision 041): its host names its own links, as its sitemaps do.
    await app.db
      .update(tenants)
      .set({ hostRules: ['partner.'] })
      .where(eq(tenants.id, TENANTS[1].id));
    app.brands.markStale();
    const host = { host: 'partner.localhost' };
    const response = await get(`/product?id=${otherBrands.id}`, host);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.title).toBe('Secret Partner Product | Space');
    expect(head.canonical).toEqual([`http://partner.localhost/product?id=${otherBrands.id}`]);
    expect(head.meta('og:site_name')).toEqual([TENANTS[1].name]);
    expect(head.meta('og:image')[0]).toMatch(/^http:\/\/partner\.localhost\/og\//);
    const login = headOf((await get(`/login_${TENANTS[1].routeSuffix}`, host)).body);
    expect(login.descriptions[0]).toContain(TENANTS[1].name);
    expect(login.canonical).toEqual([`http://partner.localhost/login_${TENANTS[1].routeSuffix}`]);
  });

  it('serves a page on a host it does not trust, its head with relative links', async () => {
    // Development without PUBLIC_URL: a partner's host that is not in ALLOWED_HOSTS.
    const response = await get(`/product?id=${won.id}`, { host: 'stranger.example' });
    expect(response.statusCode).toBe(200);
    expect(headOf(response.body).canonical).toEqual([`/product?id=${won.id}`]);
  });

  it('names pages as the web app does, in every language', () => {
    const titles = { en: enCore.titles, zh: zhCore.titles, ko: koCore.titles };
    expect(APP_NAME).toBe(enCore.app.name);
    for (const lang of ['en', 'zh', 'ko'] as const) {
      for (const [key, name] of Object.entries(PAGE_NAMES[lang])) {
        expect(titles[lang][key as keyof typeof enCore.titles], `${lang} ${key}`).toBe(name);
      }
    }
  });
});
