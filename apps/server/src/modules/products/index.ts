import fp from 'fastify-plugin';
import { productImageRoutes } from './product-images.routes.ts';
import { productListingRoutes } from './product-listing.routes.ts';
import { productViewCounter } from './product-views.ts';
import { productRoutes } from './products.routes.ts';
import { SearchIndex } from './search-index/search-index.ts';

export type { StoredImage } from './product-images.queries.ts';
export { PRODUCT_IMAGE_PLAN, storeRenditions } from './product-images.ts';
export { visiblePrerequisitesOfProducts } from './product-prerequisites.queries.ts';
export { setPrerequisites } from './product-prerequisites.service.ts';
export {
  isCover,
  summaryWithCoverColumns,
  toImageVariants,
  toProductImage,
  toProductSummary,
  visibleTo,
} from './product-rows.ts';
export { refreshSearchDocuments, searchColumns } from './product-search.ts';
export type { Viewer } from './products.queries.ts';
export { SearchIndex };

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process search index; null when SEARCH_INDEX is off (decision 036). */
    searchIndex: SearchIndex | null;
  }
}

/** The in-process search index (decision 036), following the catalogue's changes. */
export const searchIndex = fp(
  async (app) => {
    const { enabled, refreshIntervalMs } = app.config.searchIndex;
    const index = enabled
      ? new SearchIndex(app.db, app.catalogChanges, { refreshIntervalMs, log: app.log })
      : null;
    app.decorate('searchIndex', index);
    if (!index) return;
    // In the background: SQL answers searches until the index is built.
    app.addHook('onReady', async () => index.start());
    app.addHook('onClose', async () => index.close());
  },
  { name: 'search-index', dependencies: ['catalog-changes'] },
);

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
