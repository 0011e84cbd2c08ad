import type { Locale } from '@space/contracts/locales';
import type { OwnedProduct } from '@space/contracts/commerce';
import type { PaymentMethod } from '@space/contracts/limits';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  downloads,
  entitlements,
  orderItems,
  orders,
  productImages,
  products,
  productVersions,
  users,
} from '../../db/schema.ts';
import type { Member } from '../auth/index.ts';
import { isCover, summaryWithCoverColumns, toProductSummary } from '../products/index.ts';

export interface OwnedProductPage {
  list: OwnedProduct[];
  total: number;
  page: number;
  pageSize: number;
}

/** The newest version of each product (newest first per product). */
export async function newestVersions(
  db: Database,
  productIds: number[],
): Promise<Map<number, { version: string; createdAt: Date; fileKey: string | null }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productVersions.productId], {
      productId: productVersions.productId,
      version: productVersions.version,
      createdAt: productVersions.createdAt,
      fileKey: productVersions.fileKey,
    })
    .from(productVersions)
    .where(inArray(productVersions.productId, productIds))
    .orderBy(productVersions.productId, desc(productVersions.createdAt), desc(productVersions.id));
  return new Map(rows.map((row) => [row.productId, row]));
}

/**
 * What the member owns (/products; spec §3 "Order"): each product with the order that bought
 * it (number, payment time, method, state, what it cost), its newest version and the version
 * of the member's last download, newest purchase first; a product an exchange code granted has
 * no order (`source` 'code', order fields null). Owned products stay listed after they
 * are delisted or restricted: the buyer keeps what they paid for. Revoked ones (refunds) go.
 */
export async function listOwnedProducts(
  db: Database,
  member: Member,
  query: { page: number; pageSize: number },
  locale: Locale,
): Promise<OwnedProductPage> {
  const where = and(
    eq(entitlements.userId, member.userId),
    eq(entitlements.tenantId, member.tenantId),
    isNull(entitlements.revokedAt),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...summaryWithCoverColumns,
        grantedAt: entitlements.grantedAt,
        redemptionId: entitlements.redemptionId,
        orderNo: orders.orderNo,
        paidAt: orders.paidAt,
        method: orders.method,
        state: orders.state,
        orderCurrency: orders.currency,
        amountPaidMinor: orderItems.pricePaidMinor,
      })
      .from(entitlements)
      // Left joins: a product granted by an exchange code has no order (decision 024).
      .leftJoin(orders, eq(orders.id, entitlements.orderId))
      .leftJoin(
        orderItems,
        and(
          eq(orderItems.orderId, entitlements.orderId),
          eq(orderItems.productId, entitlements.productId),
        ),
      )
      .innerJoin(products, eq(products.id, entitlements.productId))
      .innerJoin(users, eq(users.id, products.authorId))
      .leftJoin(productImages, isCover)
      .where(where)
      .orderBy(desc(entitlements.grantedAt), desc(entitlements.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(entitlements).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [versions, downloaded] = await Promise.all([
    newestVersions(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectDistinctOn([downloads.productId], {
            productId: downloads.productId,
            version: downloads.version,
          })
          .from(downloads)
          .where(and(eq(downloads.userId, member.userId), inArray(downloads.productId, ids)))
          .orderBy(downloads.productId, desc(downloads.downloadedAt), desc(downloads.id)),
  ]);
  const lastDownload = new Map(downloaded.map((row) => [row.productId, row.version]));
  return {
    list: rows.map((row) => {
      const newest = versions.get(row.id);
      const downloadedVersion = lastDownload.get(row.id) ?? null;
      return {
        product: toProductSummary(row, row.coverKey, locale),
        source: row.redemptionId === null ? ('order' as const) : ('code' as const),
        orderNo: row.orderNo,
        paidAt: row.paidAt?.toISOString() ?? null,
        grantedAt: row.grantedAt.toISOString(),
        method: row.method as PaymentMethod | null,
        state: row.state as OwnedProduct['state'],
        amountPaidMinor: row.amountPaidMinor ?? 0,
        currency: row.orderCurrency ?? row.currency,
        newestVersion: newest
          ? { version: newest.version, createdAt: newest.createdAt.toISOString() }
          : null,
        downloadedVersion,
        updateAvailable:
          newest !== undefined &&
          downloadedVersion !== null &&
          downloadedVersion !== newest.version,
      };
    }),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
