import { createCipheriv, createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';
import { headerOf } from '../http.ts';
import { NotificationRejected } from '../provider.ts';
import { signSha256WithRsa, verifySha256WithRsa } from '../rsa.ts';

/**
 * WeChat Pay API v3 signatures (pay.weixin.qq.com/doc/v3/merchant/4012365336 and 4013053249):
 * our requests are signed with the merchant key, WeChat's answers and notifications with the
 * platform key named by `Wechatpay-Serial`; notification resources are AES-256-GCM encrypted
 * with the APIv3 key. The sandbox uses the same functions for the other side.
 */

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** The clock skew taken either way, inclusive: 5 minutes, as WeChat Pay's official SDKs check it. */
export const MAX_SKEW_MS = 5 * 60_000;
const GCM_TAG_BYTES = 16;

/** `METHOD\nURL_PATH_WITH_QUERY\nTIMESTAMP\nNONCE\nBODY\n`; a GET signs an empty body. */
export function requestMessage(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** `TIMESTAMP\nNONCE\nBODY\n` over the raw body bytes (answers and notifications). */
export function responseMessage(timestamp: string, nonce: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`), body, Buffer.from('\n')]);
}

export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export interface RequestSigner {
  mchId: string;
  serialNo: string;
  privateKey: KeyObject;
}

/** The Authorization header of one request: sign exactly the path and body that are sent. */
export function authorizationHeader(
  signer: RequestSigner,
  method: string,
  pathWithQuery: string,
  body: string,
  nowMs: number,
  nonce: string = newNonce(),
): string {
  const timestamp = String(Math.floor(nowMs / 1000));
  const signature = signSha256WithRsa(
    requestMessage(method, pathWithQuery, timestamp, nonce, body),
    signer.privateKey,
  );
  return (
    `${AUTH_SCHEMA} mchid="${signer.mchId}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${signer.serialNo}"`
  );
}

export interface AuthorizationFields {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

/** The fields of an Authorization header (the sandbox reads ours with it); null if malformed. */
export function parseAuthorization(header: string | undefined): AuthorizationFields | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!;
  }
  const names = ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'] as const;
  return names.every((name) => typeof fields[name] === 'string')
    ? (fields as unknown as AuthorizationFields)
    : null;
}

/** Whether a Unix-seconds timestamp is within 5 minutes of now. */
export function isFresh(timestamp: string, nowMs: number): boolean {
  return /^\d{1,12}$/.test(timestamp) && Math.abs(nowMs - Number(timestamp) * 1000) <= MAX_SKEW_MS;
}

/** The four headers WeChat signs its answers and notifications with. */
export function signedHeaders(
  body: Buffer,
  serial: string,
  privateKey: KeyObject,
  nowMs: number,
): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  const nonce = newNonce();
  return {
    'Wechatpay-Serial': serial,
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': signSha256WithRsa(responseMessage(timestamp, nonce, body), privateKey),
    'Wechatpay-Signature-Type': AUTH_SCHEMA,
  };
}

/**
 * Checks an answer's or notification's signature on the raw body, before anything reads it:
 * headers present, a key for the serial, a fresh timestamp, then the signature itself.
 */
export function verifyWechatpaySignature(
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
  platformKeys: ReadonlyMap<string, KeyObject>,
  nowMs: number,
): void {
  const serial = headerOf(headers, 'wechatpay-serial');
  const timestamp = headerOf(headers, 'wechatpay-timestamp');
  const nonce = headerOf(headers, 'wechatpay-nonce');
  const signature = headerOf(headers, 'wechatpay-signature');
  const type = headerOf(headers, 'wechatpay-signature-type');
  if (!serial || !timestamp || !nonce || !signature) {
    throw new NotificationRejected('malformed', 'Wechatpay-* signature headers missing');
  }
  if (type !== undefined && type !== AUTH_SCHEMA) {
    throw new NotificationRejected('malformed', `unsupported signature type ${type}`);
  }
  const key = platformKeys.get(serial.toUpperCase());
  if (!key) throw new NotificationRejected('unknown-certificate', `no platform key ${serial}`);
  if (!isFresh(timestamp, nowMs)) throw new NotificationRejected('stale');
  if (!verifySha256WithRsa(responseMessage(timestamp, nonce, body), signature, key)) {
    throw new NotificationRejected('signature');
  }
}

/** The `resource` of a notification: AEAD_AES_256_GCM, the tag in the last 16 bytes. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
}

export function decryptResource(resource: EncryptedResource, apiV3Key: KeyObject): Buffer {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') {
    throw new NotificationRejected('malformed', `unsupported algorithm ${resource.algorithm}`);
  }
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length <= GCM_TAG_BYTES) throw new NotificationRejected('decrypt');
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      apiV3Key,
      Buffer.from(resource.nonce, 'utf8'),
      { authTagLength: GCM_TAG_BYTES },
    );
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new NotificationRejected('decrypt');
  }
}

/** The sandbox's side of decryptResource: a 12-character nonce, as WeChat sends. */
export function encryptResource(
  plaintext: string,
  apiV3Key: KeyObject,
  associatedData: string,
  originalType: string,
): Required<EncryptedResource> {
  const nonce = randomBytes(9).toString('base64url');
  const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([
    cipher.update(plaintext, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: associatedData,
    nonce,
    original_type: originalType,
  };
}
