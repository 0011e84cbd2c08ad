import fp from 'fastify-plugin';
import { moderationRoutes } from './moderation.routes.ts';

/** The review queue of upload records (decision 028). */
export const moderationModule = fp(
  async (app) => {
    await app.register(moderationRoutes);
  },
  { name: 'moderation' },
);
