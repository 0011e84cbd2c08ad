import {
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';

/**
 * The payments section of the configuration (decision 021). Keys become KeyObjects at start-up:
 * a bad key is a configuration error, not a failed payment, and a KeyObject never prints its
 * material, so logging the config cannot leak a secret. Secret variables are plain strings in
 * the schema, checked here with messages that never repeat the value.
 */

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** Serial number of our merchant API certificate: `serial_no` of every request we sign. */
  serialNo: string;
  privateKey: KeyObject;
  /** The 32-byte APIv3 key: AES-256-GCM key of notification resources. */
  apiV3Key: KeyObject;
  /** Platform certificates (or WeChat Pay public keys) by the serial `Wechatpay-Serial` names. */
  platformKeys: { serial: string; publicKey: KeyObject }[];
  /**
   * Whether platform certificates are downloaded from /v3/certificates and refreshed
   * (decision 057); off when absent.
   */
  downloadCertificates?: boolean;
  /** e.g. https://api.mch.weixin.qq.com */
  apiBase: string;
}

export interface AlipayConfig {
  appId: string;
  /** Our merchant PID (2088…): `seller_id` of every notification must be it. */
  sellerId: string;
  privateKey: KeyObject;
  alipayPublicKey: KeyObject;
  /** e.g. https://openapi.alipay.com/gateway.do */
  gateway: string;
}

export interface PaypalConfig {
  clientId: string;
  clientSecret: KeyObject;
  webhookId: string;
  /** e.g. https://api-m.paypal.com */
  apiBase: string;
}

export interface PaymentsConfig {
  /** Whether the local payment sandbox may stand in for providers without credentials. */
  sandbox: boolean;
  /** What PayPal is offered for (WeChat Pay and Alipay take CNY only). */
  paypalCurrencies: string[];
  wechat: WechatPayConfig | null;
  alipay: AlipayConfig | null;
  paypal: PaypalConfig | null;
}

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const secret = z.string().optional();
const id = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be an identifier')
  .optional();

/** Spread into the environment schema of config/env.ts. */
export const paymentsEnvShape = {
  PAYMENTS_SANDBOX: flag.optional(),
  WECHATPAY_MCH_ID: id,
  WECHATPAY_APP_ID: id,
  WECHATPAY_SERIAL: z
    .string()
    .regex(/^[0-9A-Fa-f]{8,64}$/, 'must be the hex serial number of the merchant certificate')
    .optional(),
  WECHATPAY_PRIVATE_KEY: secret,
  WECHATPAY_PRIVATE_KEY_FILE: z.string().optional(),
  WECHATPAY_APIV3_KEY: secret,
  WECHATPAY_PLATFORM_CERTS: z.string().optional(),
  WECHATPAY_CERTIFICATE_DOWNLOAD: flag.optional(),
  WECHATPAY_BASE: z.string().url().default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: id,
  ALIPAY_SELLER_ID: id,
  ALIPAY_PRIVATE_KEY: secret,
  ALIPAY_PRIVATE_KEY_FILE: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY_FILE: z.string().optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  PAYPAL_CLIENT_ID: z.string().min(1).max(256).optional(),
  PAYPAL_CLIENT_SECRET: secret,
  PAYPAL_WEBHOOK_ID: id,
  PAYPAL_BASE: z.string().url().default('https://api-m.paypal.com'),
  PAYPAL_CURRENCIES: z
    .string()
    .regex(/^[A-Za-z]{3}(\s*,\s*[A-Za-z]{3})*$/, 'must be comma-separated ISO 4217 codes')
    .default('USD'),
};

type PaymentsEnv = z.infer<z.ZodObject<typeof paymentsEnvShape>>;

class Issues {
  constructor(readonly list: string[]) {}
  add(name: string, message: string): null {
    this.list.push(`${name}: ${message}`);
    return null;
  }
}

