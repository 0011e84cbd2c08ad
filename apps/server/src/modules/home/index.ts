import fp from 'fastify-plugin';
import { homeRoutes } from './home.routes.ts';
export { homeAnswer, homeResponseSchema } from './home.queries.ts';

/** The home page sections (spec §2). */
export const homeModule = fp(
  async (app) => {
    await app.register(homeRoutes);
  },
  { name: 'home' },
);
