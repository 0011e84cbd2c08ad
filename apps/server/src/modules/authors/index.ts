import fp from 'fastify-plugin';
import { authorRoutes } from './authors.routes.ts';

export { authorProfileQuery, getAuthorProfile } from './authors.queries.ts';
export { authorProfileAnswer, authorProfileResponseSchema } from './authors.routes.ts';

/** Author pages (spec §2). */
export const authorsModule = fp(
  async (app) => {
    await app.register(authorRoutes);
  },
  { name: 'authors' },
);
