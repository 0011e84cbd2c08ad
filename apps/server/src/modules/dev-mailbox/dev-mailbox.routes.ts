import { envelope, errorEnvelopeSchema } from '@space/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { normalizeTarget } from '../auth/index.ts';
import { latestMessages } from './dev-mailbox.queries.ts';

const LIMIT = 20;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a request carrying one came from elsewhere, even on loopback. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** Only a request made on this machine itself: a loopback peer, and no proxy in between. */
function isLocalRequest(request: FastifyRequest): boolean {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  return PROXY_HEADERS.every((name) => request.headers[name] === undefined);
}

const mailboxQuerySchema = z.object({ target: z.string().trim().min(1).max(254) });

const mailboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  target: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/**
 * The dev mailbox: for local development and demos only. When no SMTP server
 * (or SMS provider) is configured, outgoing messages are kept in the
 * dev_mailbox table and this route shows them, so verification codes can be
 * read without a real inbox. app.ts registers it only when DEV_MAILBOX is on
 * (the default outside production without SMTP_URL); otherwise the route does
 * not exist. It answers only requests made on this machine (a loopback peer
 * and no proxy headers: a reverse proxy on the same host connects from
 * loopback too), and must still never be enabled on a public deployment.
 * Any other request gets the same 404 as when the mailbox is off, before its
 * query is even validated, so nothing tells it the route exists.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Defence in depth for a server started without NODE_ENV=production: only this machine may read codes.
  app.addHook('onRequest', async (request) => {
    if (!isLocalRequest(request)) throw new AppError('NOT_FOUND');
  });

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest 20 messages kept for an email address or phone (local development only)',
        querystring: mailboxQuerySchema,
        response: {
          200: envelope(z.object({ list: z.array(mailboxMessageSchema) })),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const rows = await latestMessages(app.db, normalizeTarget(request.query.target), LIMIT);
      return ok({
        list: rows.map((row) => ({
          id: row.id,
          channel: row.channel === 'sms' ? ('sms' as const) : ('email' as const),
          target: row.target,
          subject: row.subject,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
        })),
      });
    },
  );
};
