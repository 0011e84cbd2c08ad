import type { Readable } from 'node:stream';
import type { DownloadLink, Uses } from '@space/contracts/commerce';
import { MAX_ROW_ID, UNLIMITED_USES, type Tier } from '@space/contracts/limits';
import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { downloads, productUses, products, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ObjectNotFoundError, type ObjectStorage } from '../../lib/object-storage.ts';
import type { Member } from '../auth/index.ts';
import { memberPriceColumns, priceForTier, tierOf, USES_COLUMNS } from '../tiers/index.ts';
import { newestVersions, owns } from '../ownership/index.ts';
import { visibleTo } from '../products/index.ts';
import { DOWNLOAD_LINK_TTL_MS, signDownload, verifyDownload } from './download-links.ts';

interface Access {
  productId: number;
  name: string;
  tier: Tier;
  uses: Record<Tier, number>;
}

/**
 * Whether the member may have the product (decision 020): they own it (an active entitlement;
 * owners keep access after a delisting), or it is free for their tier and they may see it.
 * Otherwise 404 when they cannot see it, 403 NOT_OWNED when they can (buy it first).
 */
async function accessOf(
  db: Database,
  member: Member,
  productId: number,
  at: Date,
): Promise<Access> {
  if (productId > MAX_ROW_ID) throw new AppError('NOT_FOUND');
  const [[row], tier, owned] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.priceGeneral,
        ...memberPriceColumns,
        usesGeneral: USES_COLUMNS.general,
        usesOrdinary: USES_COLUMNS.ordinary,
        usesPremium: USES_COLUMNS.premium,
        usesSvip: USES_COLUMNS.svip,
        visible: sql<boolean>`${visibleTo(member.tenantId)}`,
      })
      .from(products)
      .where(eq(products.id, productId)),
    tierOf(db, member, at),
    owns(db, member, productId),
  ]);
  if (!row) throw new AppError('NOT_FOUND');
  if (!owned) {
    if (!row.visible) throw new AppError('NOT_FOUND');
    if (priceForTier(row, tier) !== 0) throw new AppError('NOT_OWNED');
  }
  return {
    productId,
    name: row.name,
    tier,
    uses: {
      general: row.usesGeneral,
      ordinary: row.usesOrdinary,
      premium: row.usesPremium,
      svip: row.usesSvip,
    },
  };
}

/** A signed link to the product's file, valid for DOWNLOAD_LINK_TTL_MS. */
export async function createDownloadLink(
  db: Database,
  config: AppConfig,
  member: Member,
  productId: number,
  now: number,
): Promise<DownloadLink> {
  await accessOf(db, member, productId, new Date(now));
  const expires = Math.floor((now + DOWNLOAD_LINK_TTL_MS) / 1000);
  const token = signDownload(config.commerce.downloadLinkSecret, {
    productId,
    userId: member.userId,
    expires,
  });
  return { url: `/api/downloads/${token}`, expiresAt: new Date(expires * 1000).toISOString() };
}

export type DownloadFile =
  | {
      fileName: string;
      contentType: string;
      body: Buffer | Readable;
      bytes: number;
    }
  /** The store hands out its own short-lived link (S3, decision 027): the browser goes there. */
  | { redirectUrl: string };

/** How long a presigned storage link lives: just long enough to follow the redirect. */
const STORAGE_LINK_SECONDS = 120;

/**
 * Serves a signed link: the signature and expiry are checked (constant-time), then the access
 * again (a refund or a disabled account ends it at once), then the download is counted
 * (products.download_count and a downloads row, together) and the newest version's file is
 * read. A product without a stored package is 404 PACKAGE_MISSING: no placeholder stands in
 * for it (decision 074), and such a product cannot be listed for sale.
 */
