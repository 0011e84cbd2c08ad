import { pickTranslation, type Locale, type Translations } from '@space/contracts/locales';
import type { ArticleChannel, ArticleSummary } from '@space/contracts/articles';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { articleColumns, articles, users, type ImageVariant } from '../../db/schema.ts';
import { FileStorage } from '../../lib/file-storage.ts';
import { toImageVariants } from '../products/index.ts';

/** Who reads: their brand, their user id when logged in, their language (decision 035). */
export interface ArticleViewer {
  tenantId: number;
  userId: number | null;
  locale: Locale;
}

/**
 * Published and public, in the viewer's brand: the one rule of every path that shows an
 * article to someone other than its author (feeds, author pages, related, likes, counts).
 * Drafts, articles in review, rejected and private ones never match (decision 031).
 */
export function publiclyVisible(tenantId: number): SQL {
  return and(
    eq(articles.tenantId, tenantId),
    eq(articles.state, 'published'),
    eq(articles.visibility, 'public'),
  )!;
}

/** What a viewer may open: the public articles of their brand, and every one of their own. */
export function readableBy(viewer: Pick<ArticleViewer, 'tenantId' | 'userId'>): SQL {
  if (viewer.userId === null) return publiclyVisible(viewer.tenantId);
  return or(
    publiclyVisible(viewer.tenantId),
    and(eq(articles.tenantId, viewer.tenantId), eq(articles.authorId, viewer.userId)),
  )!;
}

/** An article's own row, by its author: the scope of every write of the author's. */
export function ownedBy(author: { userId: number; tenantId: number }, id: number): SQL {
  return and(
    eq(articles.id, id),
    eq(articles.authorId, author.userId),
    eq(articles.tenantId, author.tenantId),
  )!;
}

/** A summary's columns, read through `summaryFrom` (author joined, column left-joined). */
export const summaryColumns = {
  id: articles.id,
  title: articles.title,
  titleTranslations: articles.titleTranslations,
  channel: articles.channel,
  columnId: articleColumns.id,
  columnName: articleColumns.name,
  coverKey: articles.coverKey,
  coverVariants: articles.coverVariants,
  excerpt: articles.excerpt,
  readingMinutes: articles.readingMinutes,
  deviceFamily: articles.deviceFamily,
  likeCount: articles.likeCount,
  pinned: articles.pinned,
  publishedAt: articles.publishedAt,
  authorId: users.id,
  authorNickName: users.nickName,
  authorAvatarKey: users.avatarKey,
};

export const authorJoin = eq(users.id, articles.authorId);
export const columnJoin = eq(articleColumns.id, articles.columnId);

export interface SummaryRow {
  id: number;
  title: string;
  titleTranslations: Translations;
  channel: string;
  columnId: number | null;
  columnName: string | null;
  coverKey: string | null;
  coverVariants: ImageVariant[];
  excerpt: string;
  readingMinutes: number;
  deviceFamily: string | null;
  likeCount: number;
  pinned: boolean;
  publishedAt: Date | null;
  authorId: number;
  authorNickName: string;
  authorAvatarKey: string | null;
}

export function urlOf(key: string | null): string | null {
  return key === null ? null : FileStorage.publicUrl(key);
}

/** An article row as the summary the API lists, its title in the reader's language. */
export function toArticleSummary(row: SummaryRow, locale: Locale): ArticleSummary {
  return {
    id: row.id,
    title: pickTranslation(row.title, row.titleTranslations, locale),
    channel: row.channel as ArticleChannel,
    column:
      row.columnId !== null && row.columnName !== null
        ? { id: row.columnId, name: row.columnName }
        : null,
    cover: urlOf(row.coverKey),
    coverVariants: toImageVariants(row.coverVariants),
    excerpt: row.excerpt,
    readingMinutes: row.readingMinutes,
    deviceFamily: row.deviceFamily,
    author: {
      id: row.authorId,
      nickName: row.authorNickName,
      avatar: urlOf(row.authorAvatarKey),
    },
    likeCount: row.likeCount,
    pinned: row.pinned,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
