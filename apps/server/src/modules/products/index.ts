import fp from 'fastify-plugin';
import { productImageRoutes } from './product-images.routes.ts';
import { productListingRoutes } from './product-listing.routes.ts';
import { productViewCounter } from './product-views.ts';
import { productRoutes } from './products.routes.ts';

export {
  listAdminProducts,
  lockAdminProduct,
  updateAdminProduct,
} from './admin-products.queries.ts';
export type { StoredImage } from './product-images.queries.ts';
export { PRODUCT_IMAGE_PLAN, storeRenditions } from './product-images.ts';
export { delistUnpackaged, hasCheckedPackage, requireCheckedPackage } from './product-package.ts';
export { setPrerequisites } from './product-prerequisites.service.ts';
export {
  averageRating,
  isCover,
  productRatingOf,
  summaryWithCoverColumns,
  toImageVariants,
  toProductImage,
  toProductSummary,
  visibleTo,
} from './product-rows.ts';
export {
  productDetailAnswer,
  productDetailResponseSchema,
  productListAnswer,
  productListResponseSchema,
} from './products.routes.ts';
export type { Viewer } from './products.queries.ts';

/** Products: details, images, listings and their views (spec §2; decisions 030, 036). */
export const productsModule = fp(
  async (app) => {
    // Before productRoutes: a product read counts a view (decision 030).
    await app.register(productViewCounter);
    await app.register(productRoutes);
    await app.register(productImageRoutes);
    await app.register(productListingRoutes);
  },
  { name: 'products' },
);
