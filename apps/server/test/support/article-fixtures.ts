import { randomBytes } from 'node:crypto';
import type { ArticleDraftBody } from '@space/contracts/articles';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { articleColumns, articles } from '../../src/db/schema.ts';
import type { UserRow } from '../../src/modules/auth/sessions.service.ts';
import { bearer, createTestUser, tokenFor } from './user-fixtures.ts';

/** A signed-in user of a test: the row and the headers of their session. */
export interface Person {
  user: UserRow;
  headers: Record<string, string>;
}

export async function person(
  app: FastifyInstance,
  overrides: Parameters<typeof createTestUser>[1] = {},
): Promise<Person> {
  const user = await createTestUser(app, overrides);
  return { user, headers: bearer(await tokenFor(app, user)) };
}

/** A document of paragraphs, one per text. */
export function docOf(...paragraphs: string[]): { type: 'doc'; content: unknown[] } {
  return {
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
}

/** A request as someone (or as a visitor, with no one). */
export function call(
  app: FastifyInstance,
  who: Person | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** The data of a 200 answer; fails the test with the body otherwise. */
export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

/** Writes a draft with a title and some text; answers its id. */
export async function draft(
  app: FastifyInstance,
  author: Person,
  body: ArticleDraftBody = {},
): Promise<number> {
  const response = await call(app, author, 'POST', '/api/users/me/articles', {
    title: 'A title',
    content: docOf('Some words about a plugin.'),
    ...body,
  });
  return dataOf<{ id: number }>(response).id;
}

/** Writes, submits and approves an article; answers its id. */
export async function published(
  app: FastifyInstance,
  author: Person,
  moderator: Person,
  body: ArticleDraftBody = {},
): Promise<number> {
  const id = await draft(app, author, body);
  dataOf(await call(app, author, 'POST', `/api/users/me/articles/${id}/submit`));
  dataOf(await call(app, moderator, 'POST', `/api/moderation/articles/${id}/approve`));
  return id;
}

/**
 * An article row written straight to the database (for tables of checks that need many):
 * a complete draft of the author's unless `state` says otherwise.
 */
export async function insertArticle(
  app: FastifyInstance,
  author: UserRow,
  values: Partial<typeof articles.$inferInsert> = {},
): Promise<number> {
  const content = docOf('Words for a check.');
  const [row] = await app.db
    .insert(articles)
    .values({
      tenantId: author.tenantId,
      authorId: author.id,
      title: 'A checked article',
      content,
      html: '<p>Words for a check.</p>',
      excerpt: 'Words for a check.',
      submittedAt: new Date(),
      ...values,
    })
    .returning({ id: articles.id });
  return row!.id;
}

/** A named column of the author's, straight to the database. */
export async function insertColumn(app: FastifyInstance, author: UserRow): Promise<number> {
  const [row] = await app.db
    .insert(articleColumns)
    .values({
      tenantId: author.tenantId,
      authorId: author.id,
      name: `C${randomBytes(4).toString('hex')}`,
    })
    .returning({ id: articleColumns.id });
  return row!.id;
}
