import { listingTenantOf, recordAudit, scopeOf, type TenantScope } from '../access/index.ts';
import type {
  ArticleChannel,
  ArticleVisibility,
  ModerationItem,
  ModerationPreview,
  ModerationQueueQuery,
} from '@space/contracts/articles';
import { MAX_ROW_ID } from '@space/contracts/limits';
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articleColumns, articles, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../auth/index.ts';
import { authorJoin, urlOf } from './article-rows.ts';
import {
  liveVersionOf,
  revisionOf,
  storedRevision,
  versionColumns,
  type ArticleVersion,
} from './article-version.ts';
import { notify } from '../notifications/index.ts';

/**
 * The moderators' side of article review (decision 031): a queue per brand of new articles
 * and of edits of published ones, a preview of the version under review, approve and reject
 * with a reason. Moderators see the version under review whatever its visibility: a private
 * article can be made public without another review, so it is reviewed like any other.
 * Nobody reviews their own article.
 */

type ArticleRow = typeof articles.$inferSelect;

const waiting = or(
  eq(articles.state, 'review'),
  sql`${articles.pendingRevision} ->> 'status' = 'submitted'`,
)!;

function inScope(scope: TenantScope): SQL | undefined {
  return scope === 'all' ? undefined : eq(articles.tenantId, scope.tenantId);
}

/** The version a moderator judges: the edit of a published article, else the article itself. */
function underReview(row: ArticleRow): { kind: 'new' | 'revision'; version: ArticleVersion } {
  const revision = revisionOf(row);
  return revision?.status === 'submitted' && row.state === 'published'
    ? { kind: 'revision', version: revision }
    : { kind: 'new', version: liveVersionOf(row) };
}

const rowColumns = {
  article: articles,
  authorNickName: users.nickName,
  authorAvatarKey: users.avatarKey,
};

function itemOf(entry: {
  article: ArticleRow;
  authorNickName: string;
  authorAvatarKey: string | null;
}): ModerationItem {
  const { kind, version } = underReview(entry.article);
  return {
    id: entry.article.id,
    kind,
    title: version.title,
    channel: version.channel as ArticleChannel,
    excerpt: version.excerpt,
    visibility: entry.article.visibility as ArticleVisibility,
    author: {
      id: entry.article.authorId,
      nickName: entry.authorNickName,
      avatar: urlOf(entry.authorAvatarKey),
    },
    submittedAt: (entry.article.submittedAt ?? entry.article.updatedAt).toISOString(),
  };
}

/** The brand's queue, oldest submission first. */
export async function listQueue(db: Database, auth: AuthContext, query: ModerationQueueQuery) {
  const tenantId = listingTenantOf(auth, query.tenantId);
  const where = and(eq(articles.tenantId, tenantId), waiting);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(articles)
      .innerJoin(users, authorJoin)
      .where(where)
      .orderBy(asc(articles.submittedAt), asc(articles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return {
    list: rows.map(itemOf),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function waitingEntry(db: Database, auth: AuthContext, id: number) {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  const [entry] = await db
    .select(rowColumns)
    .from(articles)
    .innerJoin(users, authorJoin)
    .where(and(eq(articles.id, id), inScope(scopeOf(auth)), waiting));
  if (!entry) throw new AppError('NOT_FOUND');
  return entry;
}

export async function previewSubmission(
  db: Database,
  auth: AuthContext,
  id: number,
): Promise<ModerationPreview> {
  const entry = await waitingEntry(db, auth, id);
  const { version } = underReview(entry.article);
  const [column] =
    version.columnId === null
      ? []
      : await db
          .select({ id: articleColumns.id, name: articleColumns.name })
          .from(articleColumns)
          .where(
            and(
              eq(articleColumns.id, version.columnId),
              eq(articleColumns.authorId, entry.article.authorId),
            ),
          );
  return {
    ...itemOf(entry),
    html: version.html,
    cover: urlOf(version.coverKey),
    column: column?.name ? { id: column.id, name: column.name } : null,
    readingMinutes: version.readingMinutes,
    deviceFamily: version.deviceFamily,
  };
}

/** Locks an article of the moderator's scope that someone else wrote; 404 / 403 otherwise. */
async function lockForReview(tx: Database, auth: AuthContext, id: number): Promise<ArticleRow> {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  const [row] = await tx
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), inScope(scopeOf(auth))))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.authorId === auth.userId) throw new AppError('FORBIDDEN');
  return row;
}

/** A column named in an edit may have been deleted since: then the article has none. */
async function existingColumn(tx: Database, row: ArticleRow, columnId: number | null) {
  if (columnId === null) return null;
  const [column] = await tx
    .select({ id: articleColumns.id })
    .from(articleColumns)
    .where(and(eq(articleColumns.id, columnId), eq(articleColumns.authorId, row.authorId)));
  return column?.id ?? null;
}

export async function decideSubmission(
  db: Database,
  auth: AuthContext,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  at: Date,
): Promise<{ id: number; state: string }> {
  return db.transaction(async (tx) => {
    const row = await lockForReview(tx, auth, id);
    const revision = revisionOf(row);
    const review = { reviewerId: auth.userId, updatedAt: at };
    let changes: Partial<typeof articles.$inferInsert>;
    if (row.state === 'review') {
      changes = decision.approve
        ? { state: 'published', publishedAt: at, reason: null }
        : { state: 'rejected', reason: decision.reason };
    } else if (row.state === 'published' && revision?.status === 'submitted') {
      if (decision.approve) {
        const columnId = await existingColumn(tx, row, revision.columnId);
        changes = {
          ...versionColumns({ ...revision, columnId }),
          pendingRevision: null,
          reason: null,
        };
      } else {
        changes = {
          pendingRevision: storedRevision({ ...revision, status: 'rejected' }),
          reason: decision.reason,
        };
      }
    } else {
      throw new AppError('ARTICLE_NOT_IN_REVIEW');
    }
    const [updated] = await tx
      .update(articles)
      .set({ ...changes, ...review })
      .where(eq(articles.id, row.id))
      .returning({ id: articles.id, state: articles.state });
    await recordAudit(tx, {
      tenantId: row.tenantId,
      actorId: auth.userId,
      action: decision.approve ? 'article.approve' : 'article.reject',
      targetType: 'article',
      targetId: row.id,
      before: { state: row.state, ...(revision ? { revision: revision.status } : {}) },
      after: {
        state: updated!.state,
        ...(decision.approve ? {} : { reason: decision.reason }),
      },
      at,
    });
    // The author hears of it; the submission (its last change) names the event (decision 066).
    await notify(tx, {
      recipientId: row.authorId,
      kind: decision.approve ? 'articleApproved' : 'articleRejected',
      actorId: null,
      objectType: 'article',
      objectId: row.id,
      eventKey: `article:${row.id}:${row.updatedAt.getTime()}`,
      payload: {
        title: revision?.title ?? row.title,
        ...(decision.approve ? {} : { reason: decision.reason }),
      },
      at,
    });
    return updated!;
  });
}
