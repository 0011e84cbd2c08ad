import { X509Certificate, type KeyObject } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { Clock } from '../../../lib/clock.ts';
import { headerOf, type HttpTransport } from '../http.ts';
import { NotificationRejected } from '../provider.ts';
import { verifySha256WithRsa } from '../rsa.ts';

/**
 * PayPal webhook signatures, verified locally (developer.paypal.com/api/rest/webhooks/rest,
 * "Self-verification"): SHA256withRSA over
 * `transmissionId|transmissionTime|webhookId|crc32(rawBody)`, the CRC32 in unsigned decimal,
 * with the certificate at `paypal-cert-url`, fetched only from an allow-listed host.
 */

/** PayPal's own certificate hosts; the sandbox adds its base host when it is on. */
export const PAYPAL_CERT_HOSTS = ['api.paypal.com', 'api.sandbox.paypal.com'] as const;
export const AUTH_ALGO = 'SHA256withRSA';
const MAX_CACHED_CERTIFICATES = 16;
const MAX_CERTIFICATE_BYTES = 16_384;

/** CRC-32 (IEEE, as zlib) of the raw body, as the unsigned decimal PayPal signs. */
export function crc32Decimal(body: Buffer): string {
  return String(crc32(body) >>> 0);
}

export function expectedMessage(
  transmissionId: string,
  transmissionTime: string,
  webhookId: string,
  body: Buffer,
): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32Decimal(body)}`;
}

export interface CertificateHosts {
  /** `host[:port]` entries reached over https. */
  https: readonly string[];
  /** `host[:port]` entries also reachable over plain http: only the local sandbox's. */
  http?: readonly string[];
}

/**
 * Whether a `paypal-cert-url` may be fetched: https (http only for the sandbox host), a host
 * of the list exactly, no credentials. Anything else would let a forged header make us fetch
 * an attacker's certificate (and make requests on their behalf).
 */
export function certUrlAllowed(value: string, hosts: CertificateHosts): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  const host = url.host.toLowerCase();
  if (url.protocol === 'https:') return hosts.https.includes(host);
  return url.protocol === 'http:' && (hosts.http ?? []).includes(host);
}

/** Public keys of fetched certificates by URL; a certificate is fetched once per process. */
export class CertificateCache {
  private readonly keys = new Map<string, { key: KeyObject; validTo: number }>();

  constructor(
    private readonly transport: HttpTransport,
    private readonly clock: Clock,
  ) {}

  async publicKey(url: string): Promise<KeyObject> {
    const now = this.clock.now();
    const cached = this.keys.get(url);
    if (cached && cached.validTo > now) return cached.key;
    const response = await this.transport({ method: 'GET', url, headers: { Accept: '*/*' } }).catch(
      () => null,
    );
    if (!response || response.status !== 200 || response.body.length > MAX_CERTIFICATE_BYTES) {
      throw new NotificationRejected('unknown-certificate', 'certificate not fetched');
    }
    let certificate: X509Certificate;
    try {
      // The first certificate of the PEM (a chain may follow): the signing one.
      certificate = new X509Certificate(response.body);
    } catch {
      throw new NotificationRejected('unknown-certificate', 'not a certificate');
    }
    const validTo = Date.parse(certificate.validTo);
    if (Date.parse(certificate.validFrom) > now || validTo <= now) {
      throw new NotificationRejected('unknown-certificate', 'certificate expired');
    }
    if (this.keys.size >= MAX_CACHED_CERTIFICATES) this.keys.delete(this.keys.keys().next().value!);
    this.keys.set(url, { key: certificate.publicKey, validTo });
    return certificate.publicKey;
  }
}

/** Throws NotificationRejected unless the webhook's signature holds over its raw body. */
export async function verifyPaypalWebhook(
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
  webhookId: string,
  hosts: CertificateHosts,
  certificates: CertificateCache,
): Promise<void> {
  const transmissionId = headerOf(headers, 'paypal-transmission-id');
  const transmissionTime = headerOf(headers, 'paypal-transmission-time');
  const signature = headerOf(headers, 'paypal-transmission-sig');
  const certUrl = headerOf(headers, 'paypal-cert-url');
  const algorithm = headerOf(headers, 'paypal-auth-algo');
  if (!transmissionId || !transmissionTime || !signature || !certUrl || !algorithm) {
    throw new NotificationRejected('malformed', 'paypal-* signature headers missing');
  }
  if (algorithm !== AUTH_ALGO) {
    throw new NotificationRejected('malformed', `unsupported algorithm ${algorithm}`);
  }
  if (!certUrlAllowed(certUrl, hosts)) {
    throw new NotificationRejected('unknown-certificate', 'certificate URL not allowed');
  }
  const key = await certificates.publicKey(certUrl);
  const message = expectedMessage(transmissionId, transmissionTime, webhookId, body);
  if (!verifySha256WithRsa(message, signature, key)) throw new NotificationRejected('signature');
}
