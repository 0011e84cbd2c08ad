import fp from 'fastify-plugin';
import { cartRoutes } from './cart.routes.ts';
export { cartProductIds, deleteCartItems } from './cart.queries.ts';
export { getCart } from './cart.service.ts';

/** The server cart behind /cart (spec §2; decision 020). */
export const cartModule = fp(
  async (app) => {
    await app.register(cartRoutes);
  },
  { name: 'cart' },
);
