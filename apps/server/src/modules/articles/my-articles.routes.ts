import {
  articleColumnBodySchema,
  articleColumnParamsSchema,
  articleColumnSchema,
  articleColumnsSchema,
  articleDraftBodySchema,
  articleEditorSchema,
  articleIdParamsSchema,
  articleSettingsBodySchema,
  myArticlePageSchema,
  myArticlesQuerySchema,
} from '@space/contracts/articles';
import { envelope, errorResponses } from '@space/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { limitPerUser } from '../../lib/rate-limits.ts';
import { authOf } from '../auth/index.ts';
import { addPendingColumn, deleteColumn, listColumns, nameColumn } from './article-columns.ts';
import { getEditorView } from './article-editor.ts';
import { listMyArticles } from './articles.queries.ts';
import {
  createArticle,
  deleteArticle,
  revertArticle,
  saveArticle,
  submitArticle,
  updateSettings,
  type Author,
} from './articles.service.ts';

const security = [{ token: [] }];
const tags = ['articles'];

function authorOf(request: FastifyRequest): Author {
  const auth = authOf(request);
  return { userId: auth.userId, tenantId: auth.tenantId };
}

const editorResponses = (...statuses: (400 | 404 | 409 | 429)[]) => ({
  200: envelope(articleEditorSchema),
  ...errorResponses(401, ...statuses),
});

/**
 * The author's own articles and columns (spec §2 /publish, /personal; §4; §5). Every route
 * needs a session and acts only on the caller's rows: another user's article is a 404.
 */
export const myArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock.now());
  const saveLimit = limitPerUser(app, 'articleSavesPerUser');
  const submitLimit = limitPerUser(app, 'articleSubmissionsPerUser');

  app.get(
    '/api/users/me/articles',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'My articles in every state (the /personal tabs), pinned first, with tab counts',
        security,
        querystring: myArticlesQuerySchema,
        response: { 200: envelope(myArticlePageSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await listMyArticles(app.db, authorOf(request), request.query)),
  );

  app.post(
    '/api/users/me/articles',
    {
      preHandler: [app.requireAuth, saveLimit],
      schema: {
        tags,
        summary: 'Start a draft (the first autosave of /publish)',
        security,
        body: articleDraftBodySchema,
        response: editorResponses(400, 429),
      },
    },
    async (request) => ok(await createArticle(app.db, authorOf(request), request.body, now())),
  );

  app.get(
    '/api/users/me/articles/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'My article as /publish edits it: the working copy and its state',
        security,
        params: articleIdParamsSchema,
        response: editorResponses(400, 404),
      },
    },
    async (request) => ok(await getEditorView(app.db, authorOf(request), request.params.id)),
  );

  app.patch(
    '/api/users/me/articles/:id',
    {
      preHandler: [app.requireAuth, saveLimit],
      schema: {
        tags,
        summary: 'Autosave: a draft changes in place, a published article collects a pending edit',
        security,
        params: articleIdParamsSchema,
        body: articleDraftBodySchema,
        response: editorResponses(400, 404, 409, 429),
      },
    },
    async (request) =>
      ok(await saveArticle(app.db, authorOf(request), request.params.id, request.body, now())),
  );

  app.delete(
    '/api/users/me/articles/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Delete my article (any state)',
        security,
        params: articleIdParamsSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await deleteArticle(app.db, authorOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/api/users/me/articles/:id/submit',
    {
      preHandler: [app.requireAuth, submitLimit],
      schema: {
        tags,
        summary: 'Submit for review: a draft, a rejected article, or the edit of a published one',
        security,
        params: articleIdParamsSchema,
        response: editorResponses(400, 404, 409, 429),
      },
    },
    async (request) =>
      ok(await submitArticle(app.db, authorOf(request), request.params.id, now(), request.locale)),
  );

  app.post(
    '/api/users/me/articles/:id/revert',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Back to draft: withdraw a submission, or take a published article down',
        security,
        params: articleIdParamsSchema,
        response: editorResponses(400, 404, 409),
      },
    },
    async (request) => ok(await revertArticle(app.db, authorOf(request), request.params.id, now())),
  );

  app.patch(
    '/api/users/me/articles/:id/settings',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Public or private, pinned or not: in force at once, without review',
        security,
        params: articleIdParamsSchema,
        body: articleSettingsBodySchema,
        response: editorResponses(400, 404),
      },
    },
    async (request) =>
      ok(await updateSettings(app.db, authorOf(request), request.params.id, request.body, now())),
  );

  app.get(
    '/api/users/me/article-columns',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'My columns (the pending one last, without a name) and the maximum',
        security,
        response: { 200: envelope(articleColumnsSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await listColumns(app.db, authorOf(request))),
  );

  app.post(
    '/api/users/me/article-columns',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Add a column, step one: a pending column without a name',
        description:
          'Refused (409) while another column is pending (ARTICLE_COLUMN_PENDING) and when there are 20 (ARTICLE_COLUMNS_FULL).',
        security,
        response: { 200: envelope(articleColumnSchema), ...errorResponses(401, 409) },
      },
    },
    async (request) => ok(await addPendingColumn(app.db, authorOf(request), now())),
  );

  app.patch(
    '/api/users/me/article-columns/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Add a column, step two: name the pending column (or rename a column)',
        security,
        params: articleColumnParamsSchema,
        body: articleColumnBodySchema,
        response: { 200: envelope(articleColumnSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(await nameColumn(app.db, authorOf(request), request.params.id, request.body.name)),
  );

  app.delete(
    '/api/users/me/article-columns/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        summary: 'Cancel the pending column, or delete a column (its articles keep no column)',
        security,
        params: articleColumnParamsSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await deleteColumn(app.db, authorOf(request), request.params.id);
      return ok(null);
    },
  );
};
