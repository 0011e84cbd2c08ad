import type { Expert, ExpertListQuery, ExpertSort } from '@space/contracts/social';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import {
  offsetOf,
  relationColumns,
  socialUserColumns,
  toRelation,
  toSocialUser,
  type Paged,
} from './social-users.ts';

/**
 * Per-creator figures as correlated subqueries: each walks an author index
 * (products_author_created_idx, articles_author_idx) for one creator only.
 */
function figureColumns(tenantId: number) {
  const visibleProducts = sql`p.author_id = ${users.id} and p.status = 'listed' and (p.restricted_to_tenants = '{}'::integer[] or p.restricted_to_tenants @> array[${tenantId}::int])`;
  const publicArticles = sql`a.author_id = ${users.id} and a.tenant_id = ${tenantId} and a.state = 'published' and a.visibility = 'public'`;
  return {
    productCount: sql<number>`(select count(*)::int from products p where ${visibleProducts})`.as(
      'product_count',
    ),
    articleCount: sql<number>`(select count(*)::int from articles a where ${publicArticles})`.as(
      'article_count',
    ),
    lastActiveAt: sql<Date | string | null>`greatest(
      (select max(p.updated_at) from products p where ${visibleProducts}),
      (select max(a.published_at) from articles a where ${publicArticles}))`.as('last_active_at'),
  };
}

/** Ties always end on the id, so pages never repeat or skip a creator. */
const ORDER: Record<ExpertSort, SQL> = {
  followers: sql`follower_count desc, id desc`,
  products: sql`product_count desc, follower_count desc, id desc`,
  recent: sql`last_active_at desc nulls last, follower_count desc, id desc`,
};

/**
 * The creators of a brand (/expertList), ranked. The candidates come from the partial index
 * users_creators_idx (tenant_id) where is_creator; the ranking sorts that set (decision 033).
 */
export async function listExperts(
  db: Database,
  tenantId: number,
  viewerId: number | null,
  query: ExpertListQuery,
): Promise<Paged<Expert>> {
  const where = and(
    eq(users.tenantId, tenantId),
    eq(users.isCreator, true),
    eq(users.deleted, false),
  );
  const ranked = db
    .select({ ...socialUserColumns, ...relationColumns(viewerId), ...figureColumns(tenantId) })
    .from(users)
    .where(where)
    .as('ranked');
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(ranked)
      .orderBy(ORDER[query.sort])
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      ...toSocialUser(row),
      productCount: row.productCount,
      articleCount: row.articleCount,
      lastActiveAt: row.lastActiveAt === null ? null : new Date(row.lastActiveAt).toISOString(),
      relation: toRelation(row),
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
