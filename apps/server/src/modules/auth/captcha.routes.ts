import { captchaChallengeSchema, captchaSchema } from '@space/contracts/accounts';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { limitPerAddress } from '../../lib/rate-limits.ts';
import {
  issueCaptcha,
  issueCaptchaChallenge,
  randomCaptchaAnswer,
  type CaptchaAnswerSource,
} from './captcha.service.ts';

export interface CaptchaRoutesOptions {
  /** Where answers come from; random unless the app was built with another source. */
  answers?: CaptchaAnswerSource;
}

export const captchaRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async (app, options) => {
  const answers = options.answers ?? randomCaptchaAnswer;
  app.get(
    '/api/auth/captcha',
    {
      onRequest: limitPerAddress(app, 'captchasPerAddress'),
      schema: {
        tags: ['auth'],
        summary: 'A new single-use graphic code (SVG data URL) for the login form',
        response: { 200: envelope(captchaSchema), ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await issueCaptcha(app.db, app.clock, answers));
    },
  );
  app.get(
    '/api/auth/captcha/challenge',
    {
      onRequest: limitPerAddress(app, 'captchasPerAddress'),
      schema: {
        tags: ['auth'],
        summary:
          'Instead of the graphic code: a single-use proof-of-work challenge the browser solves (decision 069)',
        response: { 200: envelope(captchaChallengeSchema), ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await issueCaptchaChallenge(app.db, app.clock));
    },
  );
};
