import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Mailer } from './mailer.ts';
import type { ObjectStorage } from './object-storage.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { SmsSender } from './sms.ts';

/**
 * The app's services as a module's functions take them (decision 047): the first parameter is
 * `db` alone or the few services the function uses, `Pick<Services, …>` (or a module's own
 * context such as `CommerceContext`). A route passes `app`, which has them all; a test or a
 * job passes just those.
 */
export interface Services {
  db: Database;
  config: AppConfig;
  clock: Clock;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  sms: SmsSender;
  objectStorage: ObjectStorage;
  log: FastifyBaseLogger;
}
