import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes.ts';

/** Liveness and readiness (decision 038). */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes);
  },
  { name: 'health' },
);
