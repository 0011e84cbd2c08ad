import { MAX_ROW_ID } from '@space/contracts/limits';
import { DEVICE_FAMILIES } from '@space/contracts/catalog';
import type { AuthorProfile } from '@space/contracts/authors';
import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles, products, users } from '../../db/schema.ts';
import { FileStorage } from '../../lib/file-storage.ts';
import { publiclyVisible } from '../articles/index.ts';
import { productRatingOf, type Viewer, visibleTo } from '../products/index.ts';

const FAMILY_ORDER = new Map<string, number>(DEVICE_FAMILIES.map((f, index) => [f.code, index]));

/**
 * The statement behind an author profile, unexecuted (for plan checks): the user joined with
 * the products the viewer may see, folded into one row. The 404 rule of decision 012, widened
 * by decision 031: a user with neither a visible product nor a published public article in
 * the viewer's brand has no row.
 */
export function authorProfileQuery(db: Database, id: number, viewer: Pick<Viewer, 'tenantId'>) {
  return db
    .select({
      id: users.id,
      nickName: users.nickName,
      avatarKey: users.avatarKey,
      note: users.note,
      createdAt: users.createdAt,
      followerCount: users.followerCount,
      followingCount: users.followingCount,
      productCount: sql<number>`count(${products.id})::int`,
      // bigint: the sums of many int columns may pass 2^31; the driver returns them as text.
      likeCount: sql<string>`coalesce(sum(${products.likeCount}), 0)::bigint`,
      downloadCount: sql<string>`coalesce(sum(${products.downloadCount}), 0)::bigint`,
      ratingCount: sql<string>`coalesce(sum(${products.ratingCount}), 0)::bigint`,
      ratingSum: sql<string>`coalesce(sum(${products.ratingSum}), 0)::bigint`,
      deviceFamilies: sql<
        string[]
      >`coalesce(array_agg(distinct ${products.deviceFamily}) filter (where ${products.id} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(products, and(eq(products.authorId, users.id), visibleTo(viewer.tenantId)))
    .where(and(eq(users.id, id), eq(users.deleted, false)))
    .groupBy(users.id)
    .having(
      or(
        sql`count(${products.id}) > 0`,
        exists(
          db
            .select({ one: sql`1` })
            .from(articles)
            .where(and(eq(articles.authorId, users.id), publiclyVisible(viewer.tenantId))),
        ),
      ),
    );
}

/** The public profile of an author with a product or a public article the viewer may see, or null. */
export async function getAuthorProfile(
  db: Database,
  id: number,
  viewer: Pick<Viewer, 'tenantId'>,
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
    followerCount: row.followerCount,
    followingCount: row.followingCount,
    stats: {
      productCount: row.productCount,
      likeCount: Number(row.likeCount),
      downloadCount: Number(row.downloadCount),
      rating: productRatingOf(Number(row.ratingSum), Number(row.ratingCount)),
      deviceFamilies: [...row.deviceFamilies].sort(
        (a, b) => (FAMILY_ORDER.get(a) ?? Infinity) - (FAMILY_ORDER.get(b) ?? Infinity),
      ),
    },
  };
}
