// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isFirstViewPath, renderFirstView } from '../src/entry-server.tsx';

// The server renderer of first views (decision 046), in Node as the server runs it, with the
// API answered here: what it renders, what it asks for, and when it declines.
const BRAND = {
  code: 'default',
  name: 'Space',
  routeSuffix: null,
  accentColor: null,
  logoLightUrl: null,
  logoDarkUrl: null,
  logoZhUrl: null,
  loginBackgroundUrl: null,
  updatedAt: '2026-11-28T00:00:00.000Z',
};

/** Answers the app's calls from `routes` (path without query → data), 500 for anything else. */
function api(routes: Record<string, unknown>, failing: string[] = []) {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    const data = routes[url.pathname];
    const ok = data !== undefined && !failing.includes(url.pathname);
    const body = ok
      ? { code: 200, msg: 'success', data }
      : { code: 500, msg: 'Internal error', data: null };
    return new Response(JSON.stringify(body), {
      status: ok ? 200 : 500,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, asked };
}

const NO_RESULTS = { list: [], total: 0, page: 1, pageSize: 20 };

describe('renderFirstView', () => {
  it('renders a search with the data it asked for, in the language asked for', async () => {
    const { fetch, asked } = api({ '/api/brands/default': BRAND, '/api/products': NO_RESULTS });
    const view = await renderFirstView({ url: '/search?q=zzz', lang: 'ko', theme: 'dark', fetch });
    expect(view).not.toBeNull();
    expect(view!.html).toContain('zzz');
    expect(view!.title).toMatch(/ \| /);
    expect(asked.some((path) => path.startsWith('/api/products?') && path.includes('q=zzz'))).toBe(
      true,
    );
    // A signed-in user's queries (the cart, owned products) are not asked for a visitor.
    expect(asked.filter((path) => path.startsWith('/api/cart'))).toEqual([]);
    const keys = view!.state.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('zzz'))).toBe(true);
  });

  it('declines when a call fails: the browser asks again rather than hydrate an error', async () => {
    const { fetch } = api({ '/api/brands/default': BRAND, '/api/products': NO_RESULTS }, [
      '/api/products',
    ]);
    expect(await renderFirstView({ url: '/search?q=zzz', lang: 'en', theme: 'light', fetch })).toBe(
      null,
    );
  });

  it('declines a page its guards send elsewhere', async () => {
    const { fetch } = api({ '/api/brands/default': BRAND });
    // A brand in the query leaves the URL by a redirect (spec §2) and chooses another catalogue.
    for (const url of ['/home?client=AJAZZ', '/search?q=a&software=x&lang=zh']) {
      expect(await renderFirstView({ url, lang: 'zh', theme: 'light', fetch })).toBe(null);
    }
  });

  // Decision 060: `?lang=` is the language switch; the app applies it and drops it.
  it('renders a page asked for with ?lang= as the app ends on it: without the parameter', async () => {
    const { fetch, asked } = api({ '/api/brands/default': BRAND, '/api/products': NO_RESULTS });
    const zh = await renderFirstView({
      url: '/search?lang=zh&q=zzz',
      lang: 'zh',
      theme: 'light',
      fetch,
    });
    const en = await renderFirstView({ url: '/search?q=zzz', lang: 'en', theme: 'light', fetch });
    expect(zh).not.toBeNull();
    expect(zh!.html).not.toBe(en!.html);
    expect(zh!.html).toMatch(/[\u4e00-\u9fff]/);
    // The page's own calls keep its other parameters and never pass `lang` on as a filter.
    expect(asked.filter((path) => /^\/api\/products\?.*q=zzz/.test(path))).toHaveLength(2);
    expect(asked.every((path) => !path.includes('lang='))).toBe(true);
  });

  it('renders an article with its text parsed without a DOM, and what follows it', async () => {
    const article = {
      id: 7,
      title: 'Seven plugins',
      channel: 'tutorials',
      column: null,
      cover: null,
      coverVariants: [],
      excerpt: 'x',
      readingMinutes: 1,
      deviceFamily: null,
      author: { id: 3, nickName: 'Writer', avatar: null },
      likeCount: 2,
      pinned: false,
      publishedAt: '2026-11-28T00:00:00.000Z',
      html: '<h2>First</h2><p>A <strong>bold</strong> start &amp; more</p><script>x</script>',
      productIds: [],
      state: 'published',
      visibility: 'public',
      isMine: false,
      updatedAt: '2026-11-28T00:00:00.000Z',
    };
    const { fetch, asked } = api({
      '/api/brands/default': BRAND,
      '/api/articles/7': article,
      '/api/articles/7/related': { articles: [], products: [] },
    });
    const view = await renderFirstView({ url: '/article?id=7', lang: 'en', theme: 'light', fetch });
    expect(view).not.toBeNull();
    expect(view!.html).toContain('<h2>First</h2><p>A <strong>bold</strong> start &amp; more</p>');
    expect(view!.html).not.toContain('<script');
    expect(view!.title).toContain('Seven plugins');
    expect(asked).toContain('/api/articles/7/related');
  });

  // Issue 31: a creator's first screen is their header and first article, whose cover was
  // the page's LCP and came only once the app's code had run.
  describe("a creator's page", () => {
    const author = {
      id: 3,
      nickName: 'Writer',
      avatar: null,
      signature: null,
      memberSince: '2026-01-03T09:00:00.000Z',
      followerCount: 0,
      followingCount: 0,
      stats: {
        productCount: 1,
        likeCount: 0,
        downloadCount: 0,
        deviceFamilies: [],
        rating: { average: 0, count: 0 },
      },
    };
    const article = (id: number) => ({
      id,
      title: `Article ${id}`,
      channel: 'tutorials',
      column: null,
      cover: `/files/article-${id}.webp`,
      coverVariants: [{ url: `/files/article-${id}-640.webp`, width: 640, height: 360 }],
      excerpt: 'x',
      readingMinutes: 1,
      deviceFamily: null,
      author: { id: 3, nickName: 'Writer', avatar: null },
      likeCount: 0,
      pinned: false,
      publishedAt: '2026-11-28T00:00:00.000Z',
    });
    const products = {
      list: [
        {
          id: 9,
          name: 'A product',
          author: { id: 3, nickName: 'Writer' },
          contentTypes: ['plugin'],
          cover: '/files/product-9.webp',
          coverVariants: [],
          currency: 'USD',
          price: 0,
          likeCount: 0,
          rating: { average: 0, count: 0 },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
      totalExact: true,
    };
    const render = (articles: unknown[]) =>
      renderFirstView({
        url: '/author?id=3',
        lang: 'en',
        theme: 'light',
        fetch: api({
          '/api/brands/default': BRAND,
          '/api/authors/3': author,
          '/api/articles': { list: articles, total: articles.length, page: 1, pageSize: 6 },
          '/api/products': products,
        }).fetch,
      });
    /** The uploaded images the markup has as <img> elements (not the header's logos). */
    const images = (html: string) =>
      [...html.matchAll(/<img [^>]*src="(\/files\/[^"]+)"/g)].map((match) => match[1]);

    it("has its first article's cover in the markup, and leaves the products' to the scroll", async () => {
      const view = await render([article(1), article(2)]);
      expect(view).not.toBeNull();
      expect(images(view!.html)).toEqual(['/files/article-1.webp']);
    });

    it("has its first products' images in the markup when it has no articles", async () => {
      const view = await render([]);
      expect(view).not.toBeNull();
      expect(images(view!.html)).toContain('/files/product-9.webp');
    });
  });

  it.each([
    ['/home', true],
    ['/product', true],
    ['/search', true],
    ['/StreamDock/plugins', true],
    ['/mkey', true],
    ['/hub/icons', true],
    ['/article', true],
    ['/author', true],
    ['/discovery', true],
    ['/expertList', true],
    ['/videoTutorial', true],
    ['/videoPlayer', true],
    ['/login_AJAZZ', true],
    ['/login', false],
    ['/register_AJAZZ', false],
    ['/publish', false],
    ['/personal', false],
    ['/account', false],
    ['/payment', false],
    ['/homework', false],
  ])('renders %s on the server: %s', (path, expected) => {
    expect(isFirstViewPath(path)).toBe(expected);
  });
});
