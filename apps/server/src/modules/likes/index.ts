import fp from 'fastify-plugin';
import { likeRoutes } from './likes.routes.ts';

/** Likes of products (decision 031). */
export const likesModule = fp(
  async (app) => {
    await app.register(likeRoutes);
  },
  { name: 'likes' },
);
