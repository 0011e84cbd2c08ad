import { createHash, createHmac, type KeyObject } from 'node:crypto';
import type { TencentSmsConfig } from '../../config/sms.config.ts';
import type { SmsMessage, SmsSender } from '../sms.ts';
import { e164, parseJsonObject, postToProvider, SmsProviderError } from './http.ts';
import { missingTemplate, templateFor } from './templates.ts';

/**
 * Tencent Cloud SMS `SendSms` (API version 2021-01-11) signed with TC3-HMAC-SHA256: a canonical
 * request (method, `/`, empty query, the content-type and host headers, the body's SHA-256),
 * its hash in the string to sign with the timestamp and `date/sms/tc3_request`, signed with a
 * key derived from `TC3` + SecretKey through the date, the service and `tc3_request`.
 */

const ALGORITHM = 'TC3-HMAC-SHA256';
export const TENCENT_CONTENT_TYPE = 'application/json; charset=utf-8';
const SIGNED_HEADERS = 'content-type;host';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest();

export interface Tc3Input {
  secretId: string;
  secretKey: KeyObject | string;
  /** e.g. sms, or cvm in Tencent's documented example. */
  service: string;
  host: string;
  /** Unix seconds, the X-TC-Timestamp header. */
  timestamp: number;
  payload: string;
  /** The Content-Type sent and signed; ours unless told (Tencent's SDK sends application/json). */
  contentType?: string;
}

export function tc3CanonicalRequest(
  input: Pick<Tc3Input, 'host' | 'payload' | 'contentType'>,
): string {
  const contentType = (input.contentType ?? TENCENT_CONTENT_TYPE).toLowerCase();
  const headers = `content-type:${contentType}\nhost:${input.host}\n`;
  return ['POST', '/', '', headers, SIGNED_HEADERS, sha256Hex(input.payload)].join('\n');
}

function utcDate(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

export function tc3StringToSign(input: Omit<Tc3Input, 'secretId' | 'secretKey'>): string {
  const scope = `${utcDate(input.timestamp)}/${input.service}/tc3_request`;
  return [ALGORITHM, String(input.timestamp), scope, sha256Hex(tc3CanonicalRequest(input))].join(
    '\n',
  );
}

/** The Authorization header of one request. */
export function tc3Authorization(input: Tc3Input): string {
  const secret =
    typeof input.secretKey === 'string'
      ? input.secretKey
      : input.secretKey.export().toString('utf8');
  const date = utcDate(input.timestamp);
  const signingKey = hmac(hmac(hmac(`TC3${secret}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey)
    .update(tc3StringToSign(input), 'utf8')
    .digest('hex');
  return `${ALGORITHM} Credential=${input.secretId}/${date}/${input.service}/tc3_request, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`;
}

export interface TencentOptions {
  timeoutMs: number;
  now?: () => number;
}

interface SendStatus {
  Code?: unknown;
  Message?: unknown;
}

export class TencentSms implements SmsSender {
  constructor(
    private readonly config: TencentSmsConfig,
    private readonly options: TencentOptions,
  ) {}

  /** Headers and body of one SendSms call, signed; null without a template. */
  signedRequest(
    message: SmsMessage,
  ): { url: string; headers: Record<string, string>; body: string } | null {
    const template = templateFor(this.config.templates, message);
    if (!template) return null;
    const url = new URL(this.config.endpoint);
    const params = Object.values(message.template.params);
    const body = JSON.stringify({
      PhoneNumberSet: [e164(message.to)],
      SmsSdkAppId: this.config.appId,
      SignName: template.signName,
      TemplateId: template.templateId,
      ...(params.length > 0 && { TemplateParamSet: params }),
    });
    const timestamp = Math.floor((this.options.now ?? Date.now)() / 1000);
    const authorization = tc3Authorization({
      secretId: this.config.secretId,
      secretKey: this.config.secretKey,
      service: 'sms',
      host: url.host,
      timestamp,
      payload: body,
    });
    return {
      url: `${url.origin}/`,
      headers: {
        authorization,
        'content-type': TENCENT_CONTENT_TYPE,
        'x-tc-action': 'SendSms',
        'x-tc-version': '2021-01-11',
        'x-tc-timestamp': String(timestamp),
        'x-tc-region': this.config.region,
      },
      body,
    };
  }

  async send(message: SmsMessage): Promise<void> {
    const request = this.signedRequest(message);
    if (request === null) return missingTemplate('tencent', message);
    const response = await postToProvider('tencent', request, this.options.timeoutMs);
    const answer = parseJsonObject(response.body)?.Response as Record<string, unknown> | undefined;
    const requestId = typeof answer?.RequestId === 'string' ? ` (request ${answer.RequestId})` : '';
    const error = answer?.Error as { Code?: unknown } | undefined;
    if (response.status !== 200 || !answer || error) {
      const code = typeof error?.Code === 'string' ? error.Code : undefined;
      throw new SmsProviderError(
        'tencent',
        `HTTP ${response.status}, Error ${code ?? 'missing'}${requestId}`,
        code,
        response.status,
      );
    }
    const statuses = Array.isArray(answer.SendStatusSet)
      ? (answer.SendStatusSet as SendStatus[])
      : [];
    const status = statuses[0];
    if (statuses.length === 1 && status?.Code === 'Ok') return;
    const code = typeof status?.Code === 'string' ? status.Code : undefined;
    throw new SmsProviderError(
      'tencent',
      `SendStatusSet Code ${code ?? 'missing'}${requestId}`,
      code,
      response.status,
    );
  }
}
