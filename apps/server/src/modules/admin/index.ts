import fp from 'fastify-plugin';
import { adminUserRoutes } from './admin-users.routes.ts';
import { adminBrandRoutes } from './admin-brands.routes.ts';
import { adminConsoleRoutes } from './admin-console.routes.ts';
import { adminOutboxRoutes } from './admin-outbox.routes.ts';
import { adminVideoRoutes } from './admin-videos.routes.ts';

/** The admin console: users, brands, dashboard and video tutorials (decisions 040–042). */
export const adminModule = fp(
  async (app) => {
    await app.register(adminUserRoutes);
    await app.register(adminBrandRoutes);
    await app.register(adminConsoleRoutes);
    await app.register(adminVideoRoutes);
    await app.register(adminOutboxRoutes);
  },
  { name: 'admin' },
);
