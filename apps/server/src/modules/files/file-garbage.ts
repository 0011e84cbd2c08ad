import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { articleFileKeys } from '../articles/index.ts';
import { referencedKeys } from '../videos/index.ts';
import { uploadFileKeys } from '../uploads/index.ts';

/**
 * Files are stored by content hash and shared by every row that holds the same bytes, so a
 * row's deletion cannot delete its file. Instead, files no row names any more are collected
 * (decision 011): avatars, product images and their variants, product version files, video
 * tutorials' files and the segments of their playlists, article covers and images, upload
 * records' avatars and images and product avatars, their packages (decision 026), and brands'
 * logos and login backgrounds (decision 041).
 */
export async function referencedFileKeys(db: Database): Promise<Set<string>> {
  const result = (await db.execute(
    sql`select avatar_key as key from users where avatar_key is not null
        union select file_key from product_images
        union select variant ->> 'fileKey' from product_images
          cross join lateral jsonb_array_elements(variants) as variant
        union select file_key from product_versions where file_key is not null
        union select thumbnail_key from video_tutorials where thumbnail_key is not null
        union select video_key from video_tutorials where video_key is not null
        union select hls_key from video_tutorials where hls_key is not null
        union select caption ->> 'fileKey' from video_tutorials
          cross join lateral jsonb_array_elements(captions) as caption
        union ${articleFileKeys}
        union ${uploadFileKeys}
        union select package_key from upload_records where package_key is not null
        union select image from tenants cross join lateral unnest(array[logo_light_key,
          logo_dark_key, logo_zh_key, login_background_key]) as image where image is not null`,
  )) as { rows: { key: string }[] };
  return new Set(result.rows.map((row) => row.key));
}

/**
 * The keys plus the segments their HLS playlists name: no row holds a segment's key, the
 * playlist file does (decision 034). A playlist that is gone names nothing.
 */
export async function withPlaylistSegments(
  storage: Pick<FileStorage, 'read'>,
  keys: Set<string>,
): Promise<Set<string>> {
  for (const key of [...keys]) {
    if (!key.endsWith('.m3u8')) continue;
    const playlist = await storage.read(key);
    if (!playlist) continue;
    for (const segment of referencedKeys(key, playlist.toString('utf8'))) keys.add(segment);
  }
  return keys;
}

export interface GarbageReport {
  scanned: number;
  removed: number;
  removedBytes: number;
  /** Unreferenced, but written within the grace period: perhaps an upload still in flight. */
  kept: number;
}

/**
 * Removes the stored files no row references that were last written before `writtenBefore`.
 * The grace period covers an upload between storing its file and committing its row (and a
 * re-upload of the same bytes, which rewrites the file and so renews it).
 */
export async function collectFileGarbage(
  db: Database,
  storage: FileStorage,
  options: { writtenBefore: Date; dryRun?: boolean },
): Promise<GarbageReport> {
  const referenced = await withPlaylistSegments(storage, await referencedFileKeys(db));
  const report: GarbageReport = { scanned: 0, removed: 0, removedBytes: 0, kept: 0 };
  for await (const file of storage.list()) {
    report.scanned += 1;
    if (referenced.has(file.key)) continue;
    if (file.modifiedAt >= options.writtenBefore.getTime()) {
      report.kept += 1;
      continue;
    }
    if (!options.dryRun) await storage.remove(file.key);
    report.removed += 1;
    report.removedBytes += file.bytes;
  }
  return report;
}
