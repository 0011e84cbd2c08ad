import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock.ts';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../src/lib/rate-limiter.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** The same contract for both limiters: `limit` hits per window, then blocked until the window ends. */
function contract(
  name: string,
  make: () => { limiter: RateLimiter; pass: (ms: number) => Promise<void> },
) {
  describe(name, () => {
    it('allows the limit, blocks the next hit, and opens again after the window', async () => {
      const { limiter, pass } = make();
      const key = `test:${Math.random().toString(36).slice(2)}`;
      for (let hit = 1; hit <= 3; hit += 1) expect(await limiter.hit(key, 3, 300)).toBe(true);
      expect(await limiter.isBlocked(key, 3)).toBe(true);
      expect(await limiter.hit(key, 3, 300)).toBe(false);
      await pass(350);
      expect(await limiter.isBlocked(key, 3)).toBe(false);
      expect(await limiter.hit(key, 3, 300)).toBe(true);
    });

    it('reset clears a key', async () => {
      const { limiter } = make();
      const key = `test:${Math.random().toString(36).slice(2)}`;
      await limiter.hit(key, 1, 60_000);
      expect(await limiter.isBlocked(key, 1)).toBe(true);
      await limiter.reset(key);
      expect(await limiter.isBlocked(key, 1)).toBe(false);
    });
  });
}

contract('MemoryRateLimiter', () => {
  const clock = new ManualClock();
  return { limiter: new MemoryRateLimiter(clock), pass: async (ms) => clock.advance(ms) };
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
      expect(results.filter(Boolean)).toHaveLength(5);
    } finally {
      await other.quit();
    }
  });
});
