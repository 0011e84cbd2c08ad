import fp from 'fastify-plugin';
import { meRoutes } from './me.routes.ts';
import { securityRoutes } from './security.routes.ts';
import { profileRoutes } from './profile.routes.ts';
export {
  endUserSessions,
  findManagedUser,
  listTenantUsers,
  setUserRole,
  setUserStatus,
} from './admin-users.queries.ts';
export { AVATAR_MAX_BYTES } from './profile.avatar.ts';

/** The signed-in user: me, profile and account security (spec §3). */
export const usersModule = fp(
  async (app) => {
    await app.register(meRoutes);
    await app.register(securityRoutes);
    await app.register(profileRoutes);
  },
  { name: 'users' },
);
