import { RATE_LIMITS, type RateLimitName } from '../../lib/limits-table.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { addressOf, rateLimited } from '../../lib/rate-limits.ts';

/**
 * Failed redemptions, per account and per address (decision 024). Each attempt reserves one
 * failure in both counters before the code is looked at, so a burst of parallel guesses cannot
 * all pass a check made before any of them was counted; a successful redemption (or an error
 * that is not the user's, such as a lost database) gives its reservation back. Successes
 * therefore never count: a class redeeming a promotion behind one address is not refused.
 * Once a limit is reached the answer is 429 before the code is looked at, so throttled
 * guesses learn nothing, not even about a right code.
 */
const RULES = ['redeemFailuresPerAccount', 'redeemFailuresPerAddress'] as const;

export interface RedeemAttempt {
  /** The attempt succeeded (or failed through no fault of the user): forget its reservation. */
  release(): Promise<void>;
}

function keyOf(name: RateLimitName, subject: string): string {
  return `${name}:${subject}`;
}

/** Reserves one failure for the account and the address; 429 with Retry-After when either is spent. */
export async function beginRedeemAttempt(
  limiter: RateLimiter,
  who: { userId: number; tenantId: number; ip: string },
): Promise<RedeemAttempt> {
  const subjects: Record<(typeof RULES)[number], string> = {
    redeemFailuresPerAccount: `${who.tenantId}:user:${who.userId}`,
    redeemFailuresPerAddress: addressOf(who.ip),
  };
  const reserved: string[] = [];
  const release = async () => {
    for (const key of reserved.splice(0)) {
      // A window that ended meanwhile has nothing to give back (and must not go below 0).
      if ((await limiter.peek(key)).count > 0) await limiter.hit(key, 0, 1, -1);
    }
  };
  for (const name of RULES) {
    const rule = RATE_LIMITS[name];
    const key = keyOf(name, subjects[name]);
    const result = await limiter.hit(key, rule.limit, rule.windowMs);
    reserved.push(key);
    if (!result.allowed) {
      await release();
      throw rateLimited(result.retryAfterMs);
    }
  }
  return { release };
}
