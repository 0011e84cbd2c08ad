import type {
  ArticleDraftBody,
  ArticleEditor,
  ArticleSettingsBody,
} from '@space/contracts/articles';
import { MAX_ROW_ID } from '@space/contracts/limits';
import type { Locale } from '@space/contracts/locales';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articleColumns, articles, products } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { visibleTo } from '../products/index.ts';
import { normaliseDocument } from './article-content.ts';
import { productCardIds } from './article-derived.ts';
import { editorViewOf } from './article-editor.ts';
import { ownedBy } from './article-rows.ts';
import {
  assertComplete,
  EMPTY_VERSION,
  liveVersionOf,
  revisionOf,
  versionColumns,
  withContent,
  withFields,
  workingVersionOf,
  storedRevision,
  type ArticleVersion,
} from './article-version.ts';

/** The author of a write: every statement is scoped to their own rows in their brand. */
export interface Author {
  userId: number;
  tenantId: number;
}

type ArticleRow = typeof articles.$inferSelect;

function notFound(): AppError {
  return new AppError('NOT_FOUND');
}

/** The author's article, locked for the rest of the transaction; 404 for anyone else's. */
async function lockOwn(tx: Database, author: Author, id: number): Promise<ArticleRow> {
  if (id > MAX_ROW_ID) throw notFound();
  const [row] = await tx.select().from(articles).where(ownedBy(author, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** A column may hold the article only when it is the author's own and has a name. */
async function assertOwnColumn(tx: Database, author: Author, columnId: number): Promise<void> {
  const [column] = await tx
    .select({ id: articleColumns.id })
    .from(articleColumns)
    .where(
      and(
        eq(articleColumns.id, columnId),
        eq(articleColumns.authorId, author.userId),
        eq(articleColumns.tenantId, author.tenantId),
        isNotNull(articleColumns.name),
      ),
    );
  if (!column) {
    throw new AppError('ARTICLE_COLUMN_INVALID', undefined, {
      fields: [{ path: 'columnId', message: 'validation.invalid' }],
    });
  }
}

/** The embedded products the author's readers may see; cards of any other are dropped. */
async function visibleProductIds(tx: Database, ids: number[], tenantId: number) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), visibleTo(tenantId)));
  return new Set(rows.map((row) => row.id));
}

/** The version with the body applied: fields checked, content normalised and rendered. */
async function applyBody(
  tx: Database,
  author: Author,
  version: ArticleVersion,
  body: ArticleDraftBody,
): Promise<ArticleVersion> {
  if (body.columnId !== undefined && body.columnId !== null) {
    await assertOwnColumn(tx, author, body.columnId);
  }
  const next = withFields(version, body);
  if (body.content === undefined) return next;
  const doc = normaliseDocument(body.content);
  const visible = await visibleProductIds(tx, productCardIds(doc), author.tenantId);
  return withContent(next, doc, visible);
}

/** A new draft (the first autosave of /publish). */
export async function createArticle(
  db: Database,
  author: Author,
  body: ArticleDraftBody,
  at: Date,
): Promise<ArticleEditor> {
  return db.transaction(async (tx) => {
    const version = await applyBody(tx, author, EMPTY_VERSION, body);
    const [row] = await tx
      .insert(articles)
      .values({
        tenantId: author.tenantId,
        authorId: author.userId,
        ...versionColumns(version),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return editorViewOf(row!);
  });
}

function inReview(row: ArticleRow): boolean {
  return row.state === 'review' || revisionOf(row)?.status === 'submitted';
}

/**
 * Autosave. A draft or rejected article changes in place; a published one keeps its live
 * version and collects the edit in `pending_revision`, which goes through review (decision 031).
 * Nothing can change while a submission waits for review.
 */
export async function saveArticle(
  db: Database,
  author: Author,
  id: number,
  body: ArticleDraftBody,
  at: Date,
): Promise<ArticleEditor> {
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, author, id);
    if (inReview(row)) throw new AppError('ARTICLE_IN_REVIEW');
    const changes =
      row.state === 'published'
        ? {
            pendingRevision: storedRevision({
              ...(await applyBody(tx, author, workingVersionOf(row), body)),
              status: 'editing',
            }),
          }
        : versionColumns(await applyBody(tx, author, liveVersionOf(row), body));
    const [updated] = await tx
      .update(articles)
      .set({ ...changes, updatedAt: at })
      .where(eq(articles.id, row.id))
      .returning();
    return editorViewOf(updated!);
  });
}

/** Sends a draft, a rejected article or the edit of a published one to the moderators. */
export async function submitArticle(
  db: Database,
  author: Author,
  id: number,
  at: Date,
  locale: Locale,
): Promise<ArticleEditor> {
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, author, id);
    if (inReview(row)) throw new AppError('ARTICLE_IN_REVIEW');
    const revision = revisionOf(row);
    let changes: Partial<typeof articles.$inferInsert>;
    if (row.state === 'published') {
      if (!revision) throw new AppError('ARTICLE_NOT_SUBMITTABLE');
      assertComplete(revision, locale);
      changes = { pendingRevision: storedRevision({ ...revision, status: 'submitted' }) };
    } else {
      assertComplete(liveVersionOf(row), locale);
      changes = { state: 'review' };
    }
    const [updated] = await tx
      .update(articles)
      .set({ ...changes, submittedAt: at, updatedAt: at })
      .where(eq(articles.id, row.id))
      .returning();
    return editorViewOf(updated!);
  });
}

/**
 * Back to draft (spec §4). A submission waiting for review is withdrawn: a new article becomes
 * a draft again, an edit of a published one goes back to being edited while the live version
 * stays. A published article without a waiting edit is taken down: it becomes a draft holding
 * the author's latest version. A rejected article becomes a draft.
 */
export async function revertArticle(
  db: Database,
  author: Author,
  id: number,
  at: Date,
): Promise<ArticleEditor> {
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, author, id);
    const revision = revisionOf(row);
    let changes: Partial<typeof articles.$inferInsert>;
    if (row.state === 'draft') throw new AppError('ARTICLE_ALREADY_DRAFT');
    if (row.state === 'published' && revision?.status === 'submitted') {
      changes = { pendingRevision: storedRevision({ ...revision, status: 'editing' }) };
    } else if (row.state === 'published') {
      changes = { state: 'draft', pendingRevision: null, ...versionColumns(workingVersionOf(row)) };
    } else {
      changes = { state: 'draft' };
    }
    const [updated] = await tx
      .update(articles)
      .set({ ...changes, updatedAt: at })
      .where(eq(articles.id, row.id))
      .returning();
    return editorViewOf(updated!);
  });
}

/** Public/private and pinned: the author's own choices, in force at once without review. */
export async function updateSettings(
  db: Database,
  author: Author,
  id: number,
  body: ArticleSettingsBody,
  at: Date,
): Promise<ArticleEditor> {
  if (id > MAX_ROW_ID) throw notFound();
  const [row] = await db
    .update(articles)
    .set({
      ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
      ...(body.pinned !== undefined ? { pinned: body.pinned } : {}),
      updatedAt: at,
    })
    .where(ownedBy(author, id))
    .returning();
  if (!row) throw notFound();
  return editorViewOf(row);
}

/** Deletes the author's article in any state; its likes go with it. */
export async function deleteArticle(db: Database, author: Author, id: number): Promise<void> {
  if (id > MAX_ROW_ID) throw notFound();
  const deleted = await db
    .delete(articles)
    .where(ownedBy(author, id))
    .returning({ id: articles.id });
  if (deleted.length === 0) throw notFound();
}
