import { pickTranslation, type Locale, type Translations } from '@space/contracts/locales';
import type { ProductUpdate } from '@space/contracts/upload-records';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entitlements, notificationPreferences, notifications, products } from '../../db/schema.ts';

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
  /** The name and notes in the interface languages (decision 035): each owner reads theirs. */
  productNameTranslations: Translations;
  version: string;
  newVersionInfo: string;
  newVersionInfoTranslations: Translations;
  at: Date;
}

/** A notice's payload as stored (older notices lack the translations). */
export interface NoticePayload {
  version?: string;
  productName?: string;
  productNameTranslations?: Translations;
  newVersionInfo?: string;
  newVersionInfoTranslations?: Translations;
}

/** A notice's product name and notes in `locale`. */
export function noticeTexts(
  payload: NoticePayload,
  locale: Locale,
  currentName = '',
): { productName: string; newVersionInfo: string } {
  return {
    productName: pickTranslation(
      payload.productName ?? currentName,
      payload.productNameTranslations ?? {},
      locale,
    ),
    newVersionInfo: pickTranslation(
      payload.newVersionInfo ?? '',
      payload.newVersionInfoTranslations ?? {},
      locale,
    ),
  };
}

/** Inserts one notice per active owner other than the author; answers how many were new. */
export async function notifyOwners(tx: Database, notice: VersionNotice): Promise<number> {
  const payload = JSON.stringify({
    version: notice.version,
    productName: notice.productName,
    productNameTranslations: notice.productNameTranslations,
    newVersionInfo: notice.newVersionInfo,
    newVersionInfoTranslations: notice.newVersionInfoTranslations,
  } satisfies NoticePayload);
  const result = (await tx.execute(sql`
    insert into ${notifications} (tenant_id, user_id, kind, product_id, payload, created_at)
    select distinct on (e.user_id) e.tenant_id, e.user_id, ${PRODUCT_VERSION_NOTICE},
      ${notice.productId}::integer, ${payload}::jsonb, ${notice.at.toISOString()}::timestamptz
    from ${entitlements} e
    where e.product_id = ${notice.productId} and e.revoked_at is null
      and e.user_id <> ${notice.authorId}
      and not exists (
        select 1 from ${notificationPreferences} p
        where p.user_id = e.user_id and p.kind = ${PRODUCT_VERSION_NOTICE} and p.channel = 'off')
    order by e.user_id, e.id
    on conflict do nothing
    returning id`)) as { rows: unknown[] };
  return result.rows.length;
}

/** The caller's unread update notices, newest first (the in-app notice on /products). */
export async function unreadUpdates(
  db: Database,
  user: { userId: number; tenantId: number },
  locale: Locale,
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
    const payload = row.payload as NoticePayload;
    return {
      id: row.id,
      productId: row.productId!,
      ...noticeTexts(payload, locale, row.currentName),
      version: payload.version ?? '',
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
