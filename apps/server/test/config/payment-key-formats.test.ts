import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';
import { selfSignedCertificate } from '../../src/modules/payments/sandbox/certificate.ts';
import { makeTempDir } from '../support/helper.ts';

/**
 * Keys in every form the providers' tools produce (issue 26): Alipay's key tool prints PKCS#1
 * private keys as bare base64 by default (PKCS#8 for Java), WeChat Pay's merchant tool a PKCS#8
 * PEM, OpenSSL's older commands PKCS#1 PEM. Each is made here with node:crypto and must load as
 * the same key, for Alipay's and WeChat Pay's private keys and Alipay's public key.
 */

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });

const bare = (der: Buffer) => der.toString('base64');
const pem = (key: KeyObject, type: 'pkcs1' | 'pkcs8' | 'spki') =>
  key.export({ type, format: 'pem' } as never).toString();

const PRIVATE_FORMS: Record<string, string> = {
  'PKCS#1 PEM': pem(merchant.privateKey, 'pkcs1'),
  'PKCS#8 PEM': pem(merchant.privateKey, 'pkcs8'),
  'PKCS#1 bare base64 (Alipay key tool default)': bare(
    merchant.privateKey.export({ type: 'pkcs1', format: 'der' }),
  ),
  'PKCS#8 bare base64 (Alipay key tool, Java)': bare(
    merchant.privateKey.export({ type: 'pkcs8', format: 'der' }),
  ),
  'PKCS#8 PEM on one line': pem(merchant.privateKey, 'pkcs8').replace(/\n/g, ''),
  'PKCS#1 PEM with \\n escapes': pem(merchant.privateKey, 'pkcs1').replaceAll('\n', '\\n'),
  'PKCS#1 bare base64 wrapped in lines': bare(
    merchant.privateKey.export({ type: 'pkcs1', format: 'der' }),
  ).replace(/(.{64})/g, '$1\n'),
};

const PUBLIC_FORMS: Record<string, string> = {
  'SPKI PEM': pem(alipay.publicKey, 'spki'),
  'SPKI bare base64 (Alipay public key as the open platform shows it)': bare(
    alipay.publicKey.export({ type: 'spki', format: 'der' }),
  ),
  'PKCS#1 PEM': pem(alipay.publicKey, 'pkcs1'),
  'PKCS#1 bare base64': bare(alipay.publicKey.export({ type: 'pkcs1', format: 'der' })),
  'SPKI PEM on one line': pem(alipay.publicKey, 'spki').replace(/\n/g, ''),
  'a certificate': selfSignedCertificate({
    commonName: 'alipay',
    ...alipay,
    now: new Date(),
    validDays: 30,
  }).pem,
};

const dir = makeTempDir('space-key-formats-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const platformKeyFile = path.join(dir, 'wechatpay-public.pem');
fs.writeFileSync(platformKeyFile, pem(alipay.publicKey, 'spki'));

const ALIPAY = { ALIPAY_APP_ID: '2021004100000001', ALIPAY_SELLER_ID: '2088102146225135' };
const WECHAT = {
  WECHATPAY_MCH_ID: '1900009191',
  WECHATPAY_APP_ID: 'wxd678efh567hg6787',
  WECHATPAY_SERIAL: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
  WECHATPAY_APIV3_KEY: 'S3cretApiV3Key-0123456789abcdefX',
  WECHATPAY_PLATFORM_CERTS: `PUB_KEY_ID_0114232134912410000=${platformKeyFile}`,
};

/** True when `privateKey` signs what `publicKey` verifies: the same pair was loaded. */
function samePair(privateKey: KeyObject, publicKey: KeyObject): boolean {
  const signature = createSign('RSA-SHA256').update('space').sign(privateKey);
  return createVerify('RSA-SHA256').update('space').verify(publicKey, signature);
}

describe('payment keys in every format', () => {
  for (const [form, text] of Object.entries(PRIVATE_FORMS)) {
    it(`loads an Alipay and a WeChat Pay private key given as ${form}`, () => {
      const config = loadConfig({
        ...ALIPAY,
        ALIPAY_PRIVATE_KEY: text,
        ALIPAY_PUBLIC_KEY: PUBLIC_FORMS['SPKI PEM'],
        ...WECHAT,
        WECHATPAY_PRIVATE_KEY: text,
      }).payments;
      expect(samePair(config.alipay!.privateKey, merchant.publicKey)).toBe(true);
      expect(samePair(config.wechat!.privateKey, merchant.publicKey)).toBe(true);
    });
  }

  for (const [form, text] of Object.entries(PUBLIC_FORMS)) {
    it(`loads the Alipay public key given as ${form}`, () => {
      const config = loadConfig({
        ...ALIPAY,
        ALIPAY_PRIVATE_KEY: PRIVATE_FORMS['PKCS#8 PEM'],
        ALIPAY_PUBLIC_KEY: text,
      }).payments;
      expect(samePair(alipay.privateKey, config.alipay!.alipayPublicKey)).toBe(true);
    });
  }

  it('still refuses what is no key, naming the variable and not the value', () => {
    let error: unknown;
    try {
      loadConfig({
        ...ALIPAY,
        ALIPAY_PRIVATE_KEY: 'bm90IGEga2V5IGF0IGFsbA==',
        ALIPAY_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----garbage-----END PUBLIC KEY-----',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues;
    expect(issues).toEqual([
      'ALIPAY_PRIVATE_KEY: is not a valid private key (PEM, or base64 DER)',
      'ALIPAY_PUBLIC_KEY: is not a valid public key (PEM, or base64 DER)',
    ]);
  });
});
