import { MAX_ROW_ID } from '@space/contracts/limits';
import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import type { AuthorProfile } from '@space/contracts/authors';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { FileStorage } from '../../lib/file-storage.ts';
import { visibleTo } from '../products/product-rows.ts';
import type { Viewer } from '../products/products.queries.ts';

const FAMILY_ORDER = new Map<string, number>(DEVICE_FAMILIES.map((f, index) => [f.code, index]));

/**
 * The statement behind an author profile, unexecuted (for plan checks): the user joined with
 * the products the viewer may see, folded into one row. The inner join is the 404 rule of
 * decision 012: a user without a visible product has no row.
 */
export function authorProfileQuery(db: Database, id: number, viewer: Viewer) {
  return db
    .select({
      id: users.id,
      nickName: users.nickName,
      avatarKey: users.avatarKey,
      note: users.note,
      createdAt: users.createdAt,
      productCount: sql<number>`count(*)::int`,
      // bigint: the sums of many int columns may pass 2^31; the driver returns them as text.
      likeCount: sql<string>`sum(${products.likeCount})::bigint`,
      downloadCount: sql<string>`sum(${products.downloadCount})::bigint`,
      deviceFamilies: sql<string[]>`array_agg(distinct ${products.deviceFamily})`,
    })
    .from(users)
    .innerJoin(products, eq(products.authorId, users.id))
    .where(and(eq(users.id, id), eq(users.deleted, false), visibleTo(viewer.tenantId)))
    .groupBy(users.id);
}

/** The public profile of a creator with a product the viewer may see, or null. */
export async function getAuthorProfile(
  db: Database,
  id: number,
  viewer: Viewer,
): Promise<AuthorProfile | null> {
  if (id > MAX_ROW_ID) return null;
  const [row] = await authorProfileQuery(db, id, viewer);
  if (!row) return null;
  return {
    id: row.id,
    nickName: row.nickName,
    avatar: row.avatarKey === null ? null : FileStorage.publicUrl(row.avatarKey),
    signature: row.note,
    memberSince: row.createdAt.toISOString(),
    stats: {
      productCount: row.productCount,
      likeCount: Number(row.likeCount),
      downloadCount: Number(row.downloadCount),
      deviceFamilies: [...row.deviceFamilies].sort(
        (a, b) => (FAMILY_ORDER.get(a) ?? Infinity) - (FAMILY_ORDER.get(b) ?? Infinity),
      ),
    },
  };
}