/** PEM text from `NAME` (a `\n`-escaped one-liner is fine) or the file named by `NAME_FILE`. */
function keyText(env: Record<string, unknown>, name: string, issues: Issues): string | null {
  const inline = env[name] as string | undefined;
  const file = env[`${name}_FILE`] as string | undefined;
  if (inline !== undefined && file !== undefined) {
    return issues.add(name, `set either ${name} or ${name}_FILE, not both`);
  }
  if (file !== undefined) {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch (error) {
      // The code, not the path: a key pasted into the _FILE variable by mistake stays unprinted.
      const code = (error as NodeJS.ErrnoException).code;
      return issues.add(`${name}_FILE`, `cannot read the file it names (${code})`);
    }
  }
  return inline === undefined ? null : inline.replaceAll('\\n', '\n');
}

/**
 * A PEM block whose line breaks were lost (pasted into one line, or spaces for breaks), with
 * its base64 rewrapped as PEM requires; other text is left as it is.
 */
function rewrapPem(text: string): string {
  const match = /^-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----$/.exec(text);
  if (!match) return text;
  const body = match[2]!.replace(/\s+/g, '');
  return `-----BEGIN ${match[1]}-----\n${body.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END ${match[1]}-----\n`;
}

/** The first of `attempts` that parses; the last one's error otherwise. */
function firstKey(attempts: (() => KeyObject)[]): KeyObject {
  let failure: unknown;
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/**
 * Every form the providers' tools hand out (issue 26): PEM (PKCS#1 `RSA PRIVATE KEY`, PKCS#8
 * `PRIVATE KEY`, SPKI `PUBLIC KEY`, PKCS#1 `RSA PUBLIC KEY`, or a certificate), also with its
 * line breaks lost, and bare base64 DER as Alipay's key tool prints it: PKCS#1 by default,
 * PKCS#8 for Java, SPKI for the Alipay public key.
 */
function parseKey(text: string, kind: 'private' | 'public'): KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN')) {
    const pem = rewrapPem(trimmed);
    if (kind === 'private') return createPrivateKey(pem);
    return pem.includes('CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
  }
  const der = Buffer.from(trimmed.replace(/\s+/g, ''), 'base64');
  return kind === 'private'
    ? firstKey([
        () => createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }),
        () => createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }),
      ])
    : firstKey([
        () => createPublicKey({ key: der, format: 'der', type: 'spki' }),
        () => createPublicKey({ key: der, format: 'der', type: 'pkcs1' }),
      ]);
}

function rsaKey(
  env: Record<string, unknown>,
  name: string,
  kind: 'private' | 'public',
  issues: Issues,
): KeyObject | null {
  const text = keyText(env, name, issues);
  if (text === null) return null;
  try {
    const key = parseKey(text, kind);
    if (key.asymmetricKeyType !== 'rsa') return issues.add(name, 'must be an RSA key');
    return key;
  } catch {
    return issues.add(name, `is not a valid ${kind} key (PEM, or base64 DER)`);
  }
}

/** `path` (a certificate: its serial is read from it) or `SERIAL=path` (a public key), comma-separated. */
function platformKeys(value: string, issues: Issues): WechatPayConfig['platformKeys'] | null {
  const keys: WechatPayConfig['platformKeys'] = [];
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const [index, entry] of entries.entries()) {
    // Entries are named by position, not text, like every other configuration issue.
    const which = `entry ${index + 1}`;
    const [serial, file] = entry.includes('=') ? entry.split('=', 2) : [null, entry];
    let text: string;
    try {
      text = fs.readFileSync(file!.trim(), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return issues.add('WECHATPAY_PLATFORM_CERTS', `cannot read ${which} (${code})`);
    }
    try {
      if (serial === null) {
        const certificate = new X509Certificate(text);
        keys.push({
          serial: certificate.serialNumber.toUpperCase(),
          publicKey: certificate.publicKey,
        });
      } else {
        keys.push({ serial: serial.trim(), publicKey: parseKey(text, 'public') });
      }
    } catch {
      return issues.add('WECHATPAY_PLATFORM_CERTS', `${which} is not a certificate or public key`);
    }
  }
  if (keys.length === 0) return issues.add('WECHATPAY_PLATFORM_CERTS', 'names no certificate');
  return keys;
}

/** All of a provider's variables or none: half a configuration is a mistake, said at start-up. */
function complete(env: Record<string, unknown>, names: string[], issues: Issues): boolean {
  const set = names.filter((name) => env[name] !== undefined || env[`${name}_FILE`] !== undefined);
  if (set.length === 0) return false;
  const missing = names.filter((name) => !set.includes(name));
  for (const name of missing) issues.add(name, `required with ${set[0]}`);
  return missing.length === 0;
}

