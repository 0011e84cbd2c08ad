import { createSecretKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../src/lib/clock.ts';
import { selfSignedCertificate } from '../../src/modules/payments/sandbox/certificate.ts';
import { verifySha256WithRsa } from '../../src/modules/payments/rsa.ts';
import {
  encryptResource,
  isFresh,
  parseAuthorization,
  requestMessage,
  signedHeaders,
} from '../../src/modules/payments/wechatpay/signing.ts';

/**
 * A stand-in for WeChat Pay's platform on a local port: `GET /v3/certificates` as WeChat Pay
 * serves it (each certificate sealed with the APIv3 key, the answer signed with the platform
 * key in use), checking our merchant signature first; `rotate()` issues a new platform
 * certificate and signs with it from then on, as WeChat Pay does when it rotates. It also signs
 * notifications with whichever certificate is in use.
 */

export interface PlatformIdentity {
  serial: string;
  pem: string;
  privateKey: KeyObject;
}

export interface WechatpayStandIn {
  base: string;
  /** How many /v3/certificates requests were answered. */
  downloads: number;
  /** Every request as it arrived: method, path with query, headers, body. */
  requests: {
    method: string;
    path: string;
    authorization: string | undefined;
    headers: http.IncomingHttpHeaders;
    body: string;
  }[];
  /** What to answer (signed) to `METHOD /path` (no query) other than /v3/certificates; 404 otherwise. */
  answers: Map<string, { status: number; body?: unknown }>;
  certificates: PlatformIdentity[];
  current: PlatformIdentity;
  /** Serve a forged answer: sealed with another APIv3 key, or signed by a stranger. */
  forge: null | 'apiv3' | 'signature';
  rotate(): PlatformIdentity;
  /** A TRANSACTION.SUCCESS notification signed with the certificate in use (or `signer`). */
  notification(
    transaction: Record<string, unknown>,
    signer?: PlatformIdentity,
  ): { headers: Record<string, string>; body: string };
  close(): Promise<void>;
}

export function platformIdentity(now: Date, validDays = 365): PlatformIdentity {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificate = selfSignedCertificate({
    commonName: 'Tenpay.com Root CA (stand-in)',
    ...pair,
    now,
    validDays,
  });
  return { serial: certificate.serial, pem: certificate.pem, privateKey: pair.privateKey };
}

export async function startWechatpayStandIn(options: {
  clock: Clock;
  mchId: string;
  merchantPublicKey: KeyObject;
  apiV3Key: KeyObject;
}): Promise<WechatpayStandIn> {
  const { clock } = options;
  const state: WechatpayStandIn = {
    base: '',
    downloads: 0,
    requests: [],
    certificates: [],
    current: platformIdentity(new Date(clock.now())),
    forge: null,
    answers: new Map(),
    rotate() {
      state.current = platformIdentity(new Date(clock.now()));
      state.certificates.push(state.current);
      return state.current;
    },
    notification(transaction, signer = state.current) {
      const body = JSON.stringify({
        id: randomUUID(),
        create_time: '2026-11-28T18:00:00+08:00',
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: encryptResource(
          JSON.stringify(transaction),
          options.apiV3Key,
          'transaction',
          'transaction',
        ),
      });
      const headers = signedHeaders(
        Buffer.from(body),
        signer.serial,
        signer.privateKey,
        clock.now(),
      );
      return { headers: { ...headers, 'content-type': 'application/json' }, body };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  state.certificates.push(state.current);

  const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const otherApiV3Key = createSecretKey(Buffer.from('another-apiv3-key-0123456789abcd'));

  function answer(response: http.ServerResponse, status: number, value: unknown): void {
    const bytes = Buffer.from(value === undefined ? '' : JSON.stringify(value));
    const signer = state.forge === 'signature' ? strangerKey : state.current.privateKey;
    const headers = signedHeaders(bytes, state.current.serial, signer, clock.now());
    response.writeHead(status, { ...headers, 'content-type': 'application/json' });
    response.end(bytes);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      state.requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        headers: request.headers,
        body,
      });
      const auth = parseAuthorization(request.headers.authorization);
      const signed =
        auth !== null &&
        auth.mchid === options.mchId &&
        isFresh(auth.timestamp, clock.now()) &&
        verifySha256WithRsa(
          requestMessage(request.method ?? '', path, auth.timestamp, auth.nonce_str, body),
          auth.signature,
          options.merchantPublicKey,
        );
      if (!signed) return answer(response, 401, { code: 'SIGN_ERROR', message: 'bad signature' });
      if (request.method !== 'GET' || path !== '/v3/certificates') {
        const canned = state.answers.get(`${request.method} ${path.split('?')[0]}`);
        if (canned) return answer(response, canned.status, canned.body);
        return answer(response, 404, { code: 'NOT_FOUND', message: path });
      }
      state.downloads += 1;
      answer(response, 200, {
        data: state.certificates.map((identity) => ({
          serial_no: identity.serial,
          effective_time: '2026-01-01T00:00:00+08:00',
          expire_time: '2031-01-01T00:00:00+08:00',
          encrypt_certificate: encryptResource(
            identity.pem,
            state.forge === 'apiv3' ? otherApiV3Key : options.apiV3Key,
            'certificate',
            'certificate',
          ),
        })),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
