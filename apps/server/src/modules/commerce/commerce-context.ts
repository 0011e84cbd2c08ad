import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentProviders } from '../payments/index.ts';

/** What the order logic works with, outside of any one request (checkout, reconciliation). */
export interface CommerceContext {
  db: Database;
  clock: Clock;
  config: AppConfig;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
}
