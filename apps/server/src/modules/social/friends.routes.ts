import { envelope, errorResponses, pageOf } from '@space/contracts/envelope';
import {
  followListItemSchema,
  followListQuerySchema,
  friendListQuerySchema,
  friendRequestBodySchema,
  friendRequestListQuerySchema,
  friendRequestParamsSchema,
  friendRequestSchema,
  friendSchema,
  friendStateSchema,
  socialUserParamsSchema,
} from '@space/contracts/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { limitPerUser } from '../../lib/rate-limits.ts';
import { memberOf } from '../auth/index.ts';
import { listFriends, listPendingRequests } from './friends.queries.ts';
import { answerFriendRequest, removeFriend, sendFriendRequest } from './friends.service.ts';
import { listMutualSuggestions } from './social-profile.service.ts';

/** Friends (decision 033): accepted friend requests, the requests, and suggestions. */
export const friendRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());
  const requestLimit = limitPerUser(app, 'friendRequestsPerUser');

  app.get(
    '/api/users/me/friends',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['social'],
        summary: 'Your friends, newest friendship first',
        querystring: friendListQuerySchema,
        response: { 200: envelope(pageOf(friendSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await listFriends(app.db, memberOf(request), request.query)),
  );

  app.delete(
    '/api/users/me/friends/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['social'],
        summary: 'Remove a friend (idempotent; follows are kept)',
        params: socialUserParamsSchema,
        response: { 200: envelope(friendStateSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await removeFriend(app.db, memberOf(request), request.params.id)),
  );

  app.get(
    '/api/users/me/friend-suggestions',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['social'],
        summary: 'People you follow each other with who are not your friends yet',
        querystring: followListQuerySchema,
        response: { 200: envelope(pageOf(followListItemSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await listMutualSuggestions(app.db, memberOf(request), request.query)),
  );

  app.get(
    '/api/users/me/friend-requests',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['social'],
        summary: 'Friend requests waiting: sent to you (incoming) or by you (outgoing)',
        querystring: friendRequestListQuerySchema,
        response: { 200: envelope(pageOf(friendRequestSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await listPendingRequests(app.db, memberOf(request), request.query)),
  );

  app.post(
    '/api/users/me/friend-requests',
    {
      preHandler: [app.requireAuth, requestLimit],
      schema: {
        tags: ['social'],
        summary:
          'Send a friend request (accepts theirs when they already asked you); 409 when friends or one is waiting',
        body: friendRequestBodySchema,
        response: {
          200: envelope(friendRequestSchema),
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (request) =>
      ok(await sendFriendRequest(app.db, memberOf(request), request.body.userId, now())),
  );

  for (const action of ['accept', 'decline', 'cancel'] as const) {
    app.post(
      `/api/users/me/friend-requests/:id/${action}`,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['social'],
          summary:
            action === 'cancel'
              ? 'Cancel a friend request you sent'
              : `${action === 'accept' ? 'Accept' : 'Decline'} a friend request sent to you`,
          params: friendRequestParamsSchema,
          response: {
            200: envelope(friendRequestSchema),
            ...errorResponses(400, 401, 404, 409),
          },
        },
      },
      async (request) =>
        ok(await answerFriendRequest(app.db, memberOf(request), request.params.id, action, now())),
    );
  }
};
