import { envelope, errorResponses } from '@space/contracts/envelope';
import {
  NOTIFICATION_PATHS,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
  notificationReadResultSchema,
  unreadCountSchema,
} from '@space/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { memberOf } from '../auth/index.ts';
import {
  listNotifications,
  markAllRead,
  markOneRead,
  preferencesOf,
  setPreferences,
  unreadCount,
} from './notifications.queries.ts';

const security = [{ token: [] }];
const tags = ['notifications'];

/** The caller's in-app notifications in the request's brand (decision 066). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    NOTIFICATION_PATHS.list,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'My notifications, newest first',
        security,
        querystring: notificationListQuerySchema,
        response: { 200: envelope(notificationPageSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(await listNotifications(app.db, memberOf(request), request.query, request.contentLocale)),
  );

  app.get(
    NOTIFICATION_PATHS.unreadCount,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'How many of my notifications are unread (the bell polls it)',
        security,
        response: { 200: envelope(unreadCountSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok({ unread: await unreadCount(app.db, memberOf(request)) }),
  );

  app.post(
    NOTIFICATION_PATHS.readAll,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        security,
        response: { 200: envelope(notificationReadResultSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const recipient = memberOf(request);
      const marked = await markAllRead(app.db, recipient, new Date(app.clock.now()));
      return ok({ marked, unread: await unreadCount(app.db, recipient) });
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Mark one of my notifications read (idempotent)',
        security,
        params: notificationIdParamsSchema,
        response: {
          200: envelope(notificationReadResultSchema),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const recipient = memberOf(request);
      const result = await markOneRead(
        app.db,
        recipient,
        request.params.id,
        new Date(app.clock.now()),
      );
      if (!result.found) throw new AppError('NOT_FOUND');
      return ok({ marked: result.marked, unread: await unreadCount(app.db, recipient) });
    },
  );

  app.get(
    NOTIFICATION_PATHS.preferences,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'My delivery choice per kind of notification',
        security,
        response: { 200: envelope(notificationPreferencesSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await preferencesOf(app.db, memberOf(request))),
  );

  app.put(
    NOTIFICATION_PATHS.preferences,
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Change my delivery choice of some kinds (in app, email, off)',
        security,
        body: notificationPreferencesBodySchema,
        response: { 200: envelope(notificationPreferencesSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(
        await setPreferences(
          app.db,
          memberOf(request),
          request.body.channels,
          new Date(app.clock.now()),
        ),
      ),
  );
};