function wechatPay(env: PaymentsEnv, issues: Issues): WechatPayConfig | null {
  const names = ['WECHATPAY_MCH_ID', 'WECHATPAY_APP_ID', 'WECHATPAY_SERIAL'];
  names.push('WECHATPAY_PRIVATE_KEY', 'WECHATPAY_APIV3_KEY');
  // Optional while certificates are downloaded (decision 057), but never on its own.
  if (env.WECHATPAY_PLATFORM_CERTS !== undefined) names.push('WECHATPAY_PLATFORM_CERTS');
  if (!complete(env, names, issues)) return null;
  const privateKey = rsaKey(env, 'WECHATPAY_PRIVATE_KEY', 'private', issues);
  const apiV3Key = Buffer.from(env.WECHATPAY_APIV3_KEY!, 'utf8');
  if (apiV3Key.length !== 32) issues.add('WECHATPAY_APIV3_KEY', 'must be exactly 32 bytes');
  const downloadCertificates = env.WECHATPAY_CERTIFICATE_DOWNLOAD ?? true;
  const platform =
    env.WECHATPAY_PLATFORM_CERTS === undefined
      ? downloadCertificates
        ? []
        : issues.add(
            'WECHATPAY_PLATFORM_CERTS',
            'required with WECHATPAY_CERTIFICATE_DOWNLOAD=false',
          )
      : platformKeys(env.WECHATPAY_PLATFORM_CERTS, issues);
  if (!privateKey || !platform || apiV3Key.length !== 32) return null;
  return {
    mchId: env.WECHATPAY_MCH_ID!,
    appId: env.WECHATPAY_APP_ID!,
    serialNo: env.WECHATPAY_SERIAL!.toUpperCase(),
    privateKey,
    apiV3Key: createSecretKey(apiV3Key),
    platformKeys: platform,
    downloadCertificates,
    apiBase: env.WECHATPAY_BASE,
  };
}

function alipay(env: PaymentsEnv, issues: Issues): AlipayConfig | null {
  const names = ['ALIPAY_APP_ID', 'ALIPAY_SELLER_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'];
  if (!complete(env, names, issues)) return null;
  const privateKey = rsaKey(env, 'ALIPAY_PRIVATE_KEY', 'private', issues);
  const alipayPublicKey = rsaKey(env, 'ALIPAY_PUBLIC_KEY', 'public', issues);
  if (!privateKey || !alipayPublicKey) return null;
  return {
    appId: env.ALIPAY_APP_ID!,
    sellerId: env.ALIPAY_SELLER_ID!,
    privateKey,
    alipayPublicKey,
    gateway: env.ALIPAY_GATEWAY,
  };
}

function paypal(env: PaymentsEnv, issues: Issues): PaypalConfig | null {
  const names = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'];
  if (!complete(env, names, issues)) return null;
  return {
    clientId: env.PAYPAL_CLIENT_ID!,
    clientSecret: createSecretKey(Buffer.from(env.PAYPAL_CLIENT_SECRET!, 'utf8')),
    webhookId: env.PAYPAL_WEBHOOK_ID!,
    apiBase: env.PAYPAL_BASE,
  };
}

/**
 * The payments section from the parsed environment; adds readable issues to `issues`. The
 * sandbox is on by default outside production and refused in production: its keys are made
 * up at start, so "paid" there means nothing.
 */
export function readPaymentsConfig(
  env: PaymentsEnv,
  nodeEnv: 'development' | 'production' | 'test',
  issues: string[],
): PaymentsConfig {
  const found = new Issues(issues);
  if (nodeEnv === 'production' && env.PAYMENTS_SANDBOX === true) {
    found.add('PAYMENTS_SANDBOX', 'the payment sandbox cannot be enabled when NODE_ENV=production');
  }
  return {
    sandbox: env.PAYMENTS_SANDBOX ?? nodeEnv !== 'production',
    paypalCurrencies: env.PAYPAL_CURRENCIES.split(',').map((code) => code.trim().toUpperCase()),
    wechat: wechatPay(env, found),
    alipay: alipay(env, found),
    paypal: paypal(env, found),
  };
}
