import type { Locale } from '@space/contracts/locales';
import type { UploadForm } from '@space/contracts/uploads';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productImages, products, productVersions, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { setPrerequisites } from '../products/index.ts';
import { searchColumns } from '../search/index.ts';
import {
  checkVersion,
  currentReport,
  mediaOf,
  productColumnsOf,
  type RecordRow,
  storedTranslations,
} from '../uploads/index.ts';

export interface Published {
  productId: number;
  versionId: number;
  /** A version added to a product that was published before: its owners hear of it. */
  newVersionOfExisting: boolean;
}

/**
 * Writes what an approved record describes, inside the approval's transaction (decision 028):
 * the product (new, or updated and listed again) with its search columns, images, avatar,
 * front plugins and prices in minor units, and its version row. Anything refused here rolls
 * the whole approval back: a failed approval never leaves a half-made product.
 */
export async function publishRecord(
  tx: Database,
  row: RecordRow,
  form: UploadForm,
  at: Date,
  locale: Locale,
): Promise<Published> {
  const [author] = await tx
    .select({ nickName: users.nickName })
    .from(users)
    .where(eq(users.id, row.authorId));
  if (!author) throw new AppError('NOT_FOUND');
  // Nothing is listed for sale without a package that passed its checks (decision 074): the
  // submit checked it, and so does the approval, against the form as submitted.
  const report = currentReport(row);
  if (!row.packageKey || !row.packageBytes || !report?.ok) throw new AppError('PACKAGE_REQUIRED');
  const media = mediaOf(row.form);
  const columns = {
    ...productColumnsOf(form),
    avatarKey: media.avatar?.fileKey ?? null,
    avatarVariants: media.avatar?.variants ?? [],
    status: 'listed',
    ...searchColumns({
      name: form.name,
      authorNickName: author.nickName,
      overview: form.overview,
      contentTypes: form.types,
      nameTranslations: storedTranslations(form.nameTranslations),
      overviewTranslations: storedTranslations(form.overviewTranslations),
    }),
    updatedAt: at,
  };

  let productId = row.productId;
  if (productId === null) {
    const [created] = await tx
      .insert(products)
      .values({ ...columns, authorId: row.authorId, createdAt: at })
      .returning({ id: products.id });
    productId = created!.id;
  } else {
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.authorId, row.authorId)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    // Checked again under the product's lock: two versions approved at once cannot both pass.
    await checkVersion(tx, row, form.version, locale);
    await tx.update(products).set(columns).where(eq(products.id, productId));
  }

  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (media.images.length > 0) {
    await tx.insert(productImages).values(
      media.images.map((image, position) => ({
        productId: productId!,
        position,
        fileKey: image.fileKey,
        width: image.width,
        height: image.height,
        variants: image.variants,
      })),
    );
  }
  await setPrerequisites(tx, productId, form.prerequisiteIds, {
    viewer: { tenantId: row.tenantId },
    locale,
  });

  const version = {
    sizeBytes: row.packageBytes,
    fileKey: row.packageKey,
    newVersionInfo: form.newVersionInfo,
    newVersionInfoTranslations: storedTranslations(form.newVersionInfoTranslations),
  };
  const [existing] = await tx
    .select({ id: productVersions.id })
    .from(productVersions)
    .where(
      and(eq(productVersions.productId, productId), eq(productVersions.version, form.version)),
    );
  if (existing) {
    // Only the record that published this version may bring it back (checkVersion).
    await tx.update(productVersions).set(version).where(eq(productVersions.id, existing.id));
    return { productId, versionId: existing.id, newVersionOfExisting: false };
  }
  const [inserted] = await tx
    .insert(productVersions)
    .values({ ...version, productId, version: form.version, createdAt: at })
    .returning({ id: productVersions.id });
  return { productId, versionId: inserted!.id, newVersionOfExisting: row.productId !== null };
}
