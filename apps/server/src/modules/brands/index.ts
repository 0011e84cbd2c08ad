import fp from 'fastify-plugin';
import { BrandRegistry } from './brand-registry.ts';
import { brandRoutes } from './brands.routes.ts';

export { storeBrandImage } from './brand-images.ts';
export { BrandRegistry };
export {
  listBrands,
  managedBrand,
  setBrandImage,
  toAdminBrand,
  updateBrand,
} from './brands.queries.ts';
export { brandAnswer, brandResponseSchema } from './brands.queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's copy of the brands' host rules (spec §2, decision 041), kept fresh. */
    brands: BrandRegistry;
  }
}

/** The brands' host rules; fresh before any API handler runs (viewerTenantOf reads them). */
export const brandRegistry = fp(
  async (app) => {
    const brands = new BrandRegistry(app.db, app.catalogChanges, app.log);
    app.decorate('brands', brands);
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) await brands.refreshIfStale();
    });
  },
  { name: 'brand-registry', dependencies: ['catalog-changes'] },
);

/** The brands' public look (spec §2; decision 041). */
export const brandsModule = fp(
  async (app) => {
    await app.register(brandRoutes);
  },
  { name: 'brands' },
);
