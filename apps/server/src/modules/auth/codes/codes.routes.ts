import { sendCodeBodySchema } from '@space/contracts/accounts';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.ts';
import { limitPerAddress } from '../../../lib/rate-limits.ts';
import { CODE_SENT } from './code-messages.ts';
import { sendCode } from './codes.service.ts';

export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/codes',
    {
      onRequest: limitPerAddress(app, 'authFormsPerAddress'),
      schema: {
        tags: ['auth'],
        summary:
          'Send a verification code by email or SMS (register, login, reset, bind, password)',
        description:
          'Answers the same success whether or not a code was delivered, so it cannot be used to ' +
          'find out which accounts exist. `bind` and `password` need a login; `password` goes to ' +
          "the user's own email, else mobile. After an address's first few sends each send needs a " +
          'graphic code (`captchaId`, `captcha` from GET /api/auth/captcha): without one the answer ' +
          'is 400 with code 40007 (CAPTCHA_REQUIRED).',
        body: sendCodeBodySchema,
        response: {
          200: envelope(z.null()),
          ...errorResponses(400, 401, 429, 502),
        },
      },
    },
    async (request) => {
      // Codes go out at once or fail the request (decision 073): the outbox's code mailer.
      // Not annotated: the same object suits CodeDeps with or without `config`.
      const deps = {
        db: app.db,
        clock: app.clock,
        config: app.config,
        rateLimiter: app.rateLimiter,
        mailer: app.outbox.codeMailer,
        sms: app.sms,
        log: app.log,
      };
      await sendCode(deps, {
        body: request.body,
        auth: request.auth,
        ip: request.ip,
        locale: request.locale,
      });
      return ok(null, CODE_SENT[request.locale]);
    },
  );
};
