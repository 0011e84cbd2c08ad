import { envelope, errorResponses, pageOf } from '@space/contracts/envelope';
import {
  followListItemSchema,
  followListQuerySchema,
  followStateSchema,
  socialProfileSchema,
  socialUserParamsSchema,
} from '@space/contracts/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { limitPerUser } from '../../lib/rate-limits.ts';
import { memberOf } from '../auth/index.ts';
import type { FollowListKind } from './follows.queries.ts';
import { followListOf, setFollowing } from './follows.service.ts';
import { socialProfileOf } from './social-profile.service.ts';

const followResponses = {
  200: envelope(followStateSchema),
  ...errorResponses(400, 401, 404, 429),
};
const listResponses = {
  200: envelope(pageOf(followListItemSchema)),
  ...errorResponses(400, 401, 404),
};
const LIST_SUMMARY: Record<FollowListKind, string> = {
  followers: 'fans (who follows them)',
  following: 'follows (whom they follow)',
};

/** Follows (decision 033): follow and unfollow, fan and follow lists, who someone is to you. */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());
  const followLimit = limitPerUser(app, 'followChangesPerUser');

  for (const [method, follow] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/users/:id/follow',
      preHandler: [app.requireAuth, followLimit],
      schema: {
        tags: ['social'],
        summary: follow
          ? 'Follow a user of your brand (idempotent; yourself: 400 FOLLOW_SELF)'
          : 'Unfollow a user (idempotent)',
        params: socialUserParamsSchema,
        response: followResponses,
      },
      handler: async (request) =>
        ok(await setFollowing(app.db, memberOf(request), request.params.id, follow, now())),
    });
  }

  for (const kind of ['followers', 'following'] as const) {
    app.get(
      `/api/users/me/${kind}`,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['social'],
          summary: `Your ${LIST_SUMMARY[kind]}, newest first, with whether you follow each back`,
          querystring: followListQuerySchema,
          response: listResponses,
        },
      },
      async (request) =>
        ok(await followListOf(app.db, memberOf(request), 'me', kind, request.query)),
    );
    app.get(
      `/api/users/:id/${kind}`,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['social'],
          summary: `A user's ${LIST_SUMMARY[kind]} (same brand), with your relation to each`,
          params: socialUserParamsSchema,
          querystring: followListQuerySchema,
          response: listResponses,
        },
      },
      async (request) =>
        ok(await followListOf(app.db, memberOf(request), request.params.id, kind, request.query)),
    );
  }

  app.get(
    '/api/users/:id/social',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['social'],
        summary: 'A user of your brand: public profile, counts, follow relation, friendship',
        params: socialUserParamsSchema,
        response: { 200: envelope(socialProfileSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await socialProfileOf(app.db, memberOf(request), request.params.id)),
  );
};
