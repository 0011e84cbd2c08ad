import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@space/contracts/errors';
import { LIMITS } from '@space/contracts/limits';
import { articleColumns, articleLikes, articles } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { person, published, type Person } from '../../support/article-fixtures.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';

/**
 * Article likes race as product likes do (decision 009): only a multi-connection database
 * shows it, so every request is fired at once through a pool of 20 PostgreSQL connections.
 */
describe.runIf(TEST_ENGINE === 'postgres')(
  'article likes and columns under concurrency (PostgreSQL)',
  async () => {
    const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
    const moderator = await person(app, { role: 'moderator' });
    const author = await person(app);

    const people = (n: number): Promise<Person[]> =>
      Promise.all(Array.from({ length: n }, () => person(app)));

    async function counts(id: number) {
      const [stored] = await app.db
        .select({ likeCount: articles.likeCount })
        .from(articles)
        .where(eq(articles.id, id));
      const [rows] = await app.db
        .select({ n: count() })
        .from(articleLikes)
        .where(eq(articleLikes.articleId, id));
      return { likeCount: stored!.likeCount, rows: rows!.n };
    }

    const like = (who: Person, id: number, method: 'PUT' | 'DELETE') =>
      app.inject({ method, url: `/api/articles/${id}/like`, headers: who.headers });

    it('adds exactly 50 for 50 users liking at once, each seeing a different count', async () => {
      const id = await published(app, author, moderator);
      const likers = await people(50);
      const responses = await Promise.all(likers.map((who) => like(who, id, 'PUT')));
      expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      const answered = responses
        .map((r) => r.json().data.likeCount as number)
        .sort((a, b) => a - b);
      expect(answered).toEqual(Array.from({ length: 50 }, (_, n) => n + 1));
      expect(await counts(id)).toEqual({ likeCount: 50, rows: 50 });
    });

    it('keeps like_count equal to the likes through 50 racing likes and unlikes of 10 users', async () => {
      const id = await published(app, author, moderator);
      const likers = await people(10);
      const responses = await Promise.all(
        likers.flatMap((who) =>
          Array.from({ length: 5 }, (_, n) => like(who, id, n % 2 === 0 ? 'PUT' : 'DELETE')),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      const { likeCount, rows } = await counts(id);
      expect(likeCount).toBe(rows);
    });

    it('removes exactly 50 for the same 50 users unliking at once, twice over', async () => {
      const id = await published(app, author, moderator);
      const likers = await people(50);
      await Promise.all(likers.map((who) => like(who, id, 'PUT')));
      const responses = await Promise.all(
        [...likers, ...likers].map((who) => like(who, id, 'DELETE')),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
      expect(await counts(id)).toEqual({ likeCount: 0, rows: 0 });
    });

    it('leaves one pending column of 20 concurrent adds, and never more than 20 columns', async () => {
      const writer = await person(app);
      const add = () =>
        app.inject({
          method: 'POST',
          url: '/api/users/me/article-columns',
          headers: writer.headers,
        });
      const first = await Promise.all(Array.from({ length: 20 }, add));
      expect(first.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(new Set(first.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
        new Set([ERRORS.ARTICLE_COLUMN_PENDING.code]),
      );
      // Fill up to 20, naming each as it comes, with adds racing every step.
      for (let named = 0; named < 25; named += 1) {
        const answers = await Promise.all(Array.from({ length: 5 }, add));
        const [pending] = answers.filter((r) => r.statusCode === 200);
        const list = await app.inject({
          method: 'GET',
          url: '/api/users/me/article-columns',
          headers: writer.headers,
        });
        const open = list.json().data.list.find((c: { name: string | null }) => c.name === null);
        if (open) {
          await app.inject({
            method: 'PATCH',
            url: `/api/users/me/article-columns/${open.id}`,
            headers: writer.headers,
            payload: { name: `Column ${named}` },
          });
        }
        if (!pending && !open) break;
      }
      const [columns] = await app.db
        .select({ n: count() })
        .from(articleColumns)
        .where(eq(articleColumns.authorId, writer.user.id));
      expect(columns!.n).toBe(LIMITS.articleColumnsMax);
    });
  },
);
