import {
  adminUserListQuerySchema,
  adminUserParamsSchema,
  adminUserRoleBodySchema,
  adminUserStatusBodySchema,
  sessionsRevokedSchema,
} from '@space/contracts/admin';
import { userInfoSchema } from '@space/contracts/accounts';
import { envelope, pageOf, errorResponses } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { type AuthContext, authOf, userInfoOf, userInfosOf, type UserRow } from '../auth/index.ts';
import { adminGuard, listingTenantOf, rankOf, scopeOf } from '../access/index.ts';
import {
  endUserSessions,
  findManagedUser,
  listTenantUsers,
  setUserRole,
  setUserStatus,
} from '../users/index.ts';
import type { Database } from '../../db/client.ts';

const errors = errorResponses(400, 401, 403, 404, 429);
const security = [{ token: [] }];

/**
 * A user the caller may act on: in the caller's tenant (any, for a super admin), and of a
 * lower rank than the caller, so an admin never acts on themselves or a peer (403).
 */
async function managedTarget(db: Database, auth: AuthContext, id: number): Promise<UserRow> {
  const target = await findManagedUser(db, scopeOf(auth), id);
  if (!target) throw new AppError('NOT_FOUND');
  if (rankOf(target) >= rankOf(auth.user)) throw new AppError('FORBIDDEN');
  return target;
}

/** User administration: admins within their tenant, super admins anywhere (decision 007). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());
  const guard = adminGuard(app);

  app.get(
    '/api/admin/users',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary:
          "Search a tenant's users (email, phone, name or id), newest first (super admins may pass tenantId)",
        security,
        querystring: adminUserListQuerySchema,
        response: { 200: envelope(pageOf(userInfoSchema)), ...errors },
      },
    },
    async (request) => {
      const { page, pageSize, tenantId, q } = request.query;
      const tenant = listingTenantOf(authOf(request), tenantId);
      const { rows, total } = await listTenantUsers(app.db, tenant, { page, pageSize, q });
      const list = await userInfosOf(app.db, rows, now());
      return ok({ list, total, page, pageSize });
    },
  );

  app.patch(
    '/api/admin/users/:id/status',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: 'Enable or disable a user; disabling ends all their sessions',
        security,
        params: adminUserParamsSchema,
        body: adminUserStatusBodySchema,
        response: { 200: envelope(userInfoSchema), ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const target = await managedTarget(app.db, auth, request.params.id);
      const updated = await setUserStatus(
        app.db,
        { tenantId: target.tenantId, userId: target.id, status: target.status },
        request.body.status,
        auth.userId,
        now(),
      );
      if (!updated) throw new AppError('NOT_FOUND');
      return ok(await userInfoOf(app.db, updated, now()));
    },
  );

  app.patch(
    '/api/admin/users/:id/role',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary:
          "Change a user's role (user, moderator, admin) below one's own; nobody is made super admin here",
        security,
        params: adminUserParamsSchema,
        body: adminUserRoleBodySchema,
        response: { 200: envelope(userInfoSchema), ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const target = await managedTarget(app.db, auth, request.params.id);
      const { role } = request.body;
      // Nobody grants more than their own rank; super admin is never granted here.
      if (rankOf({ role, isSuperAdmin: false }) > rankOf(auth.user)) {
        throw new AppError('FORBIDDEN');
      }
      const updated = await setUserRole(
        app.db,
        { tenantId: target.tenantId, userId: target.id, role: target.role },
        role,
        auth.userId,
        now(),
      );
      if (!updated) throw new AppError('NOT_FOUND');
      return ok(await userInfoOf(app.db, updated, now()));
    },
  );

  app.post(
    '/api/admin/users/:id/sessions/revoke',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary: 'End every session of a user (they must sign in again)',
        security,
        params: adminUserParamsSchema,
        response: { 200: envelope(sessionsRevokedSchema), ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const target = await managedTarget(app.db, auth, request.params.id);
      const sessionsEnded = await endUserSessions(
        app.db,
        { tenantId: target.tenantId, userId: target.id },
        auth.userId,
        now(),
      );
      return ok({ sessionsEnded });
    },
  );
};
