import { userInfoSchema } from '@space/contracts/accounts';
import { envelope, errorEnvelopeSchema } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { authOf, userInfoOf } from '../auth/index.ts';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'The logged-in user',
        response: { 200: envelope(userInfoSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await userInfoOf(app.db, authOf(request).user, new Date(app.clock.now()))),
  );
};
