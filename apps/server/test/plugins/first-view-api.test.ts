import { langHeaderFor, type Locale } from '@space/contracts/locales';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { FileStorage } from '../../src/lib/file-storage.ts';
import { inProcessAnswer } from '../../src/plugins/first-view.ts';
import { seedDemoContent } from '../../src/seed/demo-content.ts';
import { build } from '../support/helper.ts';

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
      for (const type of ['plugin', 'icon', 'scene', 'keycapSkin']) {
        await compare(`/api/products?pageSize=4&family=mKey&type=${type}&sort=popular`, lang);
      }
      await compare('/api/products?page=2&pageSize=20&family=mKey&type=icon&sort=newest', lang);
    },
  );

  it('refuses what HTTP refuses, and nothing else is answered', async () => {
    expect((await compare('/api/products/999999', 'en')).statusCode).toBe(404);
    expect((await compare('/api/brands/nobody', 'en')).statusCode).toBe(404);
    const cart = await app.inject({
      method: 'GET',
      url: `/test/in-process?path=${encodeURIComponent('/api/cart')}`,
    });
    expect(cart.json<{ status: number }>().status).toBe(404);
  });
});
