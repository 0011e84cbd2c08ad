import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nullable(),
  }),
  /**
   * Where abuse limits count: `shared` is false while Redis is configured but unreachable,
   * when each process counts on its own (decision 016). Not a reason to take traffic away.
   */
  rateLimits: z.object({
    store: z.enum(['memory', 'redis']),
    shared: z.boolean(),
  }),
  /**
   * The in-process search index (decision 036): `building` while SQL answers the searches
   * (after start-up, a large change or a lost change listener), `off` when SEARCH_INDEX is
   * off. Not a reason to take traffic away.
   */
  searchIndex: z.enum(['off', 'building', 'ready']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const livenessSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type Liveness = z.infer<typeof livenessSchema>;
