import fp from 'fastify-plugin';
import { analyticsRoutes } from './analytics.routes.ts';

/** Anonymous page analytics. */
export const analyticsModule = fp(
  async (app) => {
    await app.register(analyticsRoutes);
  },
  { name: 'analytics' },
);
