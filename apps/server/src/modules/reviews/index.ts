import fp from 'fastify-plugin';
import { reviewRoutes } from './reviews.routes.ts';

export { publicReviewPage } from './public-review-page.ts';

/** Reviews and ratings of products (issue 28, decision 064). */
export const reviewsModule = fp(
  async (app) => {
    await app.register(reviewRoutes);
  },
  { name: 'reviews' },
);
