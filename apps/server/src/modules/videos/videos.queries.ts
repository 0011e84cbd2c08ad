import type { VideoListQuery } from '@space/contracts/videos';
import { and, asc, count, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videoProgress, videoTutorials } from '../../db/schema.ts';

/**
 * Tutorials are shared by every brand (like the catalogue's reference data), so only a
 * user's progress is scoped, by that user, in each query that touches it.
 */
export type VideoRow = typeof videoTutorials.$inferSelect;

/** The list's order: position, then id. `next` follows the same order. */
export const LIST_ORDER = [asc(videoTutorials.position), asc(videoTutorials.id)];

/** What viewers see: a tutorial an administrator hid is in no list, player or "next". */
const visible = isNull(videoTutorials.hiddenAt);

function listFilter(query: Pick<VideoListQuery, 'deviceFamily' | 'topic'>): SQL | undefined {
  return and(
    visible,
    query.deviceFamily ? eq(videoTutorials.deviceFamily, query.deviceFamily) : undefined,
    query.topic ? eq(videoTutorials.topic, query.topic) : undefined,
  );
}

export async function listVideoRows(
  db: Database,
  query: VideoListQuery,
): Promise<{ rows: VideoRow[]; total: number }> {
  const where = listFilter(query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(videoTutorials)
      .where(where)
      .orderBy(...LIST_ORDER)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(videoTutorials).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** A tutorial viewers may see, by id; a hidden one is not found. */
export async function videoRowById(db: Database, id: number): Promise<VideoRow | null> {
  const [row] = await db
    .select()
    .from(videoTutorials)
    .where(and(eq(videoTutorials.id, id), visible));
  return row ?? null;
}

/** The tutorial after `row` in the list's order, or null after the last one. */
export async function nextVideoRow(db: Database, row: VideoRow): Promise<VideoRow | null> {
  const [next] = await db
    .select()
    .from(videoTutorials)
    .where(
      and(
        visible,
        or(
          gt(videoTutorials.position, row.position),
          and(eq(videoTutorials.position, row.position), gt(videoTutorials.id, row.id)),
        ),
      ),
    )
    .orderBy(...LIST_ORDER)
    .limit(1);
  return next ?? null;
}

export async function progressRow(
  db: Database,
  userId: number,
  videoId: number,
): Promise<{ positionSeconds: number; updatedAt: Date } | null> {
  const [row] = await db
    .select({ positionSeconds: videoProgress.positionSeconds, updatedAt: videoProgress.updatedAt })
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)));
  return row ?? null;
}

/** Saves the user's position: one row per user and tutorial, the last write wins. */
export async function upsertProgress(
  db: Database,
  userId: number,
  videoId: number,
  positionSeconds: number,
  at: Date,
): Promise<{ positionSeconds: number; updatedAt: Date }> {
  const [row] = await db
    .insert(videoProgress)
    .values({ userId, videoId, positionSeconds, updatedAt: at })
    .onConflictDoUpdate({
      target: [videoProgress.userId, videoProgress.videoId],
      set: { positionSeconds, updatedAt: at },
    })
    .returning({
      positionSeconds: videoProgress.positionSeconds,
      updatedAt: videoProgress.updatedAt,
    });
  return row!;
}
