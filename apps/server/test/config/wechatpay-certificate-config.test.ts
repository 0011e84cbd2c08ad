import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { configError } from '../support/config-errors.ts';

/** WECHATPAY_PLATFORM_CERTS is optional while certificates are downloaded (decision 057). */

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const WECHAT = {
  WECHATPAY_MCH_ID: '1900009191',
  WECHATPAY_APP_ID: 'wxd678efh567hg6787',
  WECHATPAY_SERIAL: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
  WECHATPAY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  WECHATPAY_APIV3_KEY: 'S3cretApiV3Key-0123456789abcdefX',
};

describe('WeChat Pay certificate configuration', () => {
  it('downloads certificates by default, and needs none configured then', () => {
    const wechat = loadConfig(WECHAT).payments.wechat!;
    expect(wechat.downloadCertificates).toBe(true);
    expect(wechat.platformKeys).toEqual([]);
  });

  it('needs WECHATPAY_PLATFORM_CERTS when downloads are turned off', () => {
    expect(configError({ ...WECHAT, WECHATPAY_CERTIFICATE_DOWNLOAD: 'false' }).issues).toEqual([
      'WECHATPAY_PLATFORM_CERTS: required with WECHATPAY_CERTIFICATE_DOWNLOAD=false',
    ]);
  });

  it('still refuses WECHATPAY_PLATFORM_CERTS without the rest of WeChat Pay', () => {
    const issues = configError({ WECHATPAY_PLATFORM_CERTS: '/nowhere.pem' }).issues;
    expect(issues).toContain('WECHATPAY_MCH_ID: required with WECHATPAY_PLATFORM_CERTS');
  });
});
