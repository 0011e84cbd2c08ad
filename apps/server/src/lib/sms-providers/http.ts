import type { SmsProviderName } from '../../config/sms.config.ts';

/** A provider's refusal or an unreachable provider: names the provider, never a secret or a number. */
export class SmsProviderError extends Error {
  constructor(
    readonly provider: SmsProviderName,
    message: string,
    /** The provider's own code when it gave one (e.g. Aliyun `isv.BUSINESS_LIMIT_CONTROL`). */
    readonly providerCode?: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'SmsProviderError';
  }
}

export interface SmsHttpRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SmsHttpResponse {
  status: number;
  body: string;
}

/** A provider answer is a few hundred bytes; refuse to buffer anything absurd. */
const MAX_RESPONSE_BYTES = 65_536;

/** One POST, bounded by `timeoutMs` from connection to last byte; no redirects followed. */
export async function postToProvider(
  provider: SmsProviderName,
  request: SmsHttpRequest,
  timeoutMs: number,
): Promise<SmsHttpResponse> {
  let response: Response;
  let body: Buffer;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    // Host and path only: a query may carry a signature.
    const url = new URL(request.url);
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : (error as Error).message;
    throw new SmsProviderError(provider, `${url.host}${url.pathname} failed: ${reason}`);
  }
  if (body.length > MAX_RESPONSE_BYTES) {
    throw new SmsProviderError(provider, 'answer too large', undefined, response.status);
  }
  return { status: response.status, body: body.toString('utf8') };
}

export function parseJsonObject(body: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(body) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A number as E.164: kept when it starts with +; 11 digits starting with 1 are a Chinese
 * mainland mobile number (+86); other digits are read as starting with their country code.
 */
export function e164(phone: string): string {
  if (phone.startsWith('+')) return phone;
  if (/^1\d{10}$/.test(phone)) return `+86${phone}`;
  return `+${phone}`;
}

/** Whether an E.164 number is a Chinese mainland mobile number. */
export function isChineseMainland(phone: string): boolean {
  return /^\+861\d{10}$/.test(e164(phone));
}
