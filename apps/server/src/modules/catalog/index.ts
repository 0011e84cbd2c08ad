import fp from 'fastify-plugin';
import { CatalogChanges } from './catalog-changes.ts';
import { catalogRoutes } from './catalog.routes.ts';

export { CatalogChanges };
export type { CatalogChange } from './catalog-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Committed changes to the catalogue, as the database announces them (decision 036). */
    catalogChanges: CatalogChanges;
  }
}

/**
 * The catalogue's change announcements (decision 036), listened to from the app's start to its
 * close while the search index or the response cache keeps a copy of the catalogue.
 */
export const catalogChanges = fp(
  async (app) => {
    const changes = new CatalogChanges(app.log);
    app.decorate('catalogChanges', changes);
    if (!app.config.searchIndex.enabled && !app.config.responseCache.enabled) return;
    app.addHook('onReady', async () => changes.start(app.db, app.dbEngine));
    app.addHook('onClose', async () => changes.close());
  },
  { name: 'catalog-changes', dependencies: ['platform'] },
);

/** Device families, content types and categories (spec §2). */
export const catalogModule = fp(
  async (app) => {
    await app.register(catalogRoutes);
  },
  { name: 'catalog' },
);
