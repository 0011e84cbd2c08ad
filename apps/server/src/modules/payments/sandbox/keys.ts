import {
  createSecretKey,
  generateKeyPair,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import type {
  AlipayConfig,
  PaypalConfig,
  WechatPayConfig,
} from '../../../config/payments.config.ts';
import { selfSignedCertificate } from './certificate.ts';

/**
 * The local payment sandbox's identities (decision 021): every key is generated at start and
 * lives only in this process, so nothing signed by the sandbox is worth anything elsewhere.
 * Both sides are here: the merchant's (what our configuration would hold) and the provider's
 * (what WeChat, Alipay and PayPal keep to themselves).
 */

export const SANDBOX_PAY_PATH = '/api/sandbox/pay';

const generateRsa = promisify(generateKeyPair);

interface RsaPair {
  publicKey: KeyObject;
  privateKey: KeyObject;
}

async function rsaPair(): Promise<RsaPair> {
  return generateRsa('rsa', { modulusLength: 2048 });
}

export interface PaymentSandbox {
  wechat: {
    mchId: string;
    appId: string;
    merchantSerial: string;
    merchant: RsaPair;
    platformSerial: string;
    platformPrivateKey: KeyObject;
    platformCertificatePem: string;
    apiV3Key: KeyObject;
  };
  alipay: {
    appId: string;
    sellerId: string;
    app: RsaPair;
    /** Alipay's own pair: answers and notifications are signed with its private half. */
    alipay: RsaPair;
  };
  paypal: {
    clientId: string;
    clientSecret: string;
    webhookId: string;
    certificatePem: string;
    certificatePrivateKey: KeyObject;
  };
}

/** Generates the five RSA pairs (in parallel: about a second of CPU) and two certificates. */
export async function createPaymentSandbox(now: Date = new Date()): Promise<PaymentSandbox> {
  const [merchant, platform, app, alipay, paypal] = await Promise.all([
    rsaPair(),
    rsaPair(),
    rsaPair(),
    rsaPair(),
    rsaPair(),
  ]);
  const platformCertificate = selfSignedCertificate({
    commonName: 'WeChat Pay platform (sandbox)',
    ...platform,
    now,
    validDays: 365,
  });
  const paypalCertificate = selfSignedCertificate({
    commonName: 'messageverificationcerts.sandbox.local',
    ...paypal,
    now,
    validDays: 365,
  });
  return {
    wechat: {
      mchId: '1900000001',
      appId: 'wxpaysandbox000001',
      merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
      merchant,
      platformSerial: platformCertificate.serial,
      platformPrivateKey: platform.privateKey,
      platformCertificatePem: platformCertificate.pem,
      // 32 printable bytes, as the merchant platform issues APIv3 keys.
      apiV3Key: createSecretKey(Buffer.from(randomBytes(24).toString('base64'), 'utf8')),
    },
    alipay: { appId: '2021000000000001', sellerId: '2088000000000001', app, alipay },
    paypal: {
      clientId: `sandbox-${randomBytes(12).toString('hex')}`,
      clientSecret: randomBytes(24).toString('base64url'),
      webhookId: `WH-SANDBOX-${randomBytes(8).toString('hex').toUpperCase()}`,
      certificatePem: paypalCertificate.pem,
      certificatePrivateKey: paypal.privateKey,
    },
  };
}

/** The merchant's configuration for each provider, pointed at the sandbox under `baseUrl`. */
export function sandboxProviderConfigs(
  sandbox: PaymentSandbox,
  baseUrl: string,
): { wechat: WechatPayConfig; alipay: AlipayConfig; paypal: PaypalConfig } {
  const base = `${baseUrl.replace(/\/+$/, '')}${SANDBOX_PAY_PATH}`;
  const { wechat, alipay, paypal } = sandbox;
  return {
    wechat: {
      mchId: wechat.mchId,
      appId: wechat.appId,
      serialNo: wechat.merchantSerial,
      privateKey: wechat.merchant.privateKey,
      apiV3Key: wechat.apiV3Key,
      platformKeys: [
        {
          serial: wechat.platformSerial,
          publicKey: new X509Certificate(wechat.platformCertificatePem).publicKey,
        },
      ],
      // Downloads on, so a certificate the sandbox rotates in is fetched (decision 057).
      downloadCertificates: true,
      apiBase: `${base}/wechat`,
    },
    alipay: {
      appId: alipay.appId,
      sellerId: alipay.sellerId,
      privateKey: alipay.app.privateKey,
      alipayPublicKey: alipay.alipay.publicKey,
      gateway: `${base}/alipay/gateway.do`,
    },
    paypal: {
      clientId: paypal.clientId,
      clientSecret: createSecretKey(Buffer.from(paypal.clientSecret, 'utf8')),
      webhookId: paypal.webhookId,
      apiBase: `${base}/paypal`,
    },
  };
}
