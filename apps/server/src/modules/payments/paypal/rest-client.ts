import { z } from 'zod';
import type { PaypalConfig } from '../../../config/payments.config.ts';
import type { Clock } from '../../../lib/clock.ts';
import { parseJson, type HttpTransport } from '../http.ts';
import { PaymentProviderError } from '../provider.ts';

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number() });
/** Refresh the access token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * PayPal's REST API as the payments (orders, captures, refunds) and the payouts both call it:
 * an OAuth2 client-credentials token cached until shortly before it expires, and JSON calls
 * with it, where a 401 drops the token and tries once more.
 */
export class PaypalRestClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly config: Pick<PaypalConfig, 'apiBase' | 'clientId' | 'clientSecret'>,
    private readonly transport: HttpTransport,
    private readonly clock: Clock,
    /** Sent with every call besides the token's (the payments ask for whole representations). */
    private readonly headers: Record<string, string> = {},
  ) {}

  async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<{ status: number; json: unknown }> {
    for (let attempt = 0; ; attempt += 1) {
      const headers: Record<string, string> = {
        Authorization: `Bearer ${await this.accessToken()}`,
        Accept: 'application/json',
        ...this.headers,
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (requestId !== undefined) headers['PayPal-Request-Id'] = requestId;
      const response = await this.transport({
        method,
        url: `${this.base()}${path}`,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401 && attempt === 0) {
        this.token = null;
        continue;
      }
      return { status: response.status, json: parseJson(response.body) };
    }
  }

  private async accessToken(): Promise<string> {
    const now = this.clock.now();
    if (this.token && this.token.expiresAt > now) return this.token.value;
    const secret = this.config.clientSecret.export().toString('utf8');
    const response = await this.transport({
      method: 'POST',
      url: `${this.base()}/v1/oauth2/token`,
      headers: {
        Authorization: `Basic ${Buffer.from(`${this.config.clientId}:${secret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const token = tokenSchema.safeParse(parseJson(response.body));
    if (response.status !== 200 || !token.success) {
      throw new PaymentProviderError('paypal', `token: HTTP ${response.status}`, response.status);
    }
    const expiresAt = now + token.data.expires_in * 1000 - TOKEN_MARGIN_MS;
    this.token = { value: token.data.access_token, expiresAt };
    return token.data.access_token;
  }

  private base(): string {
    return this.config.apiBase.replace(/\/+$/, '');
  }
}
