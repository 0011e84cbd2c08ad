import { timingSafeEqual } from 'node:crypto';
import { PAYMENT_METHODS } from '@space/contracts/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseStatus } from '../db/client.ts';

export interface MetricsOptions {
  /** Bearer token that reads /metrics from anywhere; without it, loopback connections only. */
  token: string | undefined;
  databaseStatus: DatabaseStatus | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PAYMENT_NOTIFY_ROUTE = '/api/payments/:method/notify';

/**
 * Whether the request may read the metrics. The socket's address, never X-Forwarded-For: behind
 * a proxy every request comes from the proxy, so a public deployment sets METRICS_TOKEN.
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (token === undefined) return LOOPBACK.has(request.socket.remoteAddress ?? '');
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function outcomeOf(status: number): 'accepted' | 'refused' | 'failed' {
  if (status < 400) return 'accepted';
  return status < 500 ? 'refused' : 'failed';
}

/**
 * Prometheus metrics at GET /metrics (issue 16): request rate and latency by route and status,
 * the database pool, the image work queue, payment notifications by outcome, and Node's own.
 * One registry per app, so several apps in one process (tests) never mix their counts.
 */
export const metrics = fp<MetricsOptions>(
  async (app: FastifyInstance, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'space_' });

    const requests = new Histogram({
      name: 'space_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const notifications = new Counter({
      name: 'space_payment_notifications_total',
      help: 'Payment provider notifications, by provider and outcome',
      labelNames: ['provider', 'outcome'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'space_db_pool_connections',
      help: 'PostgreSQL pool connections by state (absent on the embedded database)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = options.databaseStatus?.poolStats();
        if (!stats) return;
        this.set({ state: 'open' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'space_work_queue_tasks',
      help: 'Image work queue tasks, running and waiting',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'running' }, app.imageQueue.active);
        this.set({ state: 'waiting' }, app.imageQueue.queued);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, not its URL, so ids and queries do not explode the label set.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      requests.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      if (route === PAYMENT_NOTIFY_ROUTE) {
        // Only known methods become labels: a stranger's path must not grow the label set.
        const { method } = request.params as { method?: string };
        const provider = PAYMENT_METHODS.find((known) => known === method) ?? 'unknown';
        notifications.inc({ provider, outcome: outcomeOf(reply.statusCode) });
      }
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayRead(request, options.token)) {
        // As if it did not exist: nothing tells a stranger metrics are here.
        return reply.callNotFound();
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
