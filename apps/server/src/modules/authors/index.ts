import fp from 'fastify-plugin';
import { authorRoutes } from './authors.routes.ts';

export { getAuthorProfile } from './authors.queries.ts';

/** Author pages (spec §2). */
export const authorsModule = fp(
  async (app) => {
    await app.register(authorRoutes);
  },
  { name: 'authors' },
);
