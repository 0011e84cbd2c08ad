import type { Dashboard } from '@space/contracts/admin';
import { and, count, eq, gte, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { articles, orders, uploadRecords, users } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

function utcDay(column: SQL | typeof orders.createdAt) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
}

/**
 * The dashboard's figures over the last `days` UTC days (today included), of one tenant or of
 * all (`null`, super admins): paid orders and revenue per day and currency, orders made and
 * new users per day, and the review queues' lengths now.
 */
export async function dashboardFigures(
  db: Database,
  tenantId: number | null,
  days: number,
  now: Date,
): Promise<Dashboard> {
  const from = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (days - 1) * DAY_MS);
  const ofTenant = (table: { tenantId: SQL.Aliased | AnyPgColumn }) =>
    tenantId === null ? undefined : sql`${table.tenantId} = ${tenantId}`;
  const paidDay = utcDay(orders.paidAt as unknown as SQL);
  const createdDay = utcDay(orders.createdAt);
  const userDay = utcDay(users.createdAt as unknown as SQL);
  const [revenue, made, joined, [uploads], [pendingArticles]] = await Promise.all([
    db
      .select({
        day: paidDay,
        currency: orders.currency,
        orders: count(),
        amountMinor: sql<number>`coalesce(sum(${orders.amountMinor}), 0)::int`,
      })
      .from(orders)
      .where(
        and(
          ofTenant(orders),
          isNotNull(orders.paidAt),
          gte(orders.paidAt, from),
          // Refunded orders keep their paid day but bring no revenue.
          sql`${orders.state} <> 'refunded'`,
        ),
      )
      .groupBy(paidDay, orders.currency)
      .orderBy(paidDay, orders.currency),
    db
      .select({ day: createdDay, count: count() })
      .from(orders)
      .where(and(ofTenant(orders), gte(orders.createdAt, from)))
      .groupBy(createdDay)
      .orderBy(createdDay),
    db
      .select({ day: userDay, count: count() })
      .from(users)
      .where(and(ofTenant(users), gte(users.createdAt, from), eq(users.deleted, false)))
      .groupBy(userDay)
      .orderBy(userDay),
    db
      .select({ value: count() })
      .from(uploadRecords)
      .where(and(ofTenant(uploadRecords), eq(uploadRecords.state, 'submitted'))),
    db
      .select({ value: count() })
      .from(articles)
      .where(
        and(
          ofTenant(articles),
          or(eq(articles.state, 'review'), isNotNull(articles.pendingRevision)),
        ),
      ),
  ]);
  return {
    tenantId,
    from: from.toISOString(),
    days,
    revenue: revenue.map((row) => ({ ...row, amountMinor: Number(row.amountMinor) })),
    orders: made,
    newUsers: joined,
    pendingReviews: { uploads: uploads?.value ?? 0, articles: pendingArticles?.value ?? 0 },
  };
}
