import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';
import { selfSignedCertificate } from '../../src/modules/payments/sandbox/certificate.ts';
import { PRODUCTION_ENV } from '../support/config-errors.ts';
import { makeTempDir } from '../support/helper.ts';

/** The payments section of the configuration (decision 021): sandbox switch, keys, secrets. */

const dir = makeTempDir('space-payments-config-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const certificate = selfSignedCertificate({
  commonName: 'platform',
  ...platform,
  now: new Date(),
  validDays: 30,
});
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};
const merchantPem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const merchantKeyFile = write('merchant.pem', merchantPem);
const certFile = write('platform-cert.pem', certificate.pem);
const publicKeyFile = write(
  'wechatpay-public.pem',
  platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
);

const APIV3 = 'S3cretApiV3Key-0123456789abcdefX';
const wechatEnv = {
  WECHATPAY_MCH_ID: '1900009191',
  WECHATPAY_APP_ID: 'wxd678efh567hg6787',
  WECHATPAY_SERIAL: '1dde55ad98ed71d6edd4a4a16996de7b47773a8c',
  WECHATPAY_PRIVATE_KEY_FILE: merchantKeyFile,
  WECHATPAY_APIV3_KEY: APIV3,
  WECHATPAY_PLATFORM_CERTS: `${certFile}, PUB_KEY_ID_0114232134912410000=${publicKeyFile}`,
};
const PRODUCTION = PRODUCTION_ENV;

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('payments configuration', () => {
  it('has the sandbox on and no provider by default outside production', () => {
    expect(loadConfig({}).payments).toEqual({
      sandbox: true,
      paypalCurrencies: ['USD'],
      wechat: null,
      alipay: null,
      paypal: null,
    });
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).payments.sandbox).toBe(false);
  });

  it('keeps the sandbox off in production and refuses to turn it on there', () => {
    expect(loadConfig(PRODUCTION).payments.sandbox).toBe(false);
    const error = configError({ ...PRODUCTION, PAYMENTS_SANDBOX: 'true' });
    expect(error.issues).toEqual([
      'PAYMENTS_SANDBOX: the payment sandbox cannot be enabled when NODE_ENV=production',
    ]);
  });

  it('reads WeChat Pay keys from files; certificate serials from the certificate', () => {
    const wechat = loadConfig(wechatEnv).payments.wechat!;
    expect(wechat).toMatchObject({
      mchId: '1900009191',
      serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
      apiBase: 'https://api.mch.weixin.qq.com',
    });
    expect(wechat.privateKey.asymmetricKeyType).toBe('rsa');
    expect(wechat.apiV3Key.export().toString()).toBe(APIV3);
    expect(wechat.platformKeys.map((k) => k.serial)).toEqual([
      certificate.serial,
      'PUB_KEY_ID_0114232134912410000',
    ]);
  });

  it("accepts an inline \\n-escaped PEM and Alipay's bare base64 keys", () => {
    const inline = merchantPem.replaceAll('\n', '\\n');
    const { WECHATPAY_PRIVATE_KEY_FILE: _file, ...rest } = wechatEnv;
    expect(loadConfig({ ...rest, WECHATPAY_PRIVATE_KEY: inline }).payments.wechat).not.toBeNull();
    const alipay = loadConfig({
      ALIPAY_APP_ID: '2021004100000001',
      ALIPAY_SELLER_ID: '2088102146225135',
      ALIPAY_PRIVATE_KEY: merchant.privateKey
        .export({ type: 'pkcs8', format: 'der' })
        .toString('base64'),
      ALIPAY_PUBLIC_KEY: platform.publicKey
        .export({ type: 'spki', format: 'der' })
        .toString('base64'),
    }).payments.alipay!;
    expect(alipay.gateway).toBe('https://openapi.alipay.com/gateway.do');
    expect(alipay.alipayPublicKey.asymmetricKeyType).toBe('rsa');
  });

  it('names what is missing from half a configuration', () => {
    expect(configError({ PAYPAL_CLIENT_ID: 'client' }).issues).toEqual([
      'PAYPAL_CLIENT_SECRET: required with PAYPAL_CLIENT_ID',
      'PAYPAL_WEBHOOK_ID: required with PAYPAL_CLIENT_ID',
    ]);
    expect(configError({ ...wechatEnv, WECHATPAY_PRIVATE_KEY: 'x' }).issues).toEqual([
      'WECHATPAY_PRIVATE_KEY: set either WECHATPAY_PRIVATE_KEY or WECHATPAY_PRIVATE_KEY_FILE, not both',
    ]);
  });

  it('never repeats a secret, in errors or in the loaded configuration', () => {
    const badKey = 'not-a-key-SECRET-MATERIAL';
    const { WECHATPAY_PRIVATE_KEY_FILE: _file, ...rest } = wechatEnv;
    const error = configError({
      ...rest,
      WECHATPAY_PRIVATE_KEY: badKey,
      WECHATPAY_APIV3_KEY: 'short-SECRET-MATERIAL',
    });
    expect(error.issues).toEqual([
      'WECHATPAY_PRIVATE_KEY: is not a valid private key (PEM, or base64 DER)',
      'WECHATPAY_APIV3_KEY: must be exactly 32 bytes',
    ]);
    expect(error.message).not.toContain('SECRET-MATERIAL');
    const config = loadConfig({
      ...wechatEnv,
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'paypal-SECRET-MATERIAL',
      PAYPAL_WEBHOOK_ID: 'WH-1',
    });
    for (const shown of [JSON.stringify(config), inspect(config, { depth: 10 })]) {
      expect(shown).not.toContain('SECRET-MATERIAL');
      expect(shown).not.toContain(APIV3);
      expect(shown).not.toContain('PRIVATE KEY');
    }
  });
});
