import fp from 'fastify-plugin';
import { homeRoutes } from './home.routes.ts';

/** The home page sections (spec §2). */
export const homeModule = fp(
  async (app) => {
    await app.register(homeRoutes);
  },
  { name: 'home' },
);
