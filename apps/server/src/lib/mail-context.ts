import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Mailer } from './mailer.ts';

/** What a background mail run (reminders, update emails) works with, outside any request. */
export interface MailContext {
  db: Database;
  clock: Clock;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function mailContextOf(app: FastifyInstance): MailContext {
  return { db: app.db, clock: app.clock, config: app.config, mailer: app.mailer, log: app.log };
}