export async function openDownload(
  db: Database,
  config: AppConfig,
  storage: ObjectStorage,
  token: string,
  now: number,
): Promise<DownloadFile> {
  const grant = verifyDownload(config.commerce.downloadLinkSecret, token, now);
  if (!grant) throw new AppError('DOWNLOAD_LINK_INVALID');
  const [user] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(and(eq(users.id, grant.userId), eq(users.status, 'active'), eq(users.deleted, false)));
  if (!user) throw new AppError('DOWNLOAD_LINK_INVALID');
  const member = { userId: user.id, tenantId: user.tenantId };
  const at = new Date(now);
  let access: Access;
  try {
    access = await accessOf(db, member, grant.productId, at);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('DOWNLOAD_LINK_INVALID');
    throw error;
  }
  const newest = (await newestVersions(db, [access.productId])).get(access.productId) ?? null;
  // No package, or its file gone from storage: nothing is served in its place (decision 074),
  // and nothing is counted.
  const stored = newest?.fileKey ? await storage.stat(newest.fileKey) : null;
  if (!newest || !stored) throw new AppError('PACKAGE_MISSING');
  await db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({ downloadCount: sql`${products.downloadCount} + 1` })
      .where(eq(products.id, access.productId));
    await tx.insert(downloads).values({
      tenantId: member.tenantId,
      userId: member.userId,
      productId: access.productId,
      version: newest.version,
      downloadedAt: at,
    });
  });

  const fileName = `product-${access.productId}-${newest.version.replace(/[^0-9A-Za-z.]/g, '_')}.zip`;
  const redirectUrl = await storage.downloadUrl(stored.key, {
    fileName,
    contentType: 'application/zip',
    expiresInSeconds: STORAGE_LINK_SECONDS,
  });
  if (redirectUrl) return { redirectUrl };
  try {
    const body = await storage.getStream(stored.key);
    return { fileName, contentType: 'application/zip', body, bytes: stored.bytes };
  } catch (error) {
    if (error instanceof ObjectNotFoundError) throw new AppError('PACKAGE_MISSING');
    throw error;
  }
}

function usesOf(access: Access, used: number): Uses {
  const limit = access.uses[access.tier];
  return {
    tier: access.tier,
    limit,
    used,
    remaining: limit === UNLIMITED_USES ? UNLIMITED_USES : Math.max(0, limit - used),
  };
}

/** The member's uses of a product they may have: the tier's limit, used and remaining. */
export async function getUses(
  db: Database,
  member: Member,
  productId: number,
  now: number,
): Promise<Uses> {
  const access = await accessOf(db, member, productId, new Date(now));
  const [row] = await db
    .select({ used: productUses.used })
    .from(productUses)
    .where(and(eq(productUses.userId, member.userId), eq(productUses.productId, productId)));
  return usesOf(access, row?.used ?? 0);
}

/**
 * Consumes one use (decision 022) for the member's current tier: 0 allows none, n allows n
 * in all, -1 is unlimited (still counted). One statement: the upsert increments only while the
 * count is under the limit, so racing requests never consume more than the limit.
 */
export async function consumeUse(
  db: Database,
  member: Member,
  productId: number,
  now: number,
): Promise<Uses> {
  const at = new Date(now);
  const access = await accessOf(db, member, productId, at);
  const limit = access.uses[access.tier];
  if (limit === 0) throw new AppError('USES_EXHAUSTED', undefined, { ...usesOf(access, 0) });
  const underLimit = limit === UNLIMITED_USES ? undefined : sql`${productUses.used} < ${limit}`;
  const [row] = await db
    .insert(productUses)
    .values({
      userId: member.userId,
      productId,
      tenantId: member.tenantId,
      used: 1,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [productUses.userId, productUses.productId],
      set: { used: sql`${productUses.used} + 1`, updatedAt: at },
      setWhere: underLimit,
    })
    .returning({ used: productUses.used });
  if (!row) {
    const current = await getUses(db, member, productId, now);
    throw new AppError('USES_EXHAUSTED', undefined, { ...current });
  }
  return usesOf(access, row.used);
}
