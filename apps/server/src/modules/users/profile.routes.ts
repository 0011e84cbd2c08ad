import { updateProfileBodySchema, userInfoSchema } from '@space/contracts/accounts';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { enforceLimit } from '../../lib/rate-limits.ts';
import { authOf, userInfoOf } from '../auth/index.ts';
import { storeAvatarUpload } from './profile.avatar.ts';
import { setAvatarKey, updateProfile } from './profile.queries.ts';

const security = [{ token: [] }];

/** The logged-in user's own profile (spec §2 /userInfo, §5 profile rules). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/users/me',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Update the nickname, signature, birthday and sex of the logged-in user',
        security,
        body: updateProfileBodySchema,
        response: {
          200: envelope(userInfoSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const user = await updateProfile(app.db, auth, request.body, new Date(app.clock.now()));
      if (!user) throw new AppError('UNAUTHENTICATED');
      return ok(await userInfoOf(app.db, user, new Date(app.clock.now())));
    },
  );

  app.post(
    '/api/users/me/avatar',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'Upload an avatar (multipart, one image ≤ 5 MiB); stored square, 256×256 WebP',
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: envelope(userInfoSchema),
          ...errorResponses(400, 401, 413, 415, 429, 503),
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await enforceLimit(app.rateLimiter, 'avatarUploadsPerUser', String(auth.userId));
      const key = await storeAvatarUpload(app, request);
      const user = await setAvatarKey(app.db, auth, key, new Date(app.clock.now()));
      if (!user) throw new AppError('UNAUTHENTICATED');
      return ok(await userInfoOf(app.db, user, new Date(app.clock.now())));
    },
  );
};
