import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { needsSession } from '../../lib/needs-session.ts';
import type { AuthContext, UserRow } from '../auth/index.ts';

/**
 * Roles (architecture §5, docs/decisions/007): `moderator` and `admin` hold
 * within the user's own tenant; `superAdmin` holds in every tenant. Each role
 * includes the ones below it.
 */
export type Role = 'moderator' | 'admin' | 'superAdmin';

const RANKS = { user: 0, moderator: 1, admin: 2, superAdmin: 3 } as const;

export function rankOf(user: Pick<UserRow, 'role' | 'isSuperAdmin'>): number {
  if (user.isSuperAdmin) return RANKS.superAdmin;
  return user.role === 'admin' || user.role === 'moderator' ? RANKS[user.role] : RANKS.user;
}

export function hasRole(user: Pick<UserRow, 'role' | 'isSuperAdmin'>, role: Role): boolean {
  return rankOf(user) >= RANKS[role];
}

/** A route hook (onRequest, before validation): 401 without a session, 403 without the role. */
export function requireRole(role: Role) {
  return needsSession(async (request: FastifyRequest): Promise<void> => {
    if (!request.auth) throw new AppError('UNAUTHENTICATED');
    if (!hasRole(request.auth.user, role)) throw new AppError('FORBIDDEN');
  });
}

/** Which tenants an administrative query may touch. */
export type TenantScope = { tenantId: number } | 'all';

/** A super admin acts anywhere; everyone else only in their own tenant. */
export function scopeOf(auth: AuthContext): TenantScope {
  return auth.user.isSuperAdmin ? 'all' : { tenantId: auth.tenantId };
}

/**
 * The one tenant a listing shows: the actor's own by default; another only
 * for a super admin (403 for anyone else asking).
 */
export function listingTenantOf(auth: AuthContext, requested: number | undefined): number {
  if (requested === undefined || requested === auth.tenantId) return auth.tenantId;
  if (!auth.user.isSuperAdmin) throw new AppError('FORBIDDEN');
  return requested;
}
