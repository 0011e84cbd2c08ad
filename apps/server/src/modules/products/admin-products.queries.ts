import { requireCheckedPackage } from './product-package.ts';
import type { AdminProduct } from '@space/contracts/admin';
import { pickTranslation, type Locale } from '@space/contracts/locales';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { containing } from '../../lib/like-pattern.ts';

/** The admin console's product list and edits (decision 040). */

const productColumns = {
  id: products.id,
  name: products.name,
  nameTranslations: products.nameTranslations,
  authorId: products.authorId,
  authorName: users.nickName,
  tenantId: users.tenantId,
  status: products.status,
  featuredRank: products.featuredRank,
  restrictedToTenants: products.restrictedToTenants,
  currency: products.currency,
  priceGeneral: products.priceGeneral,
  createdAt: products.createdAt,
};

type ProductRow = Omit<AdminProduct, 'status' | 'createdAt'> & {
  nameTranslations: Parameters<typeof pickTranslation>[1];
  status: string;
  createdAt: Date;
};

/** The row as the console shows it: the product's name in the reader's language (decision 035). */
function toAdminProduct({ nameTranslations, ...row }: ProductRow, locale: Locale): AdminProduct {
  return {
    ...row,
    name: pickTranslation(row.name, nameTranslations, locale),
    status: row.status as AdminProduct['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Products a tenant's authors made (all, for `null`), newest first, by name or id. */
export async function listAdminProducts(
  db: Database,
  tenantId: number | null,
  query: {
    q?: string | undefined;
    status?: string | undefined;
    featured?: 'true' | 'false' | undefined;
    page: number;
    pageSize: number;
  },
  locale: Locale,
): Promise<{ list: AdminProduct[]; total: number }> {
  const q = query.q?.trim();
  const where = and(
    tenantId === null ? undefined : eq(users.tenantId, tenantId),
    query.status ? eq(products.status, query.status) : undefined,
    query.featured === 'true' ? isNotNull(products.featuredRank) : undefined,
    query.featured === 'false' ? isNull(products.featuredRank) : undefined,
    q
      ? or(
          ilike(products.name, containing(q)),
          // A name is found in any of its languages, as the console shows the reader's.
          ilike(sql`${products.nameTranslations}::text`, containing(q)),
          /^\d{1,9}$/.test(q) ? eq(products.id, Number(q)) : undefined,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(users, eq(users.id, products.authorId))
      .where(where)
      .orderBy(
        query.featured === 'true' ? asc(products.featuredRank) : desc(products.createdAt),
        desc(products.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(products)
      .innerJoin(users, eq(users.id, products.authorId))
      .where(where),
  ]);
  return { list: rows.map((row) => toAdminProduct(row, locale)), total: total?.value ?? 0 };
}

/** One product of the tenant's authors (any, for `null`), locked for an update. */
export async function lockAdminProduct(
  db: Database,
  tenantId: number | null,
  id: number,
  locale: Locale,
): Promise<AdminProduct | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .where(and(eq(products.id, id), tenantId === null ? undefined : eq(users.tenantId, tenantId)))
    .for('update', { of: products });
  return row ? toAdminProduct(row, locale) : undefined;
}

export async function updateAdminProduct(
  db: Database,
  id: number,
  set: Partial<Pick<AdminProduct, 'status' | 'featuredRank' | 'restrictedToTenants'>>,
  at: Date,
): Promise<void> {
  // Nothing is listed for sale without a package that passed its checks (decision 074).
  await requireCheckedPackage(db, id, set.status);
  await db
    .update(products)
    .set({ ...set, updatedAt: at })
    .where(eq(products.id, id));
}
