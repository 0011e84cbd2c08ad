import { randomBytes } from 'node:crypto';
import type {
  AdminVideo,
  AdminVideoCreateMeta,
  AdminVideoUpdateBody,
} from '@space/contracts/admin-videos';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videoTutorials } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { FileStorage } from '../../lib/file-storage.ts';
import type { ObjectStorage } from '../../lib/object-storage.ts';
import { referencedFileKeys, withPlaylistSegments } from '../files/index.ts';
import { LIST_ORDER, referencedKeys, type VideoRow } from '../videos/index.ts';
import { changedFields, recordAudit } from '../access/index.ts';

/**
 * Video tutorials as the console manages them (decision 042). Tutorials are shared by every
 * brand, so their audit entries go to the default brand's log, the platform's own.
 */
const AUDIT_TENANT = DEFAULT_TENANT_ID;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

function url(key: string | null): string | null {
  return key ? FileStorage.publicUrl(key) : null;
}

export function toAdminVideo(row: VideoRow): AdminVideo {
  return {
    id: row.id,
    slug: row.slug,
    deviceFamily: row.deviceFamily,
    topic: row.topic,
    title: row.title,
    description: row.description,
    durationSeconds: row.durationSeconds,
    thumbnailUrl: url(row.thumbnailKey),
    sources: { hls: url(row.hlsKey), mp4: url(row.videoKey) },
    captions: row.captions.map((caption) => caption.lang),
    position: row.position,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAdminVideos(db: Pick<Database, 'select'>): Promise<AdminVideo[]> {
  const rows = await db
    .select()
    .from(videoTutorials)
    .orderBy(...LIST_ORDER);
  return rows.map(toAdminVideo);
}

async function lockVideo(tx: Transaction, id: number): Promise<VideoRow> {
  const [row] = await tx
    .select()
    .from(videoTutorials)
    .where(eq(videoTutorials.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** What an edit may change, as the audit log records it. */
function editable(row: VideoRow) {
  return {
    title: row.title,
    description: row.description,
    deviceFamily: row.deviceFamily,
    topic: row.topic,
    hidden: row.hiddenAt !== null,
  };
}

export async function updateAdminVideo(
  db: Database,
  actorId: number,
  id: number,
  body: AdminVideoUpdateBody,
  at: Date,
): Promise<AdminVideo> {
  return db.transaction(async (tx) => {
    const before = await lockVideo(tx, id);
    const set = {
      ...(body.title === undefined ? {} : { title: body.title }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.deviceFamily === undefined ? {} : { deviceFamily: body.deviceFamily }),
      ...(body.topic === undefined ? {} : { topic: body.topic }),
      // Hiding twice keeps the first time it was hidden.
      ...(body.hidden === undefined
        ? {}
        : { hiddenAt: body.hidden ? (before.hiddenAt ?? at) : null }),
    };
    const [after] = await tx
      .update(videoTutorials)
      .set(set)
      .where(eq(videoTutorials.id, id))
      .returning();
    await recordAudit(tx, {
      tenantId: AUDIT_TENANT,
      actorId,
      action: 'video.update',
      targetType: 'video',
      targetId: id,
      ...changedFields(editable(before), editable(after!)),
      at,
    });
    return toAdminVideo(after!);
  });
}

/**
 * Puts the tutorials in the order of `ids`, which must name every tutorial once: a list that
 * changed since the console read it (one added or deleted meanwhile) is refused (409).
 */
export async function reorderAdminVideos(
  db: Database,
  actorId: number,
  ids: number[],
  at: Date,
): Promise<AdminVideo[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(videoTutorials)
      .orderBy(...LIST_ORDER)
      .for('update');
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError('CONFLICT');
    }
    const positionOf = new Map(rows.map((row) => [row.id, row.position]));
    for (const [position, id] of ids.entries()) {
      if (positionOf.get(id) === position) continue;
      await tx.update(videoTutorials).set({ position }).where(eq(videoTutorials.id, id));
    }
    await recordAudit(tx, {
      tenantId: AUDIT_TENANT,
      actorId,
      action: 'video.reorder',
      targetType: 'video',
      targetId: 'order',
      before: { ids: rows.map((row) => row.id) },
      after: { ids },
      at,
    });
    return listAdminVideos(tx);
  });
}

/** `how-to-pair` from an English title; a number follows when that slug is taken. */
function slugOf(title: string): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || 'tutorial';
}

async function freeSlug(tx: Transaction, title: string): Promise<string> {
  const base = slugOf(title);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const [taken] = await tx
      .select({ id: videoTutorials.id })
      .from(videoTutorials)
      .where(eq(videoTutorials.slug, slug));
    if (!taken) return slug;
  }
  throw new AppError('CONFLICT');
}

export interface StoredTutorialFiles {
  thumbnailKey: string;
  videoKey: string;
  hlsKey: string | null;
  durationSeconds: number;
}

/**
 * The row of an uploaded tutorial, last in the list and hidden until an administrator shows
 * it (decision 042), with its audit entry in the same transaction.
 */
export async function insertUploadedVideo(
  db: Database,
  actorId: number,
  meta: AdminVideoCreateMeta,
  files: StoredTutorialFiles,
  at: Date,
): Promise<AdminVideo> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ value: max(videoTutorials.position) }).from(videoTutorials);
    const [row] = await tx
      .insert(videoTutorials)
      .values({
        slug: await freeSlug(tx, meta.title.en),
        deviceFamily: meta.deviceFamily,
        topic: meta.topic,
        title: meta.title,
        description: meta.description,
        ...files,
        captions: [],
        position: (last?.value ?? -1) + 1,
        createdAt: at,
        hiddenAt: at,
      })
      .returning();
    const created = toAdminVideo(row!);
    await recordAudit(tx, {
      tenantId: AUDIT_TENANT,
      actorId,
      action: 'video.create',
      targetType: 'video',
      targetId: row!.id,
      after: { slug: created.slug, ...editable(row!), ...files },
      at,
    });
    return created;
  });
}

/** The storage keys of a tutorial: its row's and the segments its playlist names. */
async function filesOf(row: VideoRow, files: FileStorage): Promise<string[]> {
  const keys = [row.thumbnailKey, row.videoKey, row.hlsKey, ...row.captions.map((c) => c.fileKey)];
  const own = keys.filter((key): key is string => key !== null);
  const playlist = row.hlsKey ? await files.read(row.hlsKey) : null;
  if (row.hlsKey && playlist) own.push(...referencedKeys(row.hlsKey, playlist.toString('utf8')));
  return own;
}

/**
 * Deletes a tutorial (viewers' positions go with it, by cascade), then its files. Files are
 * named by content in places (the seed's), so one another row still names is kept.
 */
export async function deleteAdminVideo(
  db: Database,
  storage: ObjectStorage,
  files: FileStorage,
  actorId: number,
  id: number,
  at: Date,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const before = await lockVideo(tx, id);
    await tx.delete(videoTutorials).where(eq(videoTutorials.id, id));
    await recordAudit(tx, {
      tenantId: AUDIT_TENANT,
      actorId,
      action: 'video.delete',
      targetType: 'video',
      targetId: id,
      before: { slug: before.slug, ...editable(before), videoKey: before.videoKey },
      at,
    });
    return before;
  });
  const keys = await filesOf(deleted, files);
  const stillNamed = await withPlaylistSegments(files, await referencedFileKeys(db));
  await Promise.all(keys.filter((key) => !stillNamed.has(key)).map((key) => storage.remove(key)));
}
