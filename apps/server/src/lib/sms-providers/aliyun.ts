import { createHmac, randomUUID, type KeyObject } from 'node:crypto';
import type { AliyunSmsConfig } from '../../config/sms.config.ts';
import type { SmsMessage, SmsSender } from '../sms.ts';
import { missingTemplate, templateFor } from './templates.ts';
import {
  e164,
  isChineseMainland,
  parseJsonObject,
  postToProvider,
  SmsProviderError,
} from './http.ts';

/**
 * Alibaba Cloud SMS `SendSms` (dysmsapi, API version 2017-05-25) with the RPC signature
 * (SignatureVersion 1.0, HMAC-SHA1): parameters sorted by name, percent-encoded per RFC 3986,
 * joined with & and encoded again into `POST&%2F&…`, signed with the secret and `&`.
 */

/** RFC 3986 percent-encoding as Aliyun's RPC signature wants it: only A-Z a-z 0-9 - _ . ~ stay. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The canonicalized query: pairs sorted by name (byte order), each side percent-encoded. */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(params[name]!)}`)
    .join('&');
}

export function aliyunStringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`;
}

/** Base64 HMAC-SHA1 of the string to sign, keyed with `AccessKeySecret&`. */
export function aliyunSignature(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: KeyObject | string,
): string {
  const secret =
    typeof accessKeySecret === 'string'
      ? accessKeySecret
      : accessKeySecret.export().toString('utf8');
  return createHmac('sha1', `${secret}&`)
    .update(aliyunStringToSign(method, params))
    .digest('base64');
}

/** `yyyy-MM-ddTHH:mm:ssZ` in UTC, as the Timestamp parameter wants it. */
function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Mainland numbers without a prefix; others as country code and number, without +. */
export function aliyunPhoneNumber(phone: string): string {
  const number = e164(phone);
  return isChineseMainland(number) ? number.slice(3) : number.slice(1);
}

export interface AliyunOptions {
  timeoutMs: number;
  now?: () => number;
  nonce?: () => string;
}

export class AliyunSms implements SmsSender {
  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly options: AliyunOptions,
  ) {}

  /** The form body of one SendSms call, signed. */
  signedBody(message: SmsMessage): string | null {
    const template = templateFor(this.config.templates, message);
    if (!template) return null;
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: aliyunPhoneNumber(message.to),
      RegionId: 'cn-hangzhou',
      SignName: template.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: (this.options.nonce ?? randomUUID)(),
      SignatureVersion: '1.0',
      TemplateCode: template.templateId,
      Timestamp: isoSeconds((this.options.now ?? Date.now)()),
      Version: '2017-05-25',
    };
    if (Object.keys(message.template.params).length > 0) {
      params.TemplateParam = JSON.stringify(message.template.params);
    }
    const signature = aliyunSignature('POST', params, this.config.accessKeySecret);
    // The signed parameters in signing order, the signature last, as Alibaba's SDKs send them.
    return `${aliyunCanonicalQuery(params)}&Signature=${aliyunPercentEncode(signature)}`;
  }

  async send(message: SmsMessage): Promise<void> {
    const body = this.signedBody(message);
    if (body === null) return missingTemplate('aliyun', message);
    const response = await postToProvider(
      'aliyun',
      {
        url: `${this.config.endpoint.replace(/\/+$/, '')}/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body,
      },
      this.options.timeoutMs,
    );
    const answer = parseJsonObject(response.body);
    const code = typeof answer?.Code === 'string' ? answer.Code : undefined;
    if (response.status === 200 && code === 'OK') return;
    const requestId = typeof answer?.RequestId === 'string' ? ` (request ${answer.RequestId})` : '';
    throw new SmsProviderError(
      'aliyun',
      `HTTP ${response.status}, Code ${code ?? 'missing'}${requestId}`,
      code,
      response.status,
    );
  }
}
