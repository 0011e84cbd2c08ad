import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase, preparedRows } from '../../db/statements.ts';
import {
  cartItems,
  productImages,
  productPrerequisites,
  products,
  users,
} from '../../db/schema.ts';
import type { Member } from '../auth/index.ts';
import { ownedBy } from '../ownership/index.ts';
import { memberPriceColumns, tierAt } from '../tiers/index.ts';
import { isCover, summaryWithCoverColumns, visibleTo } from '../products/index.ts';

/** The member, the time and the brand as placeholders of the cart's prepared statements. */
const user = {
  userId: sql.placeholder('userId'),
  tenantId: sql.placeholder('tenantId'),
};

function prepareCartRows(db: Database) {
  return db
    .select({
      ...summaryWithCoverColumns,
      ...memberPriceColumns,
      addedAt: cartItems.addedAt,
      owned: ownedBy(user, products.id),
      hasPrerequisites: sql<boolean>`exists (
        select 1 from ${productPrerequisites}
        where ${productPrerequisites.productId} = ${products.id})`,
      tier: tierAt(user, sql.placeholder('at')),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover)
    .where(
      and(
        eq(cartItems.userId, user.userId),
        eq(cartItems.tenantId, user.tenantId),
        visibleTo(sql.placeholder('tenantIds')),
      ),
    )
    .orderBy(desc(cartItems.addedAt), desc(cartItems.productId))
    .prepare('cart_rows');
}

function prepareCartPrerequisites(db: Database) {
  return db
    .select({
      requiredBy: productPrerequisites.productId,
      ...summaryWithCoverColumns,
      ...memberPriceColumns,
      owned: ownedBy(user, products.id),
    })
    .from(productPrerequisites)
    .innerJoin(products, eq(products.id, productPrerequisites.prerequisiteId))
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover)
    .where(
      and(
        // The cart's own rows rather than a list of ids: with only single values for
        // parameters PostgreSQL keeps one plan for every cart instead of planning each time.
        sql`${productPrerequisites.productId} in (
          select ${cartItems.productId} from ${cartItems}
          where ${cartItems.userId} = ${user.userId} and ${cartItems.tenantId} = ${user.tenantId})`,
        visibleTo(sql.placeholder('tenantIds')),
      ),
    )
    .orderBy(
      asc(productPrerequisites.productId),
      asc(productPrerequisites.position),
      asc(productPrerequisites.prerequisiteId),
    )
    .prepare('cart_prerequisites');
}

// Read on every cart page and every change to it: prepared once per database (decision 078).
const cartRowsStatement = perDatabase(prepareCartRows);
const cartPrerequisitesStatement = perDatabase(prepareCartPrerequisites);

/**
 * The cart's products the member may see, newest addition first, with every tier's price,
 * whether the member owns each, whether it names prerequisites, and the member's tier at `at`
 * on every row: what the cart page needs in one statement.
 */
export function cartRows(db: Database, member: Member, at: Date) {
  return cartRowsStatement(db).execute({
    userId: member.userId,
    tenantId: member.tenantId,
    tenantIds: [member.tenantId],
    at: at.toISOString(),
  });
}

/** The visible prerequisites of the products in the member's cart, in their order, and whether the member owns each. */
export function cartPrerequisites(db: Database, member: Member) {
  return cartPrerequisitesStatement(db).execute({
    userId: member.userId,
    tenantId: member.tenantId,
    tenantIds: [member.tenantId],
  });
}

/** What addCartItem() found: the product visible, owned, already in the cart; the cart's size before. */
export interface CartAddition {
  visible: boolean;
  owned: boolean;
  present: boolean;
  count: number;
}

/**
 * Puts the product into the member's cart in one statement when it is visible, not owned, not
 * there yet and the cart holds fewer than `max` products; answers what it found, so the caller
 * says why nothing was added.
 */
export async function addCartItem(
  db: Database,
  member: Member,
  productId: number,
  at: Date,
  max: number,
): Promise<CartAddition> {
  const { userId, tenantId } = member;
  // SQL text as a prepared statement (decision 078): cheap to build, planned once.
  const [found] = await preparedRows<CartAddition>(
    db,
    'cart_add',
    sql`with product as (
        select products.id, ${ownedBy(member, sql`products.id`)} as owned
        from products
        where products.id = ${productId} and ${visibleTo(tenantId)}),
      cart as (
        select product_id from cart_items where user_id = ${userId} and tenant_id = ${tenantId}),
      added as (
        insert into cart_items (user_id, tenant_id, product_id, added_at)
        select ${userId}, ${tenantId}, product.id, ${at.toISOString()}::timestamptz
        from product
        where not product.owned
          and not exists (select 1 from cart where cart.product_id = product.id)
          and (select count(*) from cart) < ${max}
        on conflict do nothing)
      select exists (select 1 from product) as visible,
        coalesce((select owned from product), false) as owned,
        exists (select 1 from cart where cart.product_id = ${productId}) as present,
        (select count(*) from cart)::integer as count`,
  );
  return found!;
}

/** Which of `ids` the member may see (listed, and shared or restricted to their brand). */
export async function visibleProductIds(
  db: Database,
  member: Member,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), visibleTo(member.tenantId)));
  return new Set(rows.map((row) => row.id));
}

/** Adds the products; ones already in the cart stay as they were. */
export async function insertCartItems(
  db: Database,
  member: Member,
  productIds: number[],
  at: Date,
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(cartItems)
    .values(
      productIds.map((productId) => ({
        userId: member.userId,
        tenantId: member.tenantId,
        productId,
        addedAt: at,
      })),
    )
    .onConflictDoNothing();
}

/** Removes the products from the member's cart. */
export async function deleteCartItems(
  db: Database,
  member: Member,
  productIds: number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, member.userId),
        eq(cartItems.tenantId, member.tenantId),
        inArray(cartItems.productId, productIds),
      ),
    );
}

/** Product ids in the member's cart (visible or not). */
export async function cartProductIds(db: Database, member: Member): Promise<number[]> {
  const rows = await db
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, member.userId), eq(cartItems.tenantId, member.tenantId)))
    .orderBy(desc(cartItems.addedAt), desc(cartItems.productId));
  return rows.map((row) => row.productId);
}
