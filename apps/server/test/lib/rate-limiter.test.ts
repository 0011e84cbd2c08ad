import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import {
  FallbackRateLimiter,
  MemoryRateLimiter,
  RedisRateLimiter,
  redisClientOptions,
  type RateLimiter,
} from '../../src/lib/rate-limiter.ts';
import { addressOf } from '../../src/lib/rate-limits.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** The same contract for both limiters: `limit` hits per window, then refused until the window ends. */
function contract(
  name: string,
  make: () => { limiter: RateLimiter; pass: (ms: number) => Promise<void> },
) {
  describe(name, () => {
    it('allows the limit, refuses the next hit, and opens again after the window', async () => {
      const { limiter, pass } = make();
      const key = `test:${Math.random().toString(36).slice(2)}`;
      for (let hit = 1; hit <= 3; hit += 1) {
        expect(await limiter.hit(key, 3, 300)).toMatchObject({ allowed: true, count: hit });
      }
      const state = await limiter.peek(key);
      expect(state.count).toBe(3);
      expect(state.retryAfterMs).toBeGreaterThan(0);
      expect(state.retryAfterMs).toBeLessThanOrEqual(300);
      expect((await limiter.hit(key, 3, 300)).allowed).toBe(false);
      await pass(350);
      expect(await limiter.peek(key)).toEqual({ count: 0, retryAfterMs: 0 });
      expect((await limiter.hit(key, 3, 300)).allowed).toBe(true);
    });

    it('counts a cost', async () => {
      const { limiter } = make();
      const key = `test:${Math.random().toString(36).slice(2)}`;
      expect(await limiter.hit(key, 100, 60_000, 60)).toMatchObject({ allowed: true, count: 60 });
      expect(await limiter.hit(key, 100, 60_000, 50)).toMatchObject({ allowed: false, count: 110 });
    });

    it('reset clears a key', async () => {
      const { limiter } = make();
      const key = `test:${Math.random().toString(36).slice(2)}`;
      await limiter.hit(key, 1, 60_000);
      expect((await limiter.peek(key)).count).toBe(1);
      await limiter.reset(key);
      expect((await limiter.peek(key)).count).toBe(0);
    });
  });
}

contract('MemoryRateLimiter', () => {
  const clock = new ManualClock();
  return { limiter: new MemoryRateLimiter(clock), pass: async (ms) => clock.advance(ms) };
});

describe('MemoryRateLimiter and a clock set back', () => {
  it('ends a window that started after now, instead of stretching it by the step', async () => {
    const clock = new ManualClock();
    const limiter = new MemoryRateLimiter(clock);
    clock.advance(15 * 24 * 60 * 60_000);
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
    // Back by the same 15 days: the window counted "in the future" is over.
    clock.advance(-15 * 24 * 60 * 60_000);
    expect(await limiter.peek('k')).toEqual({ count: 0, retryAfterMs: 0 });
    expect(await limiter.hit('k', 1, 60_000)).toMatchObject({ allowed: true, count: 1 });
    // A window of the present is kept as before.
    clock.advance(30_000);
    expect(await limiter.hit('k', 1, 60_000)).toMatchObject({ allowed: false, count: 2 });
  });
});

describe('FallbackRateLimiter without a reachable Redis', () => {
  it('counts in memory at once, logs the outage once and reports it', async () => {
    const warnings: string[] = [];
    const log = { warn: (_: object, message: string) => warnings.push(message), info: () => {} };
    // Nothing listens on port 1: every connection attempt fails.
    const redis = new Redis('redis://127.0.0.1:1', redisClientOptions);
    const clock = new ManualClock();
    const limiter = new FallbackRateLimiter(redis, new MemoryRateLimiter(clock), log);
    try {
      await limiter.connect();
      const started = performance.now();
      for (let hit = 1; hit <= 3; hit += 1)
        expect((await limiter.hit('k', 3, 1000)).allowed).toBe(true);
      expect((await limiter.hit('k', 3, 1000)).allowed).toBe(false);
      expect(performance.now() - started).toBeLessThan(200);
      expect(await limiter.health()).toEqual({ store: 'redis', shared: false });
      expect(warnings).toHaveLength(1);
    } finally {
      await limiter.close();
    }
  });
});

describe('addressOf', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8:aa:bb::99', '2001:db8:aa:bb::/64'],
    ['2001:0db8::1', '2001:db8:0:0::/64'],
  ])('counts %s as %s', (ip, expected) => {
    expect(addressOf(ip)).toBe(expected);
  });
});

describe.runIf(redisUrl)('RedisRateLimiter (TEST_REDIS_URL)', () => {
  const redis = new Redis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  afterAll(async () => {
    await redis.quit();
  });
  contract('against a real Redis', () => ({
    limiter: new RedisRateLimiter(redis, 'space:test:'),
    pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));

  it('counts hits from several instances together', async () => {
    const other = new Redis(redisUrl ?? '', { lazyConnect: true });
    try {
      const a = new RedisRateLimiter(redis, 'space:test:');
      const b = new RedisRateLimiter(other, 'space:test:');
      const key = `shared:${Math.random().toString(36).slice(2)}`;
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit(key, 5, 60_000)),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(5);
    } finally {
      await other.quit();
    }
  });
});
