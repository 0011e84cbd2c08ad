import { envelope } from '@space/contracts/envelope';
import { healthSchema } from '@space/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: envelope(healthSchema), 503: envelope(healthSchema) },
      },
    },
    async (request, reply) => {
      let latencyMs: number | null = null;
      try {
        latencyMs = Math.round((await pingDatabase(app.db)) * 100) / 100;
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
      }
      const reachable = latencyMs !== null;
      const health = {
        status: reachable ? ('ok' as const) : ('degraded' as const),
        database: { engine: app.dbEngine, reachable, latencyMs },
        version: app.appVersion,
        uptimeSeconds: Math.round(process.uptime()),
      };
      if (!reachable)
        return reply.status(503).send({ code: 503, msg: 'database unreachable', data: health });
      return ok(health);
    },
  );
};
