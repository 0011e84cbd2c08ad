import type { Locale } from '@space/contracts/locales';
import { tenantById } from '@space/contracts/tenants';
import type { AppConfig } from '../config/env.ts';
import type { SmsProviderName, SmsTemplateKind } from '../config/sms.config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { storeInDevMailbox } from './mailer.ts';
import { AliyunSms } from './sms-providers/aliyun.ts';
import { isChineseMainland } from './sms-providers/http.ts';
import { TencentSms } from './sms-providers/tencent.ts';
import { TwilioSms } from './sms-providers/twilio.ts';

export interface SmsMessage {
  /** Digits with an optional leading +. */
  to: string;
  /** The whole text in the reader's language: what the sandbox keeps and Twilio sends. */
  text: string;
  /** Whose brand the text speaks for: picks the sign name, templates and provider. */
  tenantId: number;
  /** The reader's language: picks the template. */
  locale: Locale;
  /**
   * The template a template-based provider (Aliyun, Tencent) sends instead of `text`, with
   * its parameters in template order (Aliyun's TemplateParam, Tencent's TemplateParamSet).
   */
  template: { kind: SmsTemplateKind; params: Record<string, string> };
}

/**
 * Outgoing text messages (decision 067): Alibaba Cloud, Tencent Cloud or Twilio on their own
 * protocols, or the local sandbox; a failed delivery rejects.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The local sandbox: texts land in the dev mailbox with channel 'sms'. */
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
    throw new Error(
      'No SMS provider is configured (SMS_PROVIDER; DEV_MAILBOX=true keeps texts locally)',
    );
  }
}

/**
 * Picks the provider of each text: SMS_PROVIDER_INTERNATIONAL for numbers outside the Chinese
 * mainland when set, else the brand's own (SMS_PROVIDER_BY_BRAND), else SMS_PROVIDER.
 */
export class SmsRouter implements SmsSender {
  constructor(
    private readonly config: AppConfig['sms'],
    private readonly senders: Partial<Record<SmsProviderName | 'sandbox', SmsSender>>,
  ) {}

  providerFor(message: Pick<SmsMessage, 'to' | 'tenantId'>): SmsProviderName | 'sandbox' | null {
    if (this.config.international && !isChineseMainland(message.to)) {
      return this.config.international;
    }
    const code = tenantById(message.tenantId)?.code;
    return (code && this.config.byBrand[code]) || this.config.provider;
  }

  async send(message: SmsMessage): Promise<void> {
    const name = this.providerFor(message);
    const sender = name ? this.senders[name] : undefined;
    await (sender ?? new UnconfiguredSms()).send(message);
  }
}

/**
 * What start-up says once when production has no SMS provider (decision 067), rather than fail
 * each phone code silently; null when texts can be sent (a provider, or the dev mailbox).
 */
export function missingSmsProviderWarning(config: AppConfig): string | null {
  if (config.nodeEnv !== 'production' || config.devMailbox || config.sms.provider !== null) {
    return null;
  }
  return 'No SMS provider is configured (SMS_PROVIDER=aliyun, tencent or twilio): verification codes to phone numbers cannot be sent; codes to email addresses go through SMTP_URL.';
}

/** The providers the configuration names, the sandbox when it is on; fails without either. */
export function createSmsSender(config: AppConfig, db: Database, clock: Clock): SmsSender {
  const { sms } = config;
  const timeoutMs = sms.timeoutMs;
  const senders: Partial<Record<SmsProviderName | 'sandbox', SmsSender>> = {};
  if (sms.aliyun) senders.aliyun = new AliyunSms(sms.aliyun, { timeoutMs });
  if (sms.tencent) senders.tencent = new TencentSms(sms.tencent, { timeoutMs });
  if (sms.twilio) senders.twilio = new TwilioSms(sms.twilio, { timeoutMs });
  // The sandbox is the dev mailbox: it keeps texts no provider is named for, as the mailbox
  // keeps mail without SMTP, and exists only while the mailbox does.
  if (config.devMailbox) senders.sandbox = new DevMailboxSms(db, clock);
  const fallback = sms.provider ?? (config.devMailbox ? 'sandbox' : null);
  return new SmsRouter({ ...sms, provider: fallback }, senders);
}
