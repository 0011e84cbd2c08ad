import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/lib/limits-table.ts';
import { build } from '../support/helper.ts';

/**
 * Decision 016: when Redis goes away the API keeps answering and its limits count in
 * memory; when Redis is back the counts are shared again. Runs a throwaway redis-server
 * of its own (needs TEST_REDIS_URL set, as every Redis test, and redis-server installed).
 */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const PORT = 6390 + Math.floor(Math.random() * 100);
const URL = `redis://127.0.0.1:${PORT}`;
const CAPTCHAS = RATE_LIMITS.captchasPerAddress.limit;

async function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 10_000;
  while (!output.includes('Ready to accept connections')) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`redis-server: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe.runIf(process.env.TEST_REDIS_URL && hasRedisServer)(
  'rate limits when Redis goes away',
  async () => {
    let redisServer = await startRedis();
    const { app } = await build({ config: { redisUrl: URL } });
    const probe = new Redis(URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on('error', () => {});
    afterAll(async () => {
      probe.disconnect();
      await stopRedis(redisServer);
    });

    let addressCounter = 0;
    /** A client address of its own for each phase, so counts of one phase stay out of the next. */
    const nextAddress = () => `192.0.2.${(addressCounter += 1)}`;

    async function captchas(address: string, count: number): Promise<number[]> {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: '/api/auth/captcha',
          remoteAddress: address,
        });
        // Never a hanging request: no wait on a Redis that is not there.
        expect(performance.now() - started).toBeLessThan(1000);
        statuses.push(response.statusCode);
      }
      return statuses;
    }

    const expected = [...Array<number>(CAPTCHAS).fill(200), 429];

    async function storedCount(address: string): Promise<number> {
      if (probe.status !== 'ready') await probe.connect();
      return Number((await probe.get(`space:rl:captchasPerAddress:${address}`)) ?? 0);
    }

    async function waitForShared(shared: boolean): Promise<void> {
      const deadline = Date.now() + 10_000;
      while ((await app.rateLimiter.health()).shared !== shared) {
        if (Date.now() > deadline) throw new Error(`Redis never became shared=${shared}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    it('counts in Redis while it is there', async () => {
      await waitForShared(true);
      expect(await app.rateLimiter.health()).toEqual({ store: 'redis', shared: true });
      const address = nextAddress();
      expect(await captchas(address, CAPTCHAS + 1)).toEqual(expected);
      expect(await storedCount(address)).toBe(CAPTCHAS + 1);
    });

    it('keeps answering, and limiting from memory, while Redis is down', async () => {
      probe.disconnect();
      await stopRedis(redisServer);
      const address = nextAddress();
      expect(await captchas(address, CAPTCHAS + 1)).toEqual(expected);
      expect(await app.rateLimiter.health()).toEqual({ store: 'redis', shared: false });
      const health = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(health.statusCode).toBe(200);
      expect(health.json().data.rateLimits).toEqual({ store: 'redis', shared: false });
    });

    it('uses Redis again once it is back', async () => {
      redisServer = await startRedis();
      await waitForShared(true);
      const address = nextAddress();
      expect(await captchas(address, 3)).toEqual([200, 200, 200]);
      expect(await storedCount(address)).toBe(3);
    });
  },
);
