import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articleColumns, articles } from '../../src/db/schema.ts';
import { FileStorage } from '../../src/lib/file-storage.ts';
import { DEMO_ARTICLES, DEMO_COLUMN } from '../../src/seed/demo-article-texts.ts';
import { seedDemoArticles } from '../../src/seed/demo-articles.ts';
import { seedDemoContent } from '../../src/seed/demo-content.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { build } from '../support/helper.ts';

/** The demo articles (decision 031): published, in one column, once however often seeded. */
describe('demo articles', async () => {
  const { app, config } = await build({
    prepare: async (database, config) => {
      await ensureReferenceData(database.db);
      await seedDemoContent(database.db, FileStorage.forDataDir(config.dataDir));
    },
  });
  const storage = FileStorage.forDataDir(config.dataDir);

  it('fills /discovery with StreamCraft’s articles, each with a cover and its product cards', async () => {
    await seedDemoArticles(app.db, storage);
    await seedDemoArticles(app.db, storage);
    const [stored] = await app.db.select({ n: count() }).from(articles);
    expect(stored!.n).toBe(DEMO_ARTICLES.length);
    const columns = await app.db.select({ name: articleColumns.name }).from(articleColumns);
    expect(columns).toEqual([{ name: DEMO_COLUMN }]);

    const feed = (await app.inject({ method: 'GET', url: '/api/articles' })).json().data;
    expect(feed.total).toBe(DEMO_ARTICLES.length);
    for (const article of feed.list) {
      expect(article).toMatchObject({
        author: { nickName: 'StreamCraft' },
        column: { name: DEMO_COLUMN },
      });
      expect((await app.inject({ method: 'GET', url: article.cover })).statusCode).toBe(200);
    }
    const first = DEMO_ARTICLES[0]!;
    const detail = feed.list.find((a: { title: string }) => a.title === first.title);
    const read = (await app.inject({ method: 'GET', url: `/api/articles/${detail.id}` })).json()
      .data;
    expect(read.productIds).toHaveLength(1);
    expect(read.html).toContain('<h2>Before you start</h2>');
    expect(read.html).toContain('rel="noopener nofollow ugc"');
  });
});
