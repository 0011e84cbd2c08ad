import { and, eq, isNull } from 'drizzle-orm';
import type { VideoObject, WithContext } from 'schema-dts';
import { videoTutorials } from '../../../db/schema.ts';
import { FileStorage } from '../../../lib/file-storage.ts';
import { ogImageUrl } from '../og-images.ts';
import type { HeadContext, PageHead, PageStatus } from '../head-types.ts';
import { describe } from '../head-text.ts';
import { crumbOf, headOf, linkOf } from './head-parts.ts';

/** A duration in ISO 8601 (`PT1H2M3S`), as schema.org's `duration` wants it. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h > 0 ? `${h}H` : ''}${m > 0 ? `${m}M` : ''}${s > 0 || seconds === 0 ? `${s}S` : ''}`;
}

/** A tutorial's player page: any brand's visitor may watch it unless it is hidden (404). */
export async function videoHead(ctx: HeadContext, id: number): Promise<PageHead | PageStatus> {
  const [row] = await ctx.app.db
    .select({
      title: videoTutorials.title,
      description: videoTutorials.description,
      durationSeconds: videoTutorials.durationSeconds,
      thumbnailKey: videoTutorials.thumbnailKey,
      videoKey: videoTutorials.videoKey,
      createdAt: videoTutorials.createdAt,
    })
    .from(videoTutorials)
    .where(and(eq(videoTutorials.id, id), isNull(videoTutorials.hiddenAt)));
  if (!row) return 404;

  const name = (row.title[ctx.lang] || row.title.en).trim();
  const description = describe(row.description[ctx.lang] || row.description.en, name);
  const url = linkOf(ctx, '/videoPlayer', [['id', String(id)]]);
  const card = ogImageUrl(ctx.base, 'video', id, row.thumbnailKey);
  const video: WithContext<VideoObject> = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name,
    description,
    thumbnailUrl: [
      card,
      ...(row.thumbnailKey === null
        ? []
        : [`${ctx.base}${FileStorage.publicUrl(row.thumbnailKey)}`]),
    ],
    uploadDate: row.createdAt.toISOString(),
    duration: isoDuration(row.durationSeconds),
    ...(row.videoKey === null
      ? {}
      : { contentUrl: `${ctx.base}${FileStorage.publicUrl(row.videoKey)}` }),
    url,
    inLanguage: ctx.lang,
  };
  return headOf(ctx, {
    path: '/videoPlayer',
    params: [['id', String(id)]],
    name,
    description,
    ogType: 'video.other',
    image: { url: card, alt: name },
    trail: [crumbOf(ctx, 'videoTutorial', '/videoTutorial')],
    jsonLd: [video],
  });
}
