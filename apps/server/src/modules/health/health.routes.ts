import { envelope } from '@space/contracts/envelope';
import { healthSchema, livenessSchema, type Health } from '@space/contracts/health';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';

async function checkHealth(app: FastifyInstance, request: FastifyRequest): Promise<Health> {
  let latencyMs: number | null = null;
  try {
    latencyMs = Math.round((await pingDatabase(app.db)) * 100) / 100;
  } catch (error) {
    request.log.warn({ err: error }, 'database ping failed');
  }
  const reachable = latencyMs !== null;
  return {
    status: reachable ? 'ok' : 'degraded',
    database: { engine: app.dbEngine, reachable, latencyMs },
    rateLimits: await app.rateLimiter.health(),
    searchIndex: app.searchIndex ? (app.searchIndex.ready ? 'ready' : 'building') : 'off',
    version: app.appVersion,
    uptimeSeconds: Math.round(process.uptime()),
  };
}

function answerHealth(health: Health, reply: FastifyReply) {
  if (health.status === 'ok') return ok(health);
  return reply.status(503).send({ code: 503, msg: 'database unreachable', data: health });
}

/**
 * Liveness says the process answers (a restart would not help otherwise); readiness says it
 * can do its work now, so a load balancer sends traffic elsewhere while the database is away.
 * `/api/health` is readiness under its original name.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const readiness = {
    schema: {
      tags: ['system'],
      summary: 'Readiness: the database answers',
      response: { 200: envelope(healthSchema), 503: envelope(healthSchema) },
    },
  };
  app.get('/api/health', readiness, async (request, reply) =>
    answerHealth(await checkHealth(app, request), reply),
  );
  app.get('/api/health/ready', readiness, async (request, reply) =>
    answerHealth(await checkHealth(app, request), reply),
  );
  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers requests',
        response: { 200: envelope(livenessSchema) },
      },
    },
    async () => ok({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );
};
