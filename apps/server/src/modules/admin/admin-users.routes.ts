import { MAX_ROW_ID } from '@space/contracts/limits';
import { tenantIdSchema, userInfoSchema } from '@space/contracts/accounts';
import { envelope, pageOf, pageQuerySchema, errorResponses } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../../plugins/auth.ts';
import { userInfoOf, userInfosOf } from '../users/user-info.ts';
import { findManagedUser, listTenantUsers, setUserStatus } from './admin-users.queries.ts';
import { listingTenantOf, rankOf, requireRole, scopeOf } from './roles.ts';

const listQuery = pageQuerySchema.extend({
  tenantId: z.coerce.number().pipe(tenantIdSchema).optional(),
});
const userParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
const statusBody = z.object({ status: z.enum(['active', 'disabled']) });
const errors = errorResponses(400, 401, 403, 404);
const security = [{ token: [] }];

/** User administration: admins within their tenant, super admins anywhere. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "List a tenant's users, newest first (super admins may pass tenantId)",
        security,
        querystring: listQuery,
        response: { 200: envelope(pageOf(userInfoSchema)), ...errors },
      },
    },
    async (request) => {
      const { page, pageSize, tenantId } = request.query;
      const tenant = listingTenantOf(authOf(request), tenantId);
      const { rows, total } = await listTenantUsers(app.db, tenant, { page, pageSize });
      const list = await userInfosOf(app.db, rows, new Date(app.clock.now()));
      return ok({ list, total, page, pageSize });
    },
  );

  app.patch(
    '/api/admin/users/:id/status',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Enable or disable a user; disabling ends all their sessions',
        security,
        params: userParams,
        body: statusBody,
        response: { 200: envelope(userInfoSchema), ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const target = await findManagedUser(app.db, scopeOf(auth), request.params.id);
      if (!target) throw new AppError('NOT_FOUND');
      // Only users below one's own role: an admin cannot disable themselves or a peer.
      if (rankOf(target) >= rankOf(auth.user)) throw new AppError('FORBIDDEN');
      const updated = await setUserStatus(
        app.db,
        { tenantId: target.tenantId, userId: target.id },
        request.body.status,
        new Date(app.clock.now()),
      );
      if (!updated) throw new AppError('NOT_FOUND');
      return ok(await userInfoOf(app.db, updated, new Date(app.clock.now())));
    },
  );
};
