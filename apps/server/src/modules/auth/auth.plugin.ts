import { CLIENT_HEADER, DEFAULT_TENANT_ID, tenantByCode } from '@space/contracts/tenants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { needsSession } from '../../lib/needs-session.ts';
import { resolveSession, tokenFromHeaders, type AuthContext } from './sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in session, when the request carried a valid token. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a logged-in user: answers body code 401 otherwise. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The buyer (or user) commerce and ownership act for: every query is scoped by both. */
export interface Member {
  userId: number;
  tenantId: number;
}

/** The logged-in context of a route behind `requireAuth`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

/**
 * Whose catalogue view a request gets: the session's tenant, else the client brand a
 * visitor's browser names (CLIENT_HEADER), else the brand whose host rule the request's host
 * matches (spec §2, decision 041), else the default brand.
 */
export function viewerTenantOf(request: FastifyRequest): number {
  if (request.auth) return request.auth.tenantId;
  const client = request.headers[CLIENT_HEADER];
  const named = typeof client === 'string' ? tenantByCode(client)?.id : undefined;
  return named ?? request.server.brands.tenantForHost(request.hostname) ?? DEFAULT_TENANT_ID;
}

export const auth = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    // onRequest: the session is known before the body is parsed and validated, so role
    // checks (admin-guard.ts) can answer 401/403 ahead of any 400 (decision 054).
    app.addHook('onRequest', async (request) => {
      const token = tokenFromHeaders(request.headers);
      if (token) request.auth = await resolveSession(app.db, app.config, app.clock, token);
    });
    app.decorate(
      'requireAuth',
      needsSession(async (request: FastifyRequest) => {
        if (!request.auth) throw new AppError('UNAUTHENTICATED');
      }),
    );
  },
  { name: 'auth' },
);

/** The logged-in member a route behind `requireAuth` acts for. */
export function memberOf(request: FastifyRequest): Member {
  const auth = authOf(request);
  return { userId: auth.userId, tenantId: auth.tenantId };
}
