import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

const WINDOW_MS = 15 * 60_000;

/** Failed logins allowed per account and per client IP in 15 minutes. */
export const LOGIN_LIMITS = { account: 5, ip: 20, windowMs: WINDOW_MS } as const;

export interface LoginLimitKeys {
  account: string;
  ip: string;
}

/**
 * Failures count against the account when the login name matched one (so
 * email, phone and username share a budget), else against the name typed.
 */
export function loginLimitKeys(
  tenantId: number,
  who: { userId: number } | { name: string },
  ip: string,
): LoginLimitKeys {
  const account = 'userId' in who ? `user:${who.userId}` : `name:${who.name.toLowerCase()}`;
  return { account: `login:account:${tenantId}:${account}`, ip: `login:ip:${ip}` };
}

/** Answers 429 while either budget is used up, before any password is checked. */
export async function assertLoginAllowed(limiter: RateLimiter, keys: LoginLimitKeys) {
  const [account, ip] = await Promise.all([
    limiter.isBlocked(keys.account, LOGIN_LIMITS.account),
    limiter.isBlocked(keys.ip, LOGIN_LIMITS.ip),
  ]);
  if (account || ip) throw new AppError('RATE_LIMITED');
}

export async function recordLoginFailure(limiter: RateLimiter, keys: LoginLimitKeys) {
  await limiter.hit(keys.account, LOGIN_LIMITS.account, LOGIN_LIMITS.windowMs);
  await limiter.hit(keys.ip, LOGIN_LIMITS.ip, LOGIN_LIMITS.windowMs);
}

/** A successful login (or password reset) clears the account's failures; the IP's stay. */
export async function clearAccountFailures(limiter: RateLimiter, tenantId: number, userId: number) {
  await limiter.reset(loginLimitKeys(tenantId, { userId }, '').account);
}
