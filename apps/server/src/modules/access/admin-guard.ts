import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { limitPerUser } from '../../lib/rate-limits.ts';
import { requireRole, type Role } from './roles.ts';

/**
 * The preHandlers of every /api/admin route: the role first (401/403), then the
 * administrator's rate limit (429), so refused callers count nothing.
 */
export function adminGuard(
  app: Pick<FastifyInstance, 'rateLimiter'>,
  role: Role = 'admin',
): preHandlerAsyncHookHandler[] {
  return [requireRole(role), limitPerUser(app, 'adminRequestsPerUser')];
}
