import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * One like per user per product (spec §1); the key makes a repeated like a no-op.
 * `products.like_count` is kept equal to the number of rows here by changing it in the
 * same transaction as the insert or delete (docs/decisions/009-likes.md). A user is never
 * hard-deleted with likes (no cascade), so the count cannot drift silently.
 */
export const productLikes = pgTable(
  'product_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The liker's tenant, so a user's history is scoped by tenant inside the query. */
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The like history (/thumbUp): newest first, ties on product id. NULLS FIRST is what a
    // plain `order by … desc` means (see products_family_created_idx).
    index('product_likes_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
    // Who liked a product, and the cascade when a product is deleted.
    index('product_likes_product_idx').on(t.productId),
  ],
);
