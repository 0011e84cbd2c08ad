import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NotificationRejected } from '../../../src/modules/payments/provider.ts';
import {
  MAX_SKEW_MS,
  signedHeaders,
  verifyWechatpaySignature,
} from '../../../src/modules/payments/wechatpay/signing.ts';

/**
 * The window of a WeChat Pay notification's (and answer's) `Wechatpay-Timestamp` (decision
 * 021): 5 minutes either way, inclusive, as WeChat Pay's official SDKs (wechatpay-java,
 * wechatpay-go, wechatpay-php) check it. A notification 240 s old is taken, 301 s is `stale`.
 */

const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const keys = new Map([[SERIAL, platform.publicKey]]);
const NOW = Date.parse('2026-06-01T00:00:00Z');
const body = Buffer.from('{"id":"EV-1","event_type":"TRANSACTION.SUCCESS"}');

function outcome(signedAtOffsetSeconds: number): string {
  const headers = signedHeaders(
    body,
    SERIAL,
    platform.privateKey,
    NOW + signedAtOffsetSeconds * 1000,
  );
  try {
    verifyWechatpaySignature(headers, body, keys, NOW);
    return 'accepted';
  } catch (error) {
    return error instanceof NotificationRejected ? error.reason : String(error);
  }
}

describe('WeChat Pay timestamp window', () => {
  it('is five minutes', () => {
    expect(MAX_SKEW_MS).toBe(300_000);
  });

  it('takes a timestamp up to 300 s old and refuses 301 s and older', () => {
    expect(outcome(-240)).toBe('accepted');
    expect(outcome(-300)).toBe('accepted');
    expect(outcome(-301)).toBe('stale');
    expect(outcome(-400)).toBe('stale');
  });

  it('takes a clock up to 300 s ahead and refuses 301 s ahead', () => {
    expect(outcome(240)).toBe('accepted');
    expect(outcome(300)).toBe('accepted');
    expect(outcome(301)).toBe('stale');
  });
});
