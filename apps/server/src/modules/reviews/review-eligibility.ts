import type { ErrorName } from '@space/contracts/errors';
import { MAX_ROW_ID } from '@space/contracts/limits';
import type { ReviewBlocker } from '@space/contracts/reviews';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { downloads, products } from '../../db/schema.ts';
import { hasRole } from '../access/index.ts';
import type { UserRow } from '../auth/index.ts';
import { newestVersions, owns } from '../ownership/index.ts';
import { visibleTo } from '../products/index.ts';

/** How old an account must be to write a review (decision 064). */
export const REVIEW_MIN_ACCOUNT_AGE_MS = 24 * 60 * 60_000;

/** A product as reviews need it: whose it is. */
export interface ReviewedProduct {
  id: number;
  authorId: number;
  name: string;
}

/** The product when the brand lists it (reviews are visible exactly where the product is). */
export async function visibleProduct(
  db: Database,
  productId: number,
  tenantId: number,
): Promise<ReviewedProduct | null> {
  // The product id of a path is not bounded by its schema; a larger one names nothing.
  if (productId > MAX_ROW_ID) return null;
  const [row] = await db
    .select({ id: products.id, authorId: products.authorId, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), visibleTo(tenantId)));
  return row ?? null;
}

/**
 * Why the user may not review the product, or null when they may (decision 064): an owner
 * (an active entitlement: bought, free download or redeemed code; membership access alone is
 * not ownership), not its author, with an account at least a day old that has an email or a
 * phone (each is only ever set through a verification code).
 */
export async function reviewBlocker(
  db: Database,
  user: UserRow | null,
  product: ReviewedProduct,
  now: Date,
): Promise<ReviewBlocker | null> {
  if (!user) return 'login';
  if (product.authorId === user.id) return 'ownProduct';
  if (!(await owns(db, { userId: user.id, tenantId: user.tenantId }, product.id)))
    return 'notOwned';
  if (now.getTime() - user.createdAt.getTime() < REVIEW_MIN_ACCOUNT_AGE_MS) return 'accountTooNew';
  if (!user.email && !user.mobile) return 'contactUnverified';
  return null;
}

export const BLOCKER_ERRORS: Record<ReviewBlocker, ErrorName> = {
  login: 'UNAUTHENTICATED',
  notOwned: 'REVIEW_NOT_OWNED',
  ownProduct: 'REVIEW_OWN_PRODUCT',
  accountTooNew: 'REVIEW_ACCOUNT_TOO_NEW',
  contactUnverified: 'REVIEW_CONTACT_UNVERIFIED',
};

/** Staff of a brand that lists the product (moderator, admin, super admin): marked on the review. */
export function isStaff(user: UserRow): boolean {
  return hasRole(user, 'moderator');
}

/** The version the reviewer has: of their last download, else the product's newest. */
export async function versionHeld(
  db: Database,
  userId: number,
  productId: number,
): Promise<string | null> {
  const [last] = await db
    .select({ version: downloads.version })
    .from(downloads)
    .where(and(eq(downloads.userId, userId), eq(downloads.productId, productId)))
    .orderBy(desc(downloads.downloadedAt))
    .limit(1);
  if (last?.version) return last.version;
  return (await newestVersions(db, [productId])).get(productId)?.version ?? null;
}
