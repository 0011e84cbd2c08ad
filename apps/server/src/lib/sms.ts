import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { storeInDevMailbox } from './mailer.ts';

export interface SmsMessage {
  /** Digits with an optional leading +. */
  to: string;
  text: string;
}

/**
 * Outgoing text messages. Real providers (Aliyun, Twilio, ...) arrive later
 * behind this interface; a failed delivery rejects.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Local development and demos: texts land in the dev mailbox with channel 'sms'. */
export class DevMailboxSms implements SmsSender {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await storeInDevMailbox(this.db, this.clock, {
      channel: 'sms',
      target: message.to,
      subject: '',
      body: message.text,
    });
  }
}

export class UnconfiguredSms implements SmsSender {
  async send(): Promise<void> {
    throw new Error('No SMS provider is configured (DEV_MAILBOX=true keeps texts locally)');
  }
}

/** The dev mailbox when enabled; otherwise sending fails until a provider is configured. */
export function createSmsSender(config: AppConfig, db: Database, clock: Clock): SmsSender {
  return config.devMailbox ? new DevMailboxSms(db, clock) : new UnconfiguredSms();
}
