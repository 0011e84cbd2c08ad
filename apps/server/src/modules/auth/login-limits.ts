import type { RateLimiter } from '../../lib/rate-limiter.ts';
import {
  addressOf,
  countLimit,
  peekLimit,
  rateLimited,
  resetLimit,
} from '../../lib/rate-limits.ts';

/**
 * Failed password logins (decision 016). Every attempt already costs a fresh graphic code
 * (spec §5), so the limits slow a guesser without locking the owner out:
 * - per account and address: 5 failures, then that address may not try that account again
 *   until its window ends; every other address is unaffected;
 * - per account, from every address: after 10 failures the account is guarded: an address
 *   that already failed for it gets no further try, while an address without failures (the
 *   owner's) still logs in with the right password and graphic code.
 * Nothing is counted per address across accounts: one address is often many people.
 */
export interface LoginLimitSubjects {
  account: string;
  pair: string;
}

/**
 * Failures count against the account when the login name matched one (so
 * email, phone and username share a budget), else against the name typed.
 */
export function loginLimitSubjects(
  tenantId: number,
  who: { userId: number } | { name: string },
  ip: string,
): LoginLimitSubjects {
  const account = `${tenantId}:${'userId' in who ? `user:${who.userId}` : `name:${who.name.toLowerCase()}`}`;
  return { account, pair: `${account}:${addressOf(ip)}` };
}

/** Answers 429 (with Retry-After) before any password is checked, as described above. */
export async function assertLoginAllowed(limiter: RateLimiter, subjects: LoginLimitSubjects) {
  const [pair, account] = await Promise.all([
    peekLimit(limiter, 'loginFailuresPerAccountAndAddress', subjects.pair),
    peekLimit(limiter, 'loginFailuresPerAccount', subjects.account),
  ]);
  if (pair.reached || (account.reached && pair.count > 0)) throw rateLimited(pair.retryAfterMs);
}

export async function recordLoginFailure(limiter: RateLimiter, subjects: LoginLimitSubjects) {
  await countLimit(limiter, 'loginFailuresPerAccountAndAddress', subjects.pair);
  await countLimit(limiter, 'loginFailuresPerAccount', subjects.account);
}

/**
 * A successful login forgets the failures of its own address (the owner's typos); the
 * account's count stays, so an attack in progress keeps the account guarded.
 */
export async function clearAddressFailures(limiter: RateLimiter, subjects: LoginLimitSubjects) {
  await resetLimit(limiter, 'loginFailuresPerAccountAndAddress', subjects.pair);
}

/**
 * A password reset proves the owner and makes every guess so far worthless: the account's
 * count and the resetting address's own failures are forgotten.
 */
export async function clearAccountFailures(
  limiter: RateLimiter,
  tenantId: number,
  userId: number,
  ip: string,
) {
  const subjects = loginLimitSubjects(tenantId, { userId }, ip);
  await resetLimit(limiter, 'loginFailuresPerAccount', subjects.account);
  await resetLimit(limiter, 'loginFailuresPerAccountAndAddress', subjects.pair);
}
