import {
  authResultSchema,
  codeLoginBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@space/contracts/accounts';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { limitPerAddress } from '../../lib/rate-limits.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { clientOf } from './client-info.ts';
import { loginWithCode, loginWithPassword } from './login.service.ts';
import { resetPassword } from './password-reset.service.ts';
import { register } from './register.service.ts';

const failures = {
  ...errorResponses(400, 403, 409, 429),
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = limitPerAddress(app, 'authFormsPerAddress');
  app.post(
    '/api/auth/register',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        summary: 'Register with an email or phone and its verification code; logs in',
        body: registerBodySchema,
        response: { 200: envelope(authResultSchema), ...failures },
      },
    },
    async (request) => {
      // The page's language (the app sends it as Accept-Language): mail is written in it.
      const result = await register(app, request.body, clientOf(request), request.contentLocale);
      return ok(result, AUTH_MESSAGES.registrationSuccessful[request.locale]);
    },
  );

  app.post(
    '/api/auth/login',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        summary: 'Log in with email, phone or username, password and graphic code',
        body: loginBodySchema,
        response: { 200: envelope(authResultSchema), ...failures },
      },
    },
    async (request) => {
      const result = await loginWithPassword(app, request.body, clientOf(request));
      return ok(result, AUTH_MESSAGES.loginSuccessful[request.locale]);
    },
  );

  app.post(
    '/api/auth/login/code',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        summary: 'Log in with a verification code sent to the email or phone',
        body: codeLoginBodySchema,
        response: { 200: envelope(authResultSchema), ...failures },
      },
    },
    async (request) => {
      const result = await loginWithCode(app, request.body, clientOf(request));
      return ok(result, AUTH_MESSAGES.loginSuccessful[request.locale]);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a verification code; ends every session',
        body: resetPasswordBodySchema,
        response: { 200: envelope(z.null()), ...failures },
      },
    },
    async (request) => {
      await resetPassword(app, request.body, request.ip);
      return ok(null, AUTH_MESSAGES.passwordReset[request.locale]);
    },
  );
};
