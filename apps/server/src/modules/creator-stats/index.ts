import fp from 'fastify-plugin';
import { creatorStatsRoutes } from './creator-stats.routes.ts';

/** A creator's statistics (decision 030). */
export const creatorStatsModule = fp(
  async (app) => {
    await app.register(creatorStatsRoutes);
  },
  { name: 'creator-stats' },
);
