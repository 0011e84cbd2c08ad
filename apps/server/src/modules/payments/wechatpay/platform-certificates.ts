import { X509Certificate, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import type { WechatPayConfig } from '../../../config/payments.config.ts';
import { headerOf, parseJson, type HttpTransport } from '../http.ts';
import { NotificationRejected, PaymentProviderError } from '../provider.ts';
import {
  authorizationHeader,
  decryptResource,
  isFresh,
  verifyWechatpaySignature,
} from './signing.ts';

/**
 * WeChat Pay platform keys (decision 057): the configured ones (certificates or WeChat Pay
 * public keys, WECHATPAY_PLATFORM_CERTS) and, unless downloads are off, the platform
 * certificates of `GET /v3/certificates`, decrypted with the APIv3 key, verified and kept in
 * the database for every instance. A serial nobody knows makes one download (at most one per
 * DOWNLOAD_MIN_INTERVAL_MS per process; concurrent callers share it), so a rotated-in
 * certificate is taken without a restart; the jobs table refreshes ahead of expiry.
 */

/** At most one download per minute per process, however many unknown serials arrive. */
export const DOWNLOAD_MIN_INTERVAL_MS = 60_000;
/** Downloaded again this long after the last download of any instance… */
export const REFRESH_EVERY_MS = 12 * 3_600_000;
/** …and every hour while the newest certificate expires within this. */
export const EXPIRY_WATCH_MS = 7 * 24 * 3_600_000;
const REFRESH_NEAR_EXPIRY_MS = 3_600_000;

export interface StoredCertificate {
  serial: string;
  /** PEM. */
  certificate: string;
  effectiveAt: Date;
  expiresAt: Date;
  fetchedAt: Date;
}

/** Where downloaded certificates are shared between instances (the database). */
export interface CertificateStore {
  load(mchId: string): Promise<StoredCertificate[]>;
  save(mchId: string, certificates: StoredCertificate[]): Promise<void>;
}

interface Known {
  key: KeyObject;
  expiresAt: number;
}

const answerSchema = z.object({
  data: z.array(
    z.object({
      serial_no: z.string().min(1),
      effective_time: z.string(),
      expire_time: z.string(),
      encrypt_certificate: z.object({
        algorithm: z.string(),
        nonce: z.string(),
        associated_data: z.string().optional(),
        ciphertext: z.string(),
      }),
    }),
  ),
});

export class PlatformCertificates {
  private readonly configured: ReadonlyMap<string, KeyObject>;
  private readonly downloaded = new Map<string, Known>();
  private store: CertificateStore | null = null;
  private warn: (error: unknown, message: string) => void = () => undefined;
  /** The newest download any instance made that this one knows of (ms; 0: none). */
  private fetchedAt = 0;
  private lastAttemptAt = Number.NEGATIVE_INFINITY;
  private inflight: Promise<void> | null = null;
  /** Downloads made by this process (tests count them). */
  downloads = 0;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly transport: HttpTransport,
    private readonly clock: Clock,
  ) {
    this.configured = new Map(
      config.platformKeys.map(({ serial, publicKey }) => [serial.toUpperCase(), publicKey]),
    );
  }

  get downloading(): boolean {
    return this.config.downloadCertificates === true;
  }

  /** Shares downloads through `store` (the app attaches the database's) and logs with `warn`. */
  attach(store: CertificateStore, warn: (error: unknown, message: string) => void): void {
    this.store = store;
    this.warn = warn;
  }

  /**
   * The keys to check an answer or notification with: the one its `Wechatpay-Serial` names,
   * looked for in the database and downloaded when nobody knows it yet (only for a fresh
   * timestamp, so a stale or unsigned message never costs a download).
   */
  async keysFor(
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ReadonlyMap<string, KeyObject>> {
    const serial = headerOf(headers, 'wechatpay-serial')?.toUpperCase();
    const timestamp = headerOf(headers, 'wechatpay-timestamp');
    if (!serial) return this.configured;
    let key = this.known(serial);
    if (!key && this.downloading && timestamp && isFresh(timestamp, this.clock.now())) {
      try {
        await this.reload();
        key = this.known(serial) ?? (await this.download().then(() => this.known(serial)));
      } catch (error) {
        this.warn(error, 'downloading WeChat Pay platform certificates failed');
      }
    }
    return new Map(key ? [[serial, key]] : []);
  }

  /** The jobs table's refresh: download when the last one is old or the newest cert is near its end. */
  async maintain(): Promise<void> {
    if (!this.downloading) return;
    if (!this.due()) return;
    await this.reload();
    if (this.due()) await this.download();
  }

  private due(): boolean {
    const now = this.clock.now();
    const newest = Math.max(0, ...[...this.downloaded.values()].map((c) => c.expiresAt));
    const every = newest - now < EXPIRY_WATCH_MS ? REFRESH_NEAR_EXPIRY_MS : REFRESH_EVERY_MS;
    // A failed attempt waits as long as a success would: a merchant whose downloads fail is
    // told once an hour or so in the log, not every round.
    return now - Math.max(this.fetchedAt, this.lastAttemptAt) >= every;
  }

  private known(serial: string): KeyObject | null {
    const configured = this.configured.get(serial);
    if (configured) return configured;
    const downloaded = this.downloaded.get(serial);
    return downloaded && downloaded.expiresAt > this.clock.now() ? downloaded.key : null;
  }

  /** What other instances downloaded. */
  private async reload(): Promise<void> {
    if (!this.store) return;
    for (const row of await this.store.load(this.config.mchId)) this.remember(row);
  }

  private remember(row: StoredCertificate): void {
    this.fetchedAt = Math.max(this.fetchedAt, row.fetchedAt.getTime());
    if (this.downloaded.has(row.serial)) return;
    const key = new X509Certificate(row.certificate).publicKey;
    this.downloaded.set(row.serial, { key, expiresAt: row.expiresAt.getTime() });
  }

  /** One download at a time, at most one per minute; callers meanwhile share it. */
  private download(): Promise<void> {
    if (this.inflight) return this.inflight;
    const now = this.clock.now();
    if (now - this.lastAttemptAt < DOWNLOAD_MIN_INTERVAL_MS) return Promise.resolve();
    this.lastAttemptAt = now;
    this.inflight = this.fetchCertificates().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async fetchCertificates(): Promise<void> {
    this.downloads += 1;
    const url = new URL(`${this.config.apiBase.replace(/\/+$/, '')}/v3/certificates`);
    const now = this.clock.now();
    const response = await this.transport({
      method: 'GET',
      url: url.toString(),
      headers: {
        Authorization: authorizationHeader(this.config, 'GET', url.pathname, '', now),
        Accept: 'application/json',
        'User-Agent': 'space-server (WeChat Pay API v3)',
      },
    });
    const answer = answerSchema.safeParse(parseJson(response.body));
    if (response.status !== 200 || !answer.success) {
      throw new PaymentProviderError('wechat', 'certificates: unexpected answer', response.status);
    }
    const fresh: StoredCertificate[] = [];
    for (const item of answer.data.data) {
      const pem = decryptResource(item.encrypt_certificate, this.config.apiV3Key).toString('utf8');
      const certificate = new X509Certificate(pem);
      const serial = item.serial_no.toUpperCase();
      if (certificate.serialNumber.toUpperCase() !== serial) {
        throw new PaymentProviderError('wechat', `certificates: serial ${serial} does not match`);
      }
      // An expired certificate verifies nothing any more (WeChat Pay lists it for a while).
      if (Date.parse(certificate.validTo) <= now) continue;
      fresh.push({
        serial,
        certificate: pem,
        effectiveAt: new Date(certificate.validFrom),
        expiresAt: new Date(certificate.validTo),
        fetchedAt: new Date(now),
      });
    }
    this.verify(response.headers, response.body, fresh);
    await this.store?.save(this.config.mchId, fresh);
    for (const row of fresh) this.remember(row);
    this.fetchedAt = Math.max(this.fetchedAt, now);
  }

  /**
   * The answer must be signed by a key we trust (configured, or downloaded before) or by one of
   * the certificates it brings, as WeChat Pay's own Go SDK checks it: during a rotation WeChat
   * Pay signs with the new certificate, which nobody can trust in advance. What makes a brought
   * certificate WeChat Pay's is that it came out of AES-256-GCM sealed with the APIv3 key,
   * which only WeChat Pay and the merchant hold; the signature binds the answer to it.
   */
  private verify(headers: Headers, body: Buffer, fresh: StoredCertificate[]): void {
    const trusted = new Map<string, KeyObject>(this.configured);
    for (const [serial, known] of this.downloaded) trusted.set(serial, known.key);
    for (const row of fresh) {
      trusted.set(row.serial, new X509Certificate(row.certificate).publicKey);
    }
    try {
      verifyWechatpaySignature(Object.fromEntries(headers), body, trusted, this.clock.now());
    } catch (error) {
      const reason = error instanceof NotificationRejected ? error.reason : 'error';
      throw new PaymentProviderError('wechat', `certificates: answer not verified (${reason})`);
    }
  }
}
