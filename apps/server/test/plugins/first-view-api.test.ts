import { langHeaderFor, type Locale } from '@space/contracts/locales';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { FileStorage } from '../../src/lib/file-storage.ts';
import { inProcessAnswer } from '../../src/plugins/first-view.ts';
import { seedDemoContent } from '../../src/seed/demo-content.ts';
import { tenantByCode } from '@space/contracts/tenants';
import { insertArticle } from '../support/article-fixtures.ts';
import { build } from '../support/helper.ts';
import { bearer, createTestUser, tokenFor } from '../support/user-fixtures.ts';
import { createTestVideo } from '../support/video-fixtures.ts';

// Decision 049: the first view's data comes from the functions the API's routes call, in
// process. For every endpoint it reads, the answer is the HTTP one, byte for byte.
describe('the first view’s in-process API', async () => {
  const { app } = await build({
    prepare: async (database, config) => {
      await ensureReferenceData(database.db);
      await seedDemoContent(database.db, FileStorage.forDataDir(config.dataDir));
    },
    beforeReady: (app) => {
      // The page request the renderer answers for, with the headers the app's call sends.
      app.get('/test/in-process', async (request) => {
        const { path } = request.query as { path: string };
        const headers = new Headers(request.headers as Record<string, string>);
        return inProcessAnswer(app, request, path, headers);
      });
    },
  });

  /** The app's calls carry the visitor's language in `lang` and `Accept-Language`. */
  const headersFor = (lang: Locale) => ({
    accept: 'application/json',
    lang: langHeaderFor(lang),
    'accept-language': lang,
  });

  const compare = async (path: string, lang: Locale) => {
    const http = await app.inject({ method: 'GET', url: path, headers: headersFor(lang) });
    const inProcess = await app.inject({
      method: 'GET',
      url: `/test/in-process?path=${encodeURIComponent(path)}`,
      headers: headersFor(lang),
    });
    const answer = inProcess.json<{ status: number; body: string }>();
    expect(answer.status).toBe(http.statusCode);
    expect(answer.body).toBe(http.body);
    return http;
  };

  it.each(['en', 'zh', 'ko'] as const)(
    'answers /home, the header’s brand, a product, a search and a family’s lists as HTTP does (%s)',
    async (lang) => {
      const list = await compare('/api/products?pageSize=20&page=1&q=icon', lang);
      const id = list.json<{ data: { list: { id: number }[] } }>().data.list[0]!.id;
      await compare('/api/home', lang);
      await compare('/api/brands/default', lang);
      await compare(`/api/products/${id}`, lang);
      // The product page's reviews (issue 28), as the page first asks and with a filter.
      await compare(`/api/products/${id}/reviews?sort=helpful&page=1&pageSize=10`, lang);
      await compare(
        `/api/products/${id}/reviews?sort=newest&stars=5&lang=zh&page=1&pageSize=10`,
        lang,
      );
      for (const type of ['plugin', 'icon', 'scene', 'keycapSkin']) {
        await compare(`/api/products?pageSize=4&family=mKey&type=${type}&sort=popular`, lang);
      }
      await compare('/api/products?page=2&pageSize=20&family=mKey&type=icon&sort=newest', lang);
    },
  );

  /** The in-process answer to `path`, with the app's headers and any more (a token). */
  const inProcess = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'GET',
      url: `/test/in-process?path=${encodeURIComponent(path)}`,
      headers: { ...headersFor('en'), ...headers },
    });
    return response.json<{ status: number; body: string }>();
  };

  // Decision 060: articles, authors, experts and tutorials, for an anonymous visitor.
  const writer = await createTestUser(app, { nickName: 'Public writer' });
  const article = await insertArticle(app, writer, {
    state: 'published',
    visibility: 'public',
    publishedAt: new Date(),
    title: 'A public article',
  });
  const draft = await insertArticle(app, writer, { title: 'A draft' });
  const privateOne = await insertArticle(app, writer, {
    state: 'published',
    visibility: 'private',
    publishedAt: new Date(),
  });
  const partner = tenantByCode('AJAZZ')!.id;
  const partnerWriter = await createTestUser(app, { tenantId: partner });
  const partnerArticle = await insertArticle(app, partnerWriter, {
    state: 'published',
    visibility: 'public',
    publishedAt: new Date(),
  });
  const video = await createTestVideo(app);

  it.each(['en', 'zh', 'ko'] as const)(
    'answers articles, an article and its related content, an author, experts and tutorials as HTTP does (%s)',
    async (lang) => {
      const feed = await compare('/api/articles?page=1&pageSize=12', lang);
      expect(
        feed.json<{ data: { list: { id: number }[] } }>().data.list.map((a) => a.id),
      ).toContain(article);
      await compare('/api/articles?channel=tutorials&family=streamDock&page=2&pageSize=12', lang);
      await compare(`/api/articles?author=${writer.id}&page=1&pageSize=6`, lang);
      expect((await compare(`/api/articles/${article}`, lang)).statusCode).toBe(200);
      await compare(`/api/articles/${article}/related`, lang);
      expect((await compare(`/api/authors/${writer.id}`, lang)).statusCode).toBe(200);
      await compare('/api/experts?sort=followers&page=1&pageSize=12', lang);
      await compare('/api/videos?page=1&pageSize=100&lang=' + lang, lang);
      await compare('/api/videos?deviceFamily=streamDock&topic=plugins&page=1&pageSize=100', lang);
      const detail = await compare(`/api/videos/${video.id}?lang=${lang}`, lang);
      expect(detail.json<{ data: { title: string } }>().data.title).toBe(video.title[lang]);
    },
  );

  it('answers only what a visitor of the brand may read, whoever asks', async () => {
    // The writer's own session opens their draft over HTTP; a first view never does.
    const own = bearer(await tokenFor(app, writer));
    const http = await app.inject({ method: 'GET', url: `/api/articles/${draft}`, headers: own });
    expect(http.statusCode).toBe(200);
    for (const id of [draft, privateOne, partnerArticle]) {
      expect((await inProcess(`/api/articles/${id}`, own)).status).toBe(404);
      expect((await inProcess(`/api/articles/${id}`)).status).toBe(404);
    }
    // A partner brand's writer, with nothing the default brand shows, has no page here, even
    // when the page's request names that brand or carries that writer's session.
    const partnerOwn = bearer(await tokenFor(app, partnerWriter));
    for (const headers of [{}, partnerOwn, { client: 'AJAZZ' }]) {
      expect((await inProcess(`/api/authors/${partnerWriter.id}`, headers)).status).toBe(404);
      expect((await inProcess(`/api/articles/${partnerArticle}`, headers)).status).toBe(404);
    }
    const feed = JSON.parse((await inProcess('/api/articles?pageSize=50', partnerOwn)).body) as {
      data: { list: { id: number }[] };
    };
    expect(feed.data.list.map((a) => a.id)).not.toContain(partnerArticle);
    expect(feed.data.list.map((a) => a.id)).not.toContain(privateOne);
    // Endpoints that need a session, or that a first view does not read, are not answered.
    for (const path of [
      `/api/videos/${video.id}/progress`,
      '/api/users/me/articles',
      `/api/articles/${article}/like`,
      `/api/users/${writer.id}/social`,
      '/api/users/me/friends',
    ]) {
      expect((await inProcess(path, own)).status, path).toBe(404);
    }
  });

  it('refuses what HTTP refuses, and nothing else is answered', async () => {
    expect((await compare('/api/products/999999', 'en')).statusCode).toBe(404);
    expect((await compare('/api/products/999999/reviews', 'en')).statusCode).toBe(404);
    expect((await compare('/api/brands/nobody', 'en')).statusCode).toBe(404);
    expect((await compare('/api/articles/999999', 'en')).statusCode).toBe(404);
    expect((await compare('/api/authors/999999', 'en')).statusCode).toBe(404);
    expect((await compare('/api/videos/999999', 'en')).statusCode).toBe(404);
    // A bad parameter is refused too (its envelope without the fields: no first view reads it).
    expect((await inProcess('/api/articles?pageSize=9999')).status).toBe(400);
    expect((await inProcess('/api/experts?sort=nobody')).status).toBe(400);
    const cart = await app.inject({
      method: 'GET',
      url: `/test/in-process?path=${encodeURIComponent('/api/cart')}`,
    });
    expect(cart.json<{ status: number }>().status).toBe(404);
  });
});
