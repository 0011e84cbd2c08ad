import type { Transporter } from 'nodemailer';
import type { Address } from 'nodemailer/lib/mailer/index.js';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { devMailbox } from '../db/schema.ts';
import type { Clock } from './clock.ts';

/**
 * One outgoing email, plain data (an outbox may store it as JSON): `text` is always there
 * (the plain-text alternative, and what the dev mailbox and tests read); `html` is the branded
 * alternative (decision 072).
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (decision 072). */
  headers?: Record<string, string>;
  /** The sender's display name (the brand's): the address stays MAIL_FROM's. */
  fromName?: string;
}

/** MAIL_FROM with the message's display name instead of its own, as nodemailer takes it. */
export function senderOf(mailFrom: string, fromName: string | undefined): string | Address {
  if (!fromName) return mailFrom;
  const [parsed] = addressparser(mailFrom, { flatten: true });
  if (!parsed?.address) return mailFrom;
  return { name: fromName, address: parsed.address };
}

/** What the outbox keeps beside a message (decision 073); transports ignore it. */
export interface SendOptions {
  /** The brand the message speaks for, shown to that brand's admins. */
  tenantId?: number;
  /** The same key twice is one message: the second send writes and sends nothing. */
  dedupeKey?: string;
}

/**
 * Outgoing email. `app.mailer` is the outbox (decision 073): it resolves once the message is
 * kept, and retries a failed delivery itself. A transport (SMTP, the dev mailbox) rejects on a
 * failed delivery.
 */
export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  close?(): Promise<void>;
}

/** Real delivery through SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailer implements Mailer {
  // Made with the first mail: nodemailer is loaded then, not on every start (most never mail).
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {}

  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: this.smtpUrl,
        // A dead mail server must fail the request within seconds, not hang it.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    );
    return this.transport;
  }

  async send(message: MailMessage): Promise<void> {
    const { fromName, ...rest } = message;
    const transport = await this.transporter();
    await transport.sendMail({ ...rest, from: senderOf(this.from, fromName) });
  }

  async close(): Promise<void> {
    (await this.transport)?.close();
  }
}

export type DevMailboxChannel = 'email' | 'sms';

/** Keeps a message in the dev_mailbox table instead of sending it (see modules/dev-mailbox). */
export async function storeInDevMailbox(
  db: Database,
  clock: Clock,
  message: {
    channel: DevMailboxChannel;
    target: string;
    subject: string;
    body: string;
    html?: string | null;
    headers?: Record<string, string> | null;
    fromName?: string | null;
  },
): Promise<void> {
  await db.insert(devMailbox).values({ ...message, createdAt: new Date(clock.now()) });
}

/** Local development and demos: mail lands in the dev mailbox, readable through /api/dev/mailbox. */
export class DevMailboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await storeInDevMailbox(this.db, this.clock, {
      channel: 'email',
      target: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      headers: message.headers ?? null,
      fromName: message.fromName ?? null,
    });
  }
}

/** Neither SMTP nor the dev mailbox is configured: every delivery fails (and says why in the log). */
export class UnconfiguredMailer implements Mailer {
  async send(): Promise<void> {
    throw new Error('No mail transport: set SMTP_URL (or DEV_MAILBOX=true for local development)');
  }
}

/** SMTP when SMTP_URL is set, else the dev mailbox when enabled, else a mailer that always fails. */
export function createMailer(config: AppConfig, db: Database, clock: Clock): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  if (config.devMailbox) return new DevMailboxMailer(db, clock);
  return new UnconfiguredMailer();
}
