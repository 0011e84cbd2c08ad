import { auditEntrySchema, auditLogQuerySchema } from '@space/contracts/admin';
import { envelope, errorResponses, pageOf } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf } from '../auth/index.ts';
import { adminGuard } from './admin-guard.ts';
import { listAuditLog } from './audit.ts';
import { listingTenantOf } from './roles.ts';

/** The audit log: a tenant admin reads their tenant's; a super admin every tenant's. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit-log',
    {
      onRequest: adminGuard(app),
      schema: {
        tags: ['admin'],
        summary:
          'Administrative actions, newest first, filtered by action, actor, target and period (super admins: every tenant unless tenantId)',
        security: [{ token: [] }],
        querystring: auditLogQuerySchema,
        response: {
          200: envelope(pageOf(auditEntrySchema)),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { query } = request;
      const tenant =
        auth.user.isSuperAdmin && query.tenantId === undefined
          ? 'all'
          : listingTenantOf(auth, query.tenantId);
      const { list, total } = await listAuditLog(app.db, tenant, query);
      return ok({ list, total, page: query.page, pageSize: query.pageSize });
    },
  );
};
