import { MAX_ROW_ID } from '@space/contracts/limits';
import { sessionInfoSchema } from '@space/contracts/accounts';
import { envelope, errorEnvelopeSchema, errorResponses } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { authOf } from './auth.plugin.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { revokeAllSessions, revokeSession } from './sessions.queries.ts';
import { listLiveSessions } from './sessions.service.ts';

const sessionParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const unauthenticated = { 401: errorEnvelopeSchema };

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/logout',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Log out: ends the session of this request',
        response: { 200: envelope(z.null()), ...unauthenticated },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const now = new Date(app.clock.now());
      await revokeSession(app.db, auth.userId, auth.tenantId, auth.sessionId, now);
      return ok(null, AUTH_MESSAGES.loggedOut[request.locale]);
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: "Log out everywhere: ends all of the user's sessions, this one included",
        response: { 200: envelope(z.null()), ...unauthenticated },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await revokeAllSessions(app.db, auth.userId, auth.tenantId, new Date(app.clock.now()));
      return ok(null, AUTH_MESSAGES.loggedOutEverywhere[request.locale]);
    },
  );

  app.get(
    '/api/auth/sessions',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: "The user's live sessions (devices), the current one flagged",
        response: { 200: envelope(z.array(sessionInfoSchema)), ...unauthenticated },
      },
    },
    async (request) => ok(await listLiveSessions(app.db, app.config, app.clock, authOf(request))),
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: "Log out one of the user's own sessions; any other id is 404",
        params: sessionParamsSchema,
        response: {
          200: envelope(z.null()),
          ...errorResponses(400, 404),
          ...unauthenticated,
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { id } = request.params;
      const revoked =
        id <= MAX_ROW_ID &&
        (await revokeSession(app.db, auth.userId, auth.tenantId, id, new Date(app.clock.now())));
      if (!revoked) throw new AppError('NOT_FOUND');
      return ok(null, AUTH_MESSAGES.sessionRevoked[request.locale]);
    },
  );
};
