import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works (issue 9: minutes). */
export const DOWNLOAD_LINK_TTL_MS = 10 * 60_000;

export interface DownloadGrant {
  productId: number;
  userId: number;
  /** Seconds since the epoch. */
  expires: number;
}

const TOKEN_PATTERN = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, grant: DownloadGrant): Buffer {
  return createHmac('sha256', secret)
    .update(`download:${grant.productId}.${grant.userId}.${grant.expires}`)
    .digest();
}

/** `productId.userId.expires.hmac`: HMAC-SHA256 over the first three with the server's secret. */
export function signDownload(secret: string, grant: DownloadGrant): string {
  const mac = signature(secret, grant).toString('base64url');
  return `${grant.productId}.${grant.userId}.${grant.expires}.${mac}`;
}

/**
 * The grant a token carries when its signature is right (compared in constant time) and it
 * has not expired at `now` (ms); null otherwise, without saying which.
 */
export function verifyDownload(secret: string, token: string, now: number): DownloadGrant | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const grant = {
    productId: Number(match[1]),
    userId: Number(match[2]),
    expires: Number(match[3]),
  };
  // The text is compared, not its decoding: one signature has exactly one spelling.
  const expected = Buffer.from(signature(secret, grant).toString('base64url'));
  const given = Buffer.from(match[4]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (grant.expires * 1000 <= now) return null;
  return grant;
}
