import type {
  ArticleChannel,
  ArticleEditor,
  ArticleState,
  ArticleVisibility,
} from '@space/contracts/articles';
import { MAX_ROW_ID } from '@space/contracts/limits';
import type { Database } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownedBy } from './article-rows.ts';
import { coverImageOf, revisionOf, workingVersionOf } from './article-version.ts';

type ArticleRow = typeof articles.$inferSelect;

/** What /publish edits: the working copy with the article's state. */
export function editorViewOf(row: ArticleRow): ArticleEditor {
  const version = workingVersionOf(row);
  return {
    id: row.id,
    state: row.state as ArticleState,
    visibility: row.visibility as ArticleVisibility,
    pinned: row.pinned,
    revision: revisionOf(row)?.status ?? 'none',
    reason: row.reason,
    title: version.title,
    channel: version.channel as ArticleChannel,
    columnId: version.columnId,
    cover: coverImageOf(version),
    content: version.content,
    deviceFamily: version.deviceFamily,
    readingMinutes: version.readingMinutes,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export async function getEditorView(
  db: Database,
  author: { userId: number; tenantId: number },
  id: number,
) {
  if (id > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  const [row] = await db.select().from(articles).where(ownedBy(author, id));
  if (!row) throw new AppError('NOT_FOUND');
  return editorViewOf(row);
}
