import { isNotificationKind, type NotificationKind } from '@space/contracts/notifications';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config/env.ts';

/**
 * The token of a one-click unsubscribe link (decision 072): it names a user, their brand and the
 * notification kinds a mail was about, signed with HMAC-SHA256 under MAIL_UNSUBSCRIBE_SECRET, so
 * it works without a login and cannot be made for anyone else, another brand or another kind.
 * It does not expire: a mail may be read months later. It grants one thing, turning those
 * kinds' email off, so a leaked link can do no more than that.
 *
 *   v1.<user id>.<tenant id>.<kind>[-<kind>…].<signature, base64url, 128 bits>
 */
export interface UnsubscribeSubject {
  userId: number;
  tenantId: number;
  kinds: NotificationKind[];
}

const VERSION = 'v1';
const SIGNATURE_BYTES = 16;
/** What the key is derived for when MAIL_UNSUBSCRIBE_SECRET is not set. */
const DERIVATION_LABEL = 'space/mail-unsubscribe/v1';

/**
 * MAIL_UNSUBSCRIBE_SECRET; without it, a key derived from REDEEM_CODE_SECRET (required in
 * production, kept in DATA_DIR in development), so every instance signs alike. Null only in a
 * hand-built config with neither: then no unsubscribe link can be made or checked.
 */
export function unsubscribeKey(
  config: Pick<AppConfig, 'mail' | 'redeemCodes'>,
): string | Buffer | null {
  if (config.mail.unsubscribeSecret) return config.mail.unsubscribeSecret;
  const base = config.redeemCodes.secret;
  return base ? createHmac('sha256', base).update(DERIVATION_LABEL).digest() : null;
}

function signature(key: string | Buffer, body: string): Buffer {
  return createHmac('sha256', key)
    .update(`mail-unsubscribe\n${body}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

export function signUnsubscribeToken(key: string | Buffer, subject: UnsubscribeSubject): string {
  const kinds = [...new Set(subject.kinds)].sort();
  const body = [VERSION, subject.userId, subject.tenantId, kinds.join('-')].join('.');
  return `${body}.${signature(key, body).toString('base64url')}`;
}

/** The subject of a genuine token; null for anything else (forged, altered, malformed). */
export function verifyUnsubscribeToken(
  key: string | Buffer,
  token: string,
): UnsubscribeSubject | null {
  const match =
    /^(v1)\.([1-9]\d{0,15})\.([1-9]\d{0,15})\.([A-Za-z-]{1,400})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const body = match.slice(1, 5).join('.');
  const given = Buffer.from(match[5]!, 'base64url');
  const expected = signature(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const kinds = match[4]!.split('-');
  if (!kinds.every(isNotificationKind)) return null;
  return {
    userId: Number(match[2]),
    tenantId: Number(match[3]),
    kinds: kinds as NotificationKind[],
  };
}
