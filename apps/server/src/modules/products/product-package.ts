import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVersions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Whether a product's newest version has its package (decision 074). A version's file is only
 * ever written from a package that passed the checks: a creator's upload, checked on arrival
 * and again against the form on submit and approval, or a demo package the seed builds to the
 * same rules (its test runs them). So "has a file" is "has a package that passed its checks".
 */
export async function hasCheckedPackage(db: Database, productId: number): Promise<boolean> {
  const [newest] = await db
    .select({ fileKey: productVersions.fileKey, sizeBytes: productVersions.sizeBytes })
    .from(productVersions)
    .where(eq(productVersions.productId, productId))
    .orderBy(desc(productVersions.createdAt), desc(productVersions.id))
    .limit(1);
  return !!newest?.fileKey && newest.sizeBytes > 0;
}

/**
 * 409 PACKAGE_REQUIRED unless the product may be listed for sale: nothing is listed without a
 * package that passed its checks (issue 32). Delisting is always allowed.
 */
export async function requireCheckedPackage(
  db: Database,
  productId: number,
  status: string | undefined,
): Promise<void> {
  if (status !== 'listed') return;
  if (!(await hasCheckedPackage(db, productId))) throw new AppError('PACKAGE_REQUIRED');
}

/**
 * The startup check (decision 074): every listed product whose newest version has no package
 * is delisted, so rows from before the rule (or written around it) are not for sale. Owners
 * keep what they bought. Returns the ids it delisted, for the log.
 */
export async function delistUnpackaged(db: Database, at: Date): Promise<number[]> {
  const result = (await db.execute(sql`
    update ${products} p set status = 'delisted', updated_at = ${at.toISOString()}::timestamptz
    where p.status = 'listed' and not exists (
      select 1 from (
        select v.file_key, v.size_bytes from ${productVersions} v
        where v.product_id = p.id
        order by v.created_at desc, v.id desc
        limit 1
      ) newest
      where newest.file_key is not null and newest.size_bytes > 0)
    returning p.id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}
