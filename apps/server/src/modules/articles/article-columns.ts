import type { ArticleColumn, ArticleColumns } from '@space/contracts/articles';
import { LIMITS, MAX_ROW_ID } from '@space/contracts/limits';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articleColumns, articles, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { Author } from './articles.service.ts';

/**
 * An author's columns (spec §3 "Column: article category"; §5 "max 20 article columns; a
 * pending added column must be completed or cancelled first"). Adding is two steps: a
 * pending column (no name yet) is created, then completed with a name or cancelled. The
 * rules (decision 031): the pending one counts towards the 20; while one is pending, adding
 * another is refused (ARTICLE_COLUMN_PENDING) — checked first, as it is what the author can
 * act on; with 20 columns, adding is refused (ARTICLE_COLUMNS_FULL). The partial unique index
 * `article_columns_one_pending_key` keeps "one pending" under any concurrency, and the
 * author's user row is locked while the count is checked, so 20 can never become 21.
 */

function mine(author: Author) {
  return and(
    eq(articleColumns.authorId, author.userId),
    eq(articleColumns.tenantId, author.tenantId),
  );
}

export async function listColumns(db: Database, author: Author): Promise<ArticleColumns> {
  const rows = await db
    .select({
      id: articleColumns.id,
      name: articleColumns.name,
      articleCount: sql<number>`count(${articles.id})::int`,
    })
    .from(articleColumns)
    .leftJoin(articles, eq(articles.columnId, articleColumns.id))
    .where(mine(author))
    .groupBy(articleColumns.id)
    // The pending column last, where the form adds it.
    .orderBy(
      sql`${articleColumns.name} is null`,
      asc(articleColumns.position),
      asc(articleColumns.id),
    );
  return { list: rows, max: LIMITS.articleColumnsMax };
}

/** Serialises the author's column changes: the count and name checks below hold until commit. */
async function lockAuthor(tx: Database, author: Author): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, author.userId)).for('update');
}

/** Step one of adding a column: a pending one, without a name. */
export async function addPendingColumn(
  db: Database,
  author: Author,
  at: Date,
): Promise<ArticleColumn> {
  try {
    return await db.transaction(async (tx) => {
      await lockAuthor(tx, author);
      const [pending] = await tx
        .select({ id: articleColumns.id })
        .from(articleColumns)
        .where(and(mine(author), isNull(articleColumns.name)));
      if (pending) throw new AppError('ARTICLE_COLUMN_PENDING');
      const [tally] = await tx
        .select({
          n: count(),
          last: sql<number>`coalesce(max(${articleColumns.position}), 0)::int`,
        })
        .from(articleColumns)
        .where(mine(author));
      if ((tally?.n ?? 0) >= LIMITS.articleColumnsMax) throw new AppError('ARTICLE_COLUMNS_FULL');
      const [row] = await tx
        .insert(articleColumns)
        .values({
          tenantId: author.tenantId,
          authorId: author.userId,
          name: null,
          position: (tally?.last ?? 0) + 1,
          createdAt: at,
        })
        .returning({ id: articleColumns.id, name: articleColumns.name });
      return { ...row!, articleCount: 0 };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'article_columns_one_pending_key') {
      throw new AppError('ARTICLE_COLUMN_PENDING');
    }
    throw error;
  }
}

/** Step two: names the pending column (or renames a column); names are unique per author. */
export async function nameColumn(
  db: Database,
  author: Author,
  id: number,
  name: string,
): Promise<ArticleColumn> {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    await lockAuthor(tx, author);
    const [taken] = await tx
      .select({ id: articleColumns.id })
      .from(articleColumns)
      .where(
        and(
          mine(author),
          ne(articleColumns.id, id),
          sql`lower(${articleColumns.name}) = lower(${name})`,
        ),
      );
    const [row] = await tx
      .update(articleColumns)
      .set({ name })
      .where(and(mine(author), eq(articleColumns.id, id)))
      .returning({ id: articleColumns.id, name: articleColumns.name });
    if (!row) throw new AppError('NOT_FOUND');
    if (taken) throw new AppError('ARTICLE_COLUMN_NAME_TAKEN');
    const [used] = await tx.select({ n: count() }).from(articles).where(eq(articles.columnId, id));
    return { ...row, articleCount: used?.n ?? 0 };
  });
}

/**
 * Cancels the pending column, or deletes a column; its articles stay, without a column
 * (the foreign key sets it null; an edit waiting in review drops it when approved).
 */
export async function deleteColumn(db: Database, author: Author, id: number): Promise<void> {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  const deleted = await db
    .delete(articleColumns)
    .where(and(mine(author), eq(articleColumns.id, id)))
    .returning({ id: articleColumns.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}
