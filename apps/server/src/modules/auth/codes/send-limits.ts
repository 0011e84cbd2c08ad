import { AppError } from '../../../lib/app-error.ts';
import { RATE_LIMITS } from '../../../lib/limits-table.ts';
import { addressOf, enforceLimit, peekLimit, rateLimited } from '../../../lib/rate-limits.ts';
import { checkCaptcha } from '../captcha.service.ts';
import type { Services } from '../../../lib/services.ts';

export type SendLimitDeps = Pick<Services, 'db' | 'clock' | 'rateLimiter'>;

export interface SendAttempt {
  tenantId: number;
  /** Normalised email or phone. */
  target: string;
  purpose: string;
  ip: string;
  /** The graphic code the client sent along, if any. */
  captchaId?: string;
  captcha?: string;
}

/**
 * Code sending limits (decision 016, lib/limits-table.ts): per brand, target and purpose 1 a
 * minute (so "register" then "reset" right away still works); per target 10 an hour and per
 * address 30 an hour, both across brands (a mailbox or a client is the same whichever brand
 * asks). After an address's first 3 sends in its hour every send needs a graphic code.
 *
 * Refusals are decided before anything is counted, so requests refused by the minute limit
 * or for want of a graphic code do not use up the hourly allowances.
 */
export async function enforceSendLimits(deps: SendLimitDeps, attempt: SendAttempt) {
  const limiter = deps.rateLimiter;
  const address = addressOf(attempt.ip);
  const checks = [
    {
      name: 'codeSendsPerTargetAndPurpose',
      subject: `${attempt.tenantId}:${attempt.purpose}:${attempt.target}`,
    },
    { name: 'codeSendsPerTarget', subject: attempt.target },
    { name: 'codeSendsPerAddress', subject: address },
  ] as const;
  const states = await Promise.all(
    checks.map((check) => peekLimit(limiter, check.name, check.subject)),
  );
  const reached = states.find((state) => state.reached);
  if (reached) throw rateLimited(reached.retryAfterMs);

  const sentFromAddress = states[states.length - 1]?.count ?? 0;
  const { captchaId, captcha } = attempt;
  if (captchaId === undefined || captcha === undefined) {
    if (sentFromAddress >= RATE_LIMITS.codeSendsWithoutCaptcha.limit) {
      throw new AppError('CAPTCHA_REQUIRED');
    }
  } else if (!(await checkCaptcha(deps.db, deps.clock, captchaId, captcha))) {
    // A graphic code sent along is always checked (and used up), needed or not.
    throw new AppError('CAPTCHA_INVALID');
  }
  for (const check of checks) await enforceLimit(limiter, check.name, check.subject);
}
