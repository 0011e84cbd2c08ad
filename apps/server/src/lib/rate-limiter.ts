import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';

/**
 * Fixed-window counters for abuse limits (login failures, code sending).
 * In-process by default; Redis when REDIS_URL is set so several instances share counts.
 */
export interface RateLimiter {
  /** Counts one hit; true while the key is within `limit` hits per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** True when the key already reached `limit` in its window, without counting. */
  isBlocked(key: string, limit: number): Promise<boolean>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly clock: Clock) {}

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.clock.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    const window = this.current(key) ?? { count: 0, resetAt: this.clock.now() + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > 100_000) this.sweep();
    return window.count <= limit;
  }

  async isBlocked(key: string, limit: number): Promise<boolean> {
    return (this.current(key)?.count ?? 0) >= limit;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(): void {
    const now = this.clock.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'space:rl:',
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    const name = this.prefix + key;
    const [[, count]] = (await this.redis
      .multi()
      .incr(name)
      .pexpire(name, windowMs, 'NX')
      .exec()) as [[Error | null, number], [Error | null, number]];
    return count <= limit;
  }

  async isBlocked(key: string, limit: number): Promise<boolean> {
    const value = await this.redis.get(this.prefix + key);
    return Number(value ?? 0) >= limit;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
