import type { Clock } from '../../lib/clock.ts';
import type { PaymentMethod } from './provider.ts';
import { PaymentProviderError } from './provider.ts';

/** One call to a provider, as the bytes that go on the wire (signatures cover them). */
export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The answer with its raw body: signatures are checked on these bytes before any parsing. */
export interface HttpResponse {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** The seam between the clients and the network; tests may pass their own. */
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

/** What every provider client may be given instead of the network and the system clock. */
export interface ProviderOptions {
  transport?: HttpTransport;
  clock?: Clock;
}

const REQUEST_TIMEOUT_MS = 15_000;
/** A provider answer is a few kilobytes; refuse to buffer anything absurd. */
const MAX_RESPONSE_BYTES = 1_048_576;

export function fetchTransport(method: PaymentMethod): HttpTransport {
  return async (request) => {
    let response: Response;
    let body: Buffer;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      // Only host and path: queries and headers may carry tokens or signatures.
      const url = new URL(request.url);
      throw new PaymentProviderError(
        method,
        `${url.host}${url.pathname} failed: ${(error as Error).message}`,
      );
    }
    if (body.length > MAX_RESPONSE_BYTES) {
      throw new PaymentProviderError(method, 'answer too large', response.status);
    }
    return { status: response.status, headers: response.headers, body };
  };
}

/** A header of an incoming notification, whatever its case; one value or nothing. */
export function headerOf(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
  }
  return undefined;
}

/** JSON of a provider's body, or undefined when it is not JSON (the caller's schema then fails). */
export function parseJson(body: Buffer | string | undefined): unknown {
  try {
    return JSON.parse(Buffer.isBuffer(body) ? body.toString('utf8') : (body ?? '')) as unknown;
  } catch {
    return undefined;
  }
}
