import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { limitPerUser } from '../../lib/rate-limits.ts';
import { requireRole, type Role } from './roles.ts';

/**
 * The onRequest hooks of every /api/admin route: the role first (401/403), then the
 * administrator's rate limit (429), so refused callers count nothing. onRequest, not
 * preHandler: they run before the body is read and validated, so a caller without the role
 * learns 403, never which fields of an admin form were wrong (decision 054).
 */
export function adminGuard(
  app: Pick<FastifyInstance, 'rateLimiter'>,
  role: Role = 'admin',
): onRequestAsyncHookHandler[] {
  return [requireRole(role), limitPerUser(app, 'adminRequestsPerUser')];
}
