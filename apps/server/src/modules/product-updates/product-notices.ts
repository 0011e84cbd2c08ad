import type { ProductUpdate } from '@space/contracts/upload-records';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entitlements, notifications, products } from '../../db/schema.ts';

/**
 * "A new version is available" notices for the owners of a product (decision 029): one
 * notifications row per owner and version. The row is the in-app notice on /products and the
 * outbox entry of its email (update-emails.ts). Its unique key (user, kind, product, version)
 * makes a second approval of the same version, or a retry, notify nobody twice.
 */
export const PRODUCT_VERSION_NOTICE = 'productVersion';

export interface VersionNotice {
  productId: number;
  authorId: number;
  productName: string;
  version: string;
  newVersionInfo: string;
  at: Date;
}

/** Inserts one notice per active owner other than the author; answers how many were new. */
export async function notifyOwners(tx: Database, notice: VersionNotice): Promise<number> {
  const payload = JSON.stringify({
    version: notice.version,
    productName: notice.productName,
    newVersionInfo: notice.newVersionInfo,
  });
  const result = (await tx.execute(sql`
    insert into ${notifications} (tenant_id, user_id, kind, product_id, payload, created_at)
    select distinct on (e.user_id) e.tenant_id, e.user_id, ${PRODUCT_VERSION_NOTICE},
      ${notice.productId}::integer, ${payload}::jsonb, ${notice.at.toISOString()}::timestamptz
    from ${entitlements} e
    where e.product_id = ${notice.productId} and e.revoked_at is null
      and e.user_id <> ${notice.authorId}
    order by e.user_id, e.id
    on conflict do nothing
    returning id`)) as { rows: unknown[] };
  return result.rows.length;
}

/** The caller's unread update notices, newest first (the in-app notice on /products). */
export async function unreadUpdates(
  db: Database,
  user: { userId: number; tenantId: number },
  limit = 20,
): Promise<ProductUpdate[]> {
  const rows = await db
    .select({
      id: notifications.id,
      productId: notifications.productId,
      currentName: products.name,
      payload: notifications.payload,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .innerJoin(products, eq(products.id, notifications.productId))
    .where(
      and(
        eq(notifications.userId, user.userId),
        eq(notifications.tenantId, user.tenantId),
        eq(notifications.kind, PRODUCT_VERSION_NOTICE),
        isNull(notifications.readAt),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((row) => {
    const payload = row.payload as {
      version?: string;
      productName?: string;
      newVersionInfo?: string;
    };
    return {
      id: row.id,
      productId: row.productId!,
      productName: payload.productName ?? row.currentName,
      version: payload.version ?? '',
      newVersionInfo: payload.newVersionInfo ?? '',
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** Dismisses one of the caller's notices; false when it is not theirs (or gone). */
export async function markRead(
  db: Database,
  user: { userId: number; tenantId: number },
  id: number,
  at: Date,
): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.userId, user.userId),
        eq(notifications.tenantId, user.tenantId),
        eq(notifications.kind, PRODUCT_VERSION_NOTICE),
      ),
    )
    .returning({ id: notifications.id });
  return row !== undefined;
}
