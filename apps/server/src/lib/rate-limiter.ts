import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';

/** A key's count in its current window and how long until that window ends (0 without one). */
export interface LimitState {
  count: number;
  retryAfterMs: number;
}

export interface HitResult extends LimitState {
  /** True while the count, this hit included, is within the limit. */
  allowed: boolean;
}

/** What readiness reports about the limiter (decision 016). */
export interface RateLimiterHealth {
  store: 'memory' | 'redis';
  /** False while Redis is configured but unreachable: limits then count in this process only. */
  shared: boolean;
}

/**
 * Fixed-window counters for abuse and cost limits (lib/limits-table.ts). In-process by
 * default; Redis when REDIS_URL is set so several instances share counts, falling back to
 * memory while Redis is unreachable.
 */
export interface RateLimiter {
  /** Counts `cost` hits (default 1); the window starts with the key's first hit. */
  hit(key: string, limit: number, windowMs: number, cost?: number): Promise<HitResult>;
  /** The key's state, without counting. */
  peek(key: string): Promise<LimitState>;
  reset(key: string): Promise<void>;
  /** For readiness: which store counts, and whether it is shared right now (pings Redis). */
  health(): Promise<RateLimiterHealth>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<
    string,
    { count: number; startedAt: number; resetAt: number }
  >();
  constructor(private readonly clock: Clock) {}

  /**
   * A window that starts after now was counted before the clock was set back (an NTP step, a
   * test clock moved back): it would otherwise outlast its length by the step, so it is over.
   */
  private static over(window: { startedAt: number; resetAt: number }, now: number): boolean {
    return window.resetAt <= now || window.startedAt > now;
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && MemoryRateLimiter.over(window, this.clock.now())) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  async hit(key: string, limit: number, windowMs: number, cost = 1): Promise<HitResult> {
    const now = this.clock.now();
    const window = this.current(key) ?? { count: 0, startedAt: now, resetAt: now + windowMs };
    window.count += cost;
    this.windows.set(key, window);
    if (this.windows.size > 100_000) this.sweep();
    return {
      allowed: window.count <= limit,
      count: window.count,
      retryAfterMs: window.resetAt - this.clock.now(),
    };
  }

  async peek(key: string): Promise<LimitState> {
    const window = this.current(key);
    return window
      ? { count: window.count, retryAfterMs: window.resetAt - this.clock.now() }
      : { count: 0, retryAfterMs: 0 };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async health(): Promise<RateLimiterHealth> {
    return { store: 'memory', shared: false };
  }

  private sweep(): void {
    const now = this.clock.now();
    for (const [key, window] of this.windows) {
      if (MemoryRateLimiter.over(window, now)) this.windows.delete(key);
    }
  }
}

type Reply<T> = [Error | null, T];

/** Counters in Redis; every call throws when Redis does not answer (see FallbackRateLimiter). */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'space:rl:',
  ) {}

  async hit(key: string, limit: number, windowMs: number, cost = 1): Promise<HitResult> {
    const name = this.prefix + key;
    const replies = await this.redis
      .multi()
      .incrby(name, cost)
      .pexpire(name, windowMs, 'NX')
      .pttl(name)
      .exec();
    const [[incrError, count], , [ttlError, ttl]] = replies as [
      Reply<number>,
      Reply<number>,
      Reply<number>,
    ];
    if (incrError ?? ttlError) throw incrError ?? ttlError;
    return { allowed: count <= limit, count, retryAfterMs: Math.max(ttl, 0) };
  }

  async peek(key: string): Promise<LimitState> {
    const name = this.prefix + key;
    const replies = await this.redis.multi().get(name).pttl(name).exec();
    const [[getError, value], [ttlError, ttl]] = replies as [Reply<string | null>, Reply<number>];
    if (getError ?? ttlError) throw getError ?? ttlError;
    return { count: Number(value ?? 0), retryAfterMs: Math.max(ttl, 0) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async health(): Promise<RateLimiterHealth> {
    await this.redis.ping();
    return { store: 'redis', shared: true };
  }
}

export interface FallbackLog {
  warn(object: object, message: string): void;
  info(message: string): void;
}

/**
 * Redis counters that never take the API down with them (decision 016): while Redis is not
 * connected, or a command failed or timed out in the last `retryMs`, every call goes to a
 * per-process MemoryRateLimiter instead. The switch is logged once each way. Build the Redis
 * client with `redisClientOptions` so commands fail fast instead of queueing.
 */
export class FallbackRateLimiter implements RateLimiter {
  private readonly redisLimiter: RedisRateLimiter;
  private down = false;
  private closing = false;
  private retryAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly memory: MemoryRateLimiter,
    private readonly log: FallbackLog,
    private readonly retryMs = 2_000,
    prefix?: string,
  ) {
    this.redisLimiter = new RedisRateLimiter(redis, prefix);
    // Without an 'error' listener ioredis reports every failed reconnect as unhandled.
    redis.on('error', (error: Error) => this.markDown(error));
    redis.on('close', () => this.markDown(new Error('connection closed')));
    redis.on('ready', () => this.markUp());
  }

  /** Connects; when Redis is not there yet the API starts on memory and keeps retrying. */
  async connect(): Promise<void> {
    try {
      await this.redis.connect();
    } catch (error) {
      this.markDown(error);
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    this.redis.disconnect();
  }

  /** True while counts go to Redis. */
  usingRedis(): boolean {
    return this.redis.status === 'ready' && (!this.down || Date.now() >= this.retryAt);
  }

  hit(key: string, limit: number, windowMs: number, cost = 1): Promise<HitResult> {
    return this.run((store) => store.hit(key, limit, windowMs, cost));
  }

  peek(key: string): Promise<LimitState> {
    return this.run((store) => store.peek(key));
  }

  reset(key: string): Promise<void> {
    return this.run((store) => store.reset(key));
  }

  async health(): Promise<RateLimiterHealth> {
    if (this.usingRedis()) {
      try {
        return await this.redisLimiter.health();
      } catch (error) {
        this.markDown(error);
      }
    }
    return { store: 'redis', shared: false };
  }

  private async run<T>(operation: (store: RateLimiter) => Promise<T>): Promise<T> {
    if (this.usingRedis()) {
      try {
        const result = await operation(this.redisLimiter);
        this.markUp();
        return result;
      } catch (error) {
        this.markDown(error);
      }
    }
    return operation(this.memory);
  }

  private markDown(error: unknown): void {
    this.retryAt = Date.now() + this.retryMs;
    if (this.down || this.closing) return;
    this.down = true;
    this.log.warn(
      { err: error },
      'Redis unreachable: rate limits count in this process until it is back',
    );
  }

  private markUp(): void {
    if (!this.down || this.redis.status !== 'ready') return;
    this.down = false;
    this.log.info('Redis reachable again: rate limits are shared again');
  }
}

/** ioredis options for the limiter: no offline queue, short timeouts, endless reconnects. */
export const redisClientOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 500,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
} as const;
