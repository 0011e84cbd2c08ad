import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicBaseUrl, type PublicUrlConfig } from '../../../lib/public-url.ts';
import { SANDBOX_PAY_PATH } from './keys.ts';
import type { SandboxStore } from './store.ts';

/** What every provider sandbox plugin is given by paymentSandboxRoutes. */
export interface SandboxContext {
  /** Links (code_url, approve links, cert URLs) are built on this site's public base URL. */
  urls: PublicUrlConfig;
  now: () => number;
  /** Each provider's records, kept across restarts (store.ts). */
  store: (provider: 'wechat' | 'alipay' | 'paypal') => SandboxStore;
}

/** A store that forgets its oldest entries rather than grow without bound. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit = 10_000) {
    super();
  }
  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.limit) this.delete(this.keys().next().value!);
    return super.set(key, value);
  }
}

/** An absolute URL of a path on this site (the sandbox's notify targets). */
export function siteUrl(request: FastifyRequest, context: SandboxContext, path: string): string {
  return `${publicBaseUrl(request, context.urls)}${path}`;
}

/** The sandbox's own absolute URL for a path below /api/sandbox/pay (decision 017 rules). */
export function sandboxUrl(request: FastifyRequest, context: SandboxContext, path: string): string {
  return `${publicBaseUrl(request, context.urls)}${SANDBOX_PAY_PATH}${path}`;
}

export function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** The body our content-type parsers left: raw bytes for JSON, text for forms. */
export function rawBody(request: FastifyRequest): Buffer {
  const body = request.body as unknown;
  if (Buffer.isBuffer(body)) return body;
  return Buffer.from(typeof body === 'string' ? body : '', 'utf8');
}

/** Form fields of an HTML form post; repeated names keep the first value. */
export function formFields(request: FastifyRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(rawBody(request).toString('utf8')));
}

export interface Delivery {
  status: number | null;
  error?: string;
}

/** POSTs a notification once, as the provider would (they retry; the sandbox does not). */
export async function deliver(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<Delivery> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return { status: response.status };
  } catch (error) {
    return { status: null, error: (error as Error).message };
  }
}

export function describeDelivery(delivery: Delivery): string {
  return delivery.status === null
    ? `The notification could not be delivered (${delivery.error}).`
    : `The notification was answered HTTP ${delivery.status}.`;
}
