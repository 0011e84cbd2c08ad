import fp from 'fastify-plugin';
import { socialRoutes } from './social.routes.ts';
export { expertListAnswer, expertListResponseSchema } from './social.routes.ts';

/** Follows, friends and experts (decision 033). */
export const socialModule = fp(
  async (app) => {
    await app.register(socialRoutes);
  },
  { name: 'social' },
);
