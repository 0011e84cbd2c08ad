import { envelope, errorResponses, pageOf } from '@space/contracts/envelope';
import {
  outboxListQuerySchema,
  outboxMessageIdParamsSchema,
  outboxMessageSchema,
} from '@space/contracts/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { type AuthContext, authOf } from '../auth/index.ts';
import { adminGuard, listingTenantOf, recordAudit } from '../access/index.ts';
import { findOutboxMessage, listOutbox, requeueFailed } from './admin-outbox.queries.ts';

const security = [{ token: [] }];

/** A tenant admin sees their brand's messages; a super admin every brand's (or one named). */
function readScope(auth: AuthContext, requested: number | undefined): number | null {
  if (auth.user.isSuperAdmin && requested === undefined) return null;
  return listingTenantOf(auth, requested);
}

/** The message outbox (decision 073): states and attempts of every email and text, and retries. */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = adminGuard(app);

  app.get(
    '/api/admin/outbox',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary:
          'Outgoing emails and texts, newest first, by state and channel, never their bodies (super admins: every brand unless tenantId)',
        security,
        querystring: outboxListQuerySchema,
        response: {
          200: envelope(pageOf(outboxMessageSchema)),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { query } = request;
      const tenant = readScope(authOf(request), query.tenantId);
      const { list, total } = await listOutbox(app.db, tenant, query);
      return ok({ list, total, page: query.page, pageSize: query.pageSize });
    },
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        summary:
          'Sends a failed message again, with a fresh count of attempts (not a verification code: 409); audited',
        security,
        params: outboxMessageIdParamsSchema,
        response: {
          200: envelope(outboxMessageSchema),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const scope = auth.user.isSuperAdmin ? null : auth.tenantId;
      const { id } = request.params;
      const found = await findOutboxMessage(app.db, id, scope);
      if (!found) throw new AppError('NOT_FOUND');
      if (!found.view.retryable) throw new AppError('CONFLICT');
      const at = new Date(app.clock.now());
      const done = await app.db.transaction(async (tx) => {
        if (!(await requeueFailed(tx, id, at))) return false;
        await recordAudit(tx, {
          tenantId: found.row.tenantId ?? auth.tenantId,
          actorId: auth.userId,
          action: 'outbox.retry',
          targetType: 'outboxMessage',
          targetId: id,
          before: { state: found.row.state, attempts: found.row.attempts },
          after: { state: 'queued', attempts: 0 },
          at,
        });
        return true;
      });
      if (!done) throw new AppError('CONFLICT');
      app.outbox.wake();
      const after = await findOutboxMessage(app.db, id, scope);
      return ok(after!.view);
    },
  );
};
