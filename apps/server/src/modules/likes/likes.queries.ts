import type { Locale } from '@space/contracts/locales';
import type { LikedProduct, LikeHistoryQuery, LikeState } from '@space/contracts/likes';
import { and, count, desc, eq, exists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productImages, productLikes, products, users } from '../../db/schema.ts';
import {
  isCover,
  summaryWithCoverColumns,
  toProductSummary,
  visibleTo,
} from '../products/index.ts';

/** A liker: the user and the tenant the user belongs to. */
export interface Liker {
  userId: number;
  tenantId: number;
}

/** The like count of a product the tenant's users may see, or null when they may not. */
export async function visibleLikeCount(
  db: Database,
  productId: number,
  tenantId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ likeCount: products.likeCount })
    .from(products)
    .where(and(eq(products.id, productId), visibleTo(tenantId)));
  return row?.likeCount ?? null;
}

/** Records the like; false when the user already liked the product. */
export async function insertLike(
  db: Database,
  liker: Liker,
  productId: number,
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(productLikes)
    .values({ userId: liker.userId, tenantId: liker.tenantId, productId, createdAt: at })
    .onConflictDoNothing()
    .returning({ productId: productLikes.productId });
  return inserted.length > 0;
}

/** Removes the like; false when there was none. */
export async function deleteLike(db: Database, liker: Liker, productId: number): Promise<boolean> {
  const deleted = await db
    .delete(productLikes)
    .where(
      and(
        eq(productLikes.userId, liker.userId),
        eq(productLikes.tenantId, liker.tenantId),
        eq(productLikes.productId, productId),
      ),
    )
    .returning({ productId: productLikes.productId });
  return deleted.length > 0;
}

/** Moves products.like_count by one, relative to the stored value, and returns the new count. */
export async function changeLikeCount(
  db: Database,
  productId: number,
  delta: 1 | -1,
): Promise<number> {
  const [row] = await db
    .update(products)
    .set({ likeCount: sql`${products.likeCount} + ${delta}` })
    .where(eq(products.id, productId))
    .returning({ likeCount: products.likeCount });
  if (!row) throw new Error(`product ${productId} disappeared while its like count changed`);
  return row.likeCount;
}

/** The viewer's like state of a visible product (a visitor never likes), or null. */
export async function likeStateOf(
  db: Database,
  productId: number,
  viewer: { tenantId: number; userId: number | null },
): Promise<LikeState | null> {
  const likedByViewer =
    viewer.userId === null
      ? sql<boolean>`false`
      : exists(
          db
            .select({ one: sql`1` })
            .from(productLikes)
            .where(
              and(eq(productLikes.userId, viewer.userId), eq(productLikes.productId, productId)),
            ),
        );
  const [row] = await db
    .select({ likeCount: products.likeCount, liked: sql<boolean>`${likedByViewer}` })
    .from(products)
    .where(and(eq(products.id, productId), visibleTo(viewer.tenantId)));
  return row ? { liked: Boolean(row.liked), likeCount: row.likeCount } : null;
}

export interface LikedProductPage {
  list: LikedProduct[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The user's like history, newest like first (ties on product id), as product summaries.
 * Products the user can no longer see (delisted, or restricted to other tenants) are left out.
 */
export async function listLikedProducts(
  db: Database,
  liker: Liker,
  query: LikeHistoryQuery,
  locale: Locale,
): Promise<LikedProductPage> {
  const where = and(
    eq(productLikes.userId, liker.userId),
    eq(productLikes.tenantId, liker.tenantId),
    visibleTo(liker.tenantId),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ...summaryWithCoverColumns, likedAt: productLikes.createdAt })
      .from(productLikes)
      .innerJoin(products, eq(products.id, productLikes.productId))
      .innerJoin(users, eq(users.id, products.authorId))
      .leftJoin(productImages, isCover)
      .where(where)
      .orderBy(desc(productLikes.createdAt), desc(productLikes.productId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(productLikes)
      .innerJoin(products, eq(products.id, productLikes.productId))
      .where(where),
  ]);
  return {
    list: rows.map((row) => ({
      ...toProductSummary(row, row.coverKey, locale),
      likedAt: row.likedAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
