import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { RATE_LIMITS, type RateLimitName } from './limits-table.ts';
import type { LimitState, RateLimiter } from './rate-limiter.ts';

/** 429 RATE_LIMITED with Retry-After in whole seconds (at least 1). */
export function rateLimited(retryAfterMs: number): AppError {
  return new AppError('RATE_LIMITED', undefined, null, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/**
 * The address a limit counts against: an IPv4 address as is, an IPv6 one by its /64 prefix
 * (one subscriber commonly holds a whole /64, so each of its addresses is the same client).
 */
export function addressOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function keyOf(name: RateLimitName, subject: string): string {
  return `${name}:${subject}`;
}

/** Counts `cost` uses of rule `name` for `subject`; 429 once the rule's limit is passed. */
export async function enforceLimit(
  limiter: RateLimiter,
  name: RateLimitName,
  subject: string,
  cost = 1,
): Promise<void> {
  const rule = RATE_LIMITS[name];
  const result = await limiter.hit(keyOf(name, subject), rule.limit, rule.windowMs, cost);
  if (!result.allowed) throw rateLimited(result.retryAfterMs);
}

/** Counts one use without refusing anything (failures that a later check reads). */
export async function countLimit(
  limiter: RateLimiter,
  name: RateLimitName,
  subject: string,
): Promise<void> {
  const rule = RATE_LIMITS[name];
  await limiter.hit(keyOf(name, subject), rule.limit, rule.windowMs);
}

/** The rule's count for `subject` and whether it reached the limit, without counting. */
export async function peekLimit(
  limiter: RateLimiter,
  name: RateLimitName,
  subject: string,
): Promise<LimitState & { reached: boolean }> {
  const state = await limiter.peek(keyOf(name, subject));
  return { ...state, reached: state.count >= RATE_LIMITS[name].limit };
}

export async function resetLimit(
  limiter: RateLimiter,
  name: RateLimitName,
  subject: string,
): Promise<void> {
  await limiter.reset(keyOf(name, subject));
}

/**
 * An onRequest hook counting every request of the route against rule `name` for the client
 * address; it runs before the body is read, so a refused request costs next to nothing.
 */
export function limitPerAddress(app: Pick<FastifyInstance, 'rateLimiter'>, name: RateLimitName) {
  return async (request: FastifyRequest): Promise<void> => {
    await enforceLimit(app.rateLimiter, name, addressOf(request.ip));
  };
}

/** A preHandler (after requireAuth) counting every request of the route against rule `name` for the user. */
export function limitPerUser(app: Pick<FastifyInstance, 'rateLimiter'>, name: RateLimitName) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.auth) await enforceLimit(app.rateLimiter, name, String(request.auth.userId));
  };
}
