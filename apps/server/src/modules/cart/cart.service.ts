import { pickTranslation, type Locale } from '@space/contracts/locales';
import { CART_ITEMS_MAX, type Cart, type CartMergeResult } from '@space/contracts/commerce';
import { MAX_ROW_ID } from '@space/contracts/limits';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/index.ts';
import { priceForTier, tierOf } from '../tiers/index.ts';
import { ownedProductIds } from '../ownership/index.ts';
import { methodsFor, type PaymentProviders } from '../payments/index.ts';
import { toProductSummary } from '../products/index.ts';
import {
  addCartItem,
  cartPrerequisites,
  cartProductIds,
  cartRows,
  deleteCartItems,
  insertCartItems,
  visibleProductIds,
} from './cart.queries.ts';

/**
 * The member's cart as the page shows it (decision 020): each visible item with its price for
 * the member's tier (recomputed on every read), whether it is free or already owned, and the
 * front plugins it needs that the member neither owns nor has in the cart; totals per currency
 * of what is left to pay, with the methods that take that currency. Items the member can no
 * longer see (delisted, restricted to other brands) are left out; their rows stay.
 */
export async function getCart(
  db: Database,
  providers: PaymentProviders,
  member: Member,
  now: Date,
  locale: Locale,
): Promise<Cart> {
  const rows = await cartRows(db, member, now);
  // Every row carries the tier; an empty cart asks for it on its own.
  const tier = rows[0]?.tier ?? (await tierOf(db, member, now));
  const prerequisites = rows.some((row) => row.hasPrerequisites)
    ? await cartPrerequisites(db, member)
    : [];
  const inCart = new Set(rows.map((row) => row.id));

  const totals = new Map<string, number>();
  const items = rows.map((row) => {
    const price = priceForTier(row, tier);
    const alreadyOwned = row.owned;
    if (!alreadyOwned) totals.set(row.currency, (totals.get(row.currency) ?? 0) + price);
    return {
      product: toProductSummary(row, row.coverKey, locale),
      addedAt: row.addedAt.toISOString(),
      price,
      currency: row.currency,
      free: price === 0,
      alreadyOwned,
      missingPrerequisites: prerequisites
        .filter((pre) => pre.requiredBy === row.id && !pre.owned && !inCart.has(pre.id))
        .map((pre) => {
          const prePrice = priceForTier(pre, tier);
          return {
            product: toProductSummary(pre, pre.coverKey, locale),
            price: prePrice,
            currency: pre.currency,
            free: prePrice === 0,
          };
        }),
    };
  });
  return {
    tier,
    items,
    count: items.length,
    totals: [...totals].map(([currency, amountMinor]) => ({
      currency,
      amountMinor,
      methods: methodsFor(providers, currency),
    })),
  };
}

function assertPossibleId(productId: number): void {
  if (productId > MAX_ROW_ID) throw new AppError('NOT_FOUND');
}

/**
 * Puts a product the member may see into the cart; idempotent. An owned product is refused
 * (ALREADY_OWNED), as is a new one when the cart holds CART_ITEMS_MAX products (CART_FULL).
 */
export async function addToCart(
  db: Database,
  member: Member,
  productId: number,
  now: Date,
): Promise<void> {
  assertPossibleId(productId);
  const found = await addCartItem(db, member, productId, now, CART_ITEMS_MAX);
  if (!found.visible) throw new AppError('NOT_FOUND');
  if (found.owned) throw new AppError('ALREADY_OWNED', undefined, { productIds: [productId] });
  // Adding what is already there stays a no-op, full or not.
  if (found.present) return;
  if (found.count >= CART_ITEMS_MAX) throw new AppError('CART_FULL');
}

/** Takes a product out of the cart; idempotent (removing what is not there is fine). */
export async function removeFromCart(
  db: Database,
  member: Member,
  productId: number,
): Promise<void> {
  assertPossibleId(productId);
  await deleteCartItems(db, member, [productId]);
}

/**
 * The browser cart merged into the server cart at login: repeats collapse, products the
 * member owns are dropped and named (the page shows a notice), ids of products the member
 * cannot see are dropped, and what does not fit under CART_ITEMS_MAX is dropped too.
 */
export async function mergeCart(
  db: Database,
  member: Member,
  productIds: number[],
  now: Date,
  locale: Locale,
): Promise<Omit<CartMergeResult, keyof Cart>> {
  const ids = [...new Set(productIds)];
  const visible = await visibleProductIds(db, member, ids);
  const owned = await ownedProductIds(db, member, ids);
  const droppedUnavailable = ids.filter((id) => !visible.has(id));
  const ownedIds = ids.filter((id) => visible.has(id) && owned.has(id));
  const wanted = ids.filter((id) => visible.has(id) && !owned.has(id));

  const present = new Set(await cartProductIds(db, member));
  const room = Math.max(0, CART_ITEMS_MAX - present.size);
  const fresh = wanted.filter((id) => !present.has(id));
  await insertCartItems(db, member, fresh.slice(0, room), now);

  const names =
    ownedIds.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            name: products.name,
            nameTranslations: products.nameTranslations,
          })
          .from(products)
          .where(inArray(products.id, ownedIds));
  return {
    droppedOwned: names
      .sort((a, b) => ownedIds.indexOf(a.id) - ownedIds.indexOf(b.id))
      .map((row) => ({
        id: row.id,
        name: pickTranslation(row.name, row.nameTranslations, locale),
      })),
    droppedUnavailable,
    droppedFull: fresh.slice(room),
  };
}
