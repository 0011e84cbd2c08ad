import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Code sending limits: per target and purpose 1 a minute (so "register" then
 * "reset" right away still works); per target 10 an hour across purposes; per
 * client IP 30 an hour.
 */
export const SEND_LIMITS = {
  targetMinute: { limit: 1, windowMs: MINUTE },
  targetHour: { limit: 10, windowMs: HOUR },
  ip: { limit: 30, windowMs: HOUR },
} as const;

/**
 * Counts one send request (whether or not anything is delivered) and answers
 * 429 once any limit is reached. Checked before counting, so requests refused
 * by the minute limit do not use up the hourly allowance.
 */
export async function enforceSendLimits(
  limiter: RateLimiter,
  tenantId: number,
  target: string,
  purpose: string,
  ip: string,
): Promise<void> {
  const checks = [
    { key: `code:target:minute:${tenantId}:${purpose}:${target}`, ...SEND_LIMITS.targetMinute },
    { key: `code:target:hour:${tenantId}:${target}`, ...SEND_LIMITS.targetHour },
    { key: `code:ip:${tenantId}:${ip}`, ...SEND_LIMITS.ip },
  ];
  for (const check of checks) {
    if (await limiter.isBlocked(check.key, check.limit)) throw new AppError('RATE_LIMITED');
  }
  for (const check of checks) {
    if (!(await limiter.hit(check.key, check.limit, check.windowMs))) {
      throw new AppError('RATE_LIMITED');
    }
  }
}
