import fp from 'fastify-plugin';
import { SearchIndex } from './search-index.ts';

export {
  inIdOrder,
  listTotalFromIndex,
  searchFromIndex,
  suggestionsFromIndex,
} from './indexed-search.ts';
export { parseSearch, refreshSearchDocuments, searchColumns } from './product-search.ts';
export type { ProductSearch } from './product-search.ts';
export { SearchIndex };

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process search index; null when SEARCH_INDEX is off (decision 036). */
    searchIndex: SearchIndex | null;
  }
}

/**
 * Product search (decisions 008, 010, 036): the SQL search documents and the in-process index
 * that answers broad searches, following the catalogue's changes.
 */
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
