import type { AppConfig } from './config/env.ts';
import type { Database, DatabaseEngine, DatabaseStatus } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import type { ObjectStorage } from './lib/object-storage.ts';
import type { SmsSender } from './lib/sms.ts';
import type { CaptchaAnswerSource } from './modules/auth/index.ts';
import type { PaymentProviders, PaymentSandbox } from './modules/payments/index.ts';
import type { PayoutProviders } from './modules/payments/index.ts';

/** What the app is built from; server.ts gives the real ones, tests their own. */
export interface AppDependencies {
  config: AppConfig;
  db: Database;
  dbEngine: DatabaseEngine;
  version: string;
  /** Tests pass a ManualClock to move time; the system clock otherwise. */
  clock?: Clock;
  /** Tests pass their own transports; otherwise chosen from config (SMTP, dev mailbox, none). */
  mailer?: Mailer;
  sms?: SmsSender;
  /** Source of graphic-code answers; random unless a test passes one it knows. */
  captchaAnswers?: CaptchaAnswerSource;
  /** Connection losses of the database pool, logged as they happen. */
  databaseStatus?: DatabaseStatus;
  /**
   * Closes the database the app was given, after every other closing step: Fastify runs
   * onClose hooks last-registered first, and the jobs, outboxes and the catalogue listener
   * still talk to the database while they stop.
   */
  closeDatabase?: () => Promise<void>;
  /**
   * Payment providers by method (modules/payments/provider.ts). None by default: checkout then
   * offers only free orders, until the server wires the configured providers in.
   */
  paymentProviders?: PaymentProviders;
  /** The local stand-in for the providers (decision 021): its routes are mounted when given. */
  paymentSandbox?: PaymentSandbox;
  /** PayPal Payouts and Alipay transfers (decision 071); none by default: nothing is sent. */
  payoutProviders?: PayoutProviders;
  /** Object storage; otherwise chosen from config (decision 027). */
  objectStorage?: ObjectStorage;
}
