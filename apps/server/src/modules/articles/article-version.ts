import {
  readingMinutes,
  type ArticleDraftBody,
  type ArticleImage,
  type ArticleRevisionState,
} from '@space/contracts/articles';
import type { Locale } from '@space/contracts/locales';
import { VALIDATION_MESSAGES } from '@space/contracts/validation-messages';
import type { articles, ImageVariant } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { FileStorage } from '../../lib/file-storage.ts';
import type { ArticleDocument } from './article-content.ts';
import { hasSubstance, plainTextOf, productCardIds, withoutCards } from './article-derived.ts';
import { renderArticleHtml } from './article-html.ts';

/**
 * The fields of an article that go through review (decision 031). The live version is the
 * row's own columns; an edit of a published article is a whole version kept in
 * `pending_revision` with its review status, until a moderator approves or rejects it.
 */
export interface ArticleVersion {
  title: string;
  channel: string;
  columnId: number | null;
  coverKey: string | null;
  /** Every rendition of the cover, smallest first; the last is `coverKey` itself. */
  coverVariants: ImageVariant[];
  content: ArticleDocument;
  html: string;
  excerpt: string;
  readingMinutes: number;
  productIds: number[];
  deviceFamily: string | null;
}

export type RevisionStatus = Exclude<ArticleRevisionState, 'none'>;
export interface PendingRevision extends ArticleVersion {
  status: RevisionStatus;
}

type ArticleRow = typeof articles.$inferSelect;

const EXCERPT_MAX = 200;

export function liveVersionOf(row: ArticleRow): ArticleVersion {
  return {
    title: row.title,
    channel: row.channel,
    columnId: row.columnId,
    coverKey: row.coverKey,
    coverVariants: row.coverVariants,
    // Stored normalised (only this module writes it).
    content: row.content as unknown as ArticleDocument,
    html: row.html,
    excerpt: row.excerpt,
    readingMinutes: row.readingMinutes,
    productIds: row.productIds,
    deviceFamily: row.deviceFamily,
  };
}

export function revisionOf(row: ArticleRow): PendingRevision | null {
  return (row.pendingRevision as PendingRevision | null) ?? null;
}

/** A pending revision as the jsonb column stores it. */
export function storedRevision(revision: PendingRevision): Record<string, unknown> {
  return revision as unknown as Record<string, unknown>;
}

/** The version the author edits: the pending revision of a published article, else the live one. */
export function workingVersionOf(row: ArticleRow): ArticleVersion {
  return revisionOf(row) ?? liveVersionOf(row);
}

/** The row's columns a version sets. */
export function versionColumns(version: ArticleVersion) {
  return {
    title: version.title,
    channel: version.channel,
    columnId: version.columnId,
    coverKey: version.coverKey,
    coverVariants: version.coverVariants,
    content: version.content as unknown as Record<string, unknown>,
    html: version.html,
    excerpt: version.excerpt,
    readingMinutes: version.readingMinutes,
    productIds: version.productIds,
    deviceFamily: version.deviceFamily,
  };
}

/** Where an uploaded article image is stored: `/files/articles/<2 hex>/<32 hex>.webp`. */
const UPLOADED_IMAGE = /^\/files\/(articles\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp)$/;

function keyOfUpload(url: string): string {
  const match = UPLOADED_IMAGE.exec(url);
  if (!match) throw new AppError('ARTICLE_IMAGE_INVALID');
  return match[1]!;
}

/** A cover as the client sends it back (what the upload answered), as stored columns. */
export function coverColumns(
  cover: ArticleImage | null,
): Pick<ArticleVersion, 'coverKey' | 'coverVariants'> {
  if (cover === null) return { coverKey: null, coverVariants: [] };
  const main: ImageVariant = {
    fileKey: keyOfUpload(cover.url),
    width: cover.width,
    height: cover.height,
    format: 'image/webp',
  };
  const smaller = cover.variants.map((variant) => ({
    fileKey: keyOfUpload(variant.url),
    width: variant.width,
    height: variant.height,
    format: 'image/webp',
  }));
  return { coverKey: main.fileKey, coverVariants: [...smaller, main] };
}

/** The stored cover as the editor gets it back. */
export function coverImageOf(version: ArticleVersion): ArticleImage | null {
  if (version.coverKey === null) return null;
  const renditions = version.coverVariants;
  const main = renditions.at(-1);
  const toImage = (variant: ImageVariant) => ({
    url: FileStorage.publicUrl(variant.fileKey),
    width: variant.width,
    height: variant.height,
    type: variant.format,
  });
  return {
    url: FileStorage.publicUrl(version.coverKey),
    width: main?.width ?? 1,
    height: main?.height ?? 1,
    variants: renditions.slice(0, -1).map(toImage),
  };
}

/** The content's derived fields: HTML, excerpt, reading time, embedded products. */
export function withContent(
  version: ArticleVersion,
  content: ArticleDocument,
  visibleProducts: Set<number>,
): ArticleVersion {
  const kept = withoutCards(content, visibleProducts);
  const text = plainTextOf(kept);
  return {
    ...version,
    content: kept,
    html: renderArticleHtml(kept),
    excerpt: text.replace(/\s+/g, ' ').trim().slice(0, EXCERPT_MAX),
    readingMinutes: readingMinutes(text),
    productIds: productCardIds(kept),
  };
}

/** The version with the body's fields applied (content handled by `withContent`). */
export function withFields(version: ArticleVersion, body: ArticleDraftBody): ArticleVersion {
  return {
    ...version,
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.channel !== undefined ? { channel: body.channel } : {}),
    ...(body.columnId !== undefined ? { columnId: body.columnId } : {}),
    ...(body.cover !== undefined ? coverColumns(body.cover) : {}),
    ...(body.deviceFamily !== undefined ? { deviceFamily: body.deviceFamily } : {}),
  };
}

export const EMPTY_VERSION: ArticleVersion = {
  title: '',
  channel: 'news',
  columnId: null,
  coverKey: null,
  coverVariants: [],
  content: { type: 'doc', content: [] },
  html: '',
  excerpt: '',
  readingMinutes: 1,
  productIds: [],
  deviceFamily: null,
};

/** Submitting needs a title and some content: ARTICLE_INCOMPLETE naming what is missing. */
export function assertComplete(version: ArticleVersion, locale: Locale): void {
  const fields: { path: string; message: string }[] = [];
  if (!version.title.trim()) {
    fields.push({ path: 'title', message: VALIDATION_MESSAGES.required[locale] });
  }
  if (!hasSubstance(version.content)) {
    fields.push({ path: 'content', message: VALIDATION_MESSAGES.required[locale] });
  }
  if (fields.length) throw new AppError('ARTICLE_INCOMPLETE', undefined, { fields });
}
