import type { TwilioSmsConfig } from '../../config/sms.config.ts';
import type { SmsMessage, SmsSender } from '../sms.ts';
import { e164, parseJsonObject, postToProvider, SmsProviderError } from './http.ts';

/**
 * Twilio Programmable Messaging: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, a form
 * body (To, From or MessagingServiceSid, Body) and HTTP Basic authentication with the Account
 * SID and auth token; no body signature. The text is ours, already in the reader's language.
 */
export interface TwilioOptions {
  timeoutMs: number;
}

export class TwilioSms implements SmsSender {
  constructor(
    private readonly config: TwilioSmsConfig,
    private readonly options: TwilioOptions,
  ) {}

  request(message: SmsMessage): { url: string; headers: Record<string, string>; body: string } {
    const { accountSid, authToken, from, apiBase } = this.config;
    const form = new URLSearchParams({ To: e164(message.to), Body: message.text });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const credentials = Buffer.from(
      `${accountSid}:${authToken.export().toString('utf8')}`,
      'utf8',
    ).toString('base64');
    return {
      url: `${apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${accountSid}/Messages.json`,
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
    };
  }

  async send(message: SmsMessage): Promise<void> {
    const response = await postToProvider('twilio', this.request(message), this.options.timeoutMs);
    if (response.status === 200 || response.status === 201) {
      const answer = parseJsonObject(response.body);
      // A message Twilio took is queued, accepted or sent; "failed" at once is a refusal.
      if (answer && answer.status !== 'failed' && answer.status !== 'undelivered') return;
    }
    const answer = parseJsonObject(response.body);
    const code =
      typeof answer?.code === 'number' || typeof answer?.code === 'string'
        ? String(answer.code)
        : undefined;
    throw new SmsProviderError(
      'twilio',
      `HTTP ${response.status}, code ${code ?? 'missing'}`,
      code,
      response.status,
    );
  }
}
