import { createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * SHA256withRSA (PKCS#1 v1.5), the one signature scheme all three providers use: WeChat Pay
 * "WECHATPAY2-SHA256-RSA2048", Alipay "RSA2", PayPal "SHA256withRSA".
 */
export function signSha256WithRsa(message: string | Buffer, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

/** False for a bad signature or one that is not base64 at all; never throws on input. */
export function verifySha256WithRsa(
  message: string | Buffer,
  signatureBase64: string,
  publicKey: KeyObject,
): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signatureBase64)) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(publicKey, Buffer.from(signatureBase64, 'base64'));
  } catch {
    return false;
  }
}
