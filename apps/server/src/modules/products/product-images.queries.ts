import { LIMITS } from '@space/contracts/limits';
import type { ProductImage } from '@space/contracts/products';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productImages, products, type ImageVariant } from '../../db/schema.ts';
import type { AuthContext } from '../auth/index.ts';
import { editableProduct } from './product-editors.ts';
import { toProductImage } from './product-rows.ts';

/** A processed image ready for its row: the main file and its renditions. */
export interface StoredImage {
  fileKey: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

export async function imageCount(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return row?.n ?? 0;
}

/** The product's images in position order, as the API shows them. */
export async function listImages(db: Database, productId: number): Promise<ProductImage[]> {
  const rows = await db
    .select({
      fileKey: productImages.fileKey,
      width: productImages.width,
      height: productImages.height,
      variants: productImages.variants,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
  return rows.map(toProductImage);
}

function touch(db: Database, productId: number, at: Date) {
  return db.update(products).set({ updatedAt: at }).where(eq(products.id, productId));
}

/**
 * Appends the image at the next position, under a lock on the product row so that
 * concurrent appends queue up and positions stay 0…n-1 within the limit. Null when the
 * product already has the maximum number of images.
 */
export async function appendImage(
  db: Database,
  auth: AuthContext,
  productId: number,
  image: StoredImage,
  at: Date,
): Promise<ProductImage[] | null> {
  return db.transaction(async (tx) => {
    await editableProduct(tx, auth, productId, true);
    const position = await imageCount(tx, productId);
    if (position >= LIMITS.productImagesMax) return null;
    await tx.insert(productImages).values({ productId, position, ...image });
    await touch(tx, productId, at);
    return listImages(tx, productId);
  });
}

/**
 * Deletes the image at `position` and moves each later one up by one, lowest first, so
 * every move lands on a free position of the (product_id, position) key. Null when there
 * is no image at that position.
 */
export async function removeImage(
  db: Database,
  auth: AuthContext,
  productId: number,
  position: number,
  at: Date,
): Promise<ProductImage[] | null> {
  return db.transaction(async (tx) => {
    await editableProduct(tx, auth, productId, true);
    const deleted = await tx
      .delete(productImages)
      .where(and(eq(productImages.productId, productId), eq(productImages.position, position)))
      .returning({ position: productImages.position });
    if (deleted.length === 0) return null;
    const later = await tx
      .select({ position: productImages.position })
      .from(productImages)
      .where(and(eq(productImages.productId, productId), gt(productImages.position, position)))
      .orderBy(asc(productImages.position));
    for (const row of later) {
      await tx
        .update(productImages)
        .set({ position: row.position - 1 })
        .where(
          and(eq(productImages.productId, productId), eq(productImages.position, row.position)),
        );
    }
    await touch(tx, productId, at);
    return listImages(tx, productId);
  });
}
