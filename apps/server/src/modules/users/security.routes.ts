import {
  bindContactBodySchema,
  changePasswordBodySchema,
  userInfoSchema,
} from '@space/contracts/accounts';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { AUTH_MESSAGES, authOf } from '../auth/index.ts';
import { bindContact, changePassword } from './security.service.ts';

const failures = {
  ...errorResponses(400, 401, 409, 429),
};

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/users/me/password',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Change the password (by the current one or a code); ends the other sessions',
        body: changePasswordBodySchema,
        response: { 200: envelope(z.null()), ...failures },
      },
    },
    async (request) => {
      await changePassword(app, authOf(request), request.body);
      return ok(null, AUTH_MESSAGES.passwordChanged[request.locale]);
    },
  );

  app.post(
    '/api/users/me/email',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Bind a new email address with a code sent to it',
        body: bindContactBodySchema,
        response: { 200: envelope(userInfoSchema), ...failures },
      },
    },
    async (request) => {
      const user = await bindContact(app, authOf(request), 'email', request.body, request.locale);
      return ok(user, AUTH_MESSAGES.emailBound[request.locale]);
    },
  );

  app.post(
    '/api/users/me/mobile',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Bind a new phone number with a code sent to it',
        body: bindContactBodySchema,
        response: { 200: envelope(userInfoSchema), ...failures },
      },
    },
    async (request) => {
      const user = await bindContact(app, authOf(request), 'phone', request.body, request.locale);
      return ok(user, AUTH_MESSAGES.mobileBound[request.locale]);
    },
  );
};
