import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { pageViews } from '../../src/db/schema.ts';
import { copyPgliteTemplate, makeTempDir, spawnRunner } from '../support/helper.ts';

interface LogLine {
  msg?: string;
  req?: { url?: string };
  [key: string]: unknown;
}

/** Collects the runner's JSON log lines and lets a test wait for one of them. */
class LogWatcher {
  readonly lines: LogLine[] = [];
  private waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  private buffer = '';

  constructor(stream: NodeJS.ReadableStream) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      this.buffer += chunk;
      const parts = this.buffer.split('\n');
      this.buffer = parts.pop() ?? '';
      for (const part of parts) this.add(part);
    });
  }

  private add(text: string) {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      line = { msg: text };
    }
    this.lines.push(line);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.match(line)) return true;
      waiter.resolve(line);
      return false;
    });
  }

  waitFor(match: (line: LogLine) => boolean, what: string, timeoutMs = 100_000): Promise<LogLine> {
    const seen = this.lines.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no log line "${what}" in:\n${JSON.stringify(this.lines)}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
    });
  }

  has(msg: string): boolean {
    return this.lines.some((line) => line.msg === msg);
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilRefused(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (await canConnect(port)) {
    if (Date.now() > deadline) throw new Error(`port ${port} still accepts connections`);
    await sleep(50);
  }
}

/**
 * About 3 s alone on 2 cores (a second to start the bundled runner on a copy of the migrated
 * template, the rest waiting on purpose); the limits leave room for a machine many times busier.
 */
const TEST_TIMEOUT_MS = 120_000;

describe('graceful shutdown of the runner', { timeout: TEST_TIMEOUT_MS }, () => {
  const dataDir = makeTempDir();
  copyPgliteTemplate(dataDir);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('finishes an in-flight request after SIGTERM, then exits 0', async () => {
    const child = spawnRunner({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_ON_EMPTY: 'false',
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost',
      // Never used here: production needs a mail transport and the exchange-code key to start.
      SMTP_URL: 'smtp://127.0.0.1:9',
      REDEEM_CODE_SECRET: 'shutdown-test-'.padEnd(32, 'x'),
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const log = new LogWatcher(child.stdout);

    try {
      const ready = await log.waitFor(
        (line) => line.msg?.startsWith('Space is ready at http://localhost:') ?? false,
        'Space is ready',
      );
      const port = Number(/:(\d+)$/.exec(ready.msg ?? '')?.[1]);
      expect(port).toBeGreaterThan(0);

      const body = Buffer.from(
        JSON.stringify({
          views: [
            {
              path: '/mKey/icons',
              visitorId: 'visitor_shutdown',
              locale: 'en',
              viewedAt: new Date().toISOString(),
            },
          ],
        }),
      );
      const half = Math.floor(body.length / 2);

      // A keep-alive client, as a browser would be.
      const agent = new http.Agent({ keepAlive: true });
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/analytics/page-views',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      });
      const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.on('error', reject);
        request.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          res.on('error', reject);
        });
      });
      request.write(body.subarray(0, half));

      // The server has routed the request and is now waiting for the rest of its body.
      await log.waitFor(
        (line) => line.msg === 'incoming request' && line.req?.url === '/api/analytics/page-views',
        'incoming request',
      );
      child.kill('SIGTERM');
      await log.waitFor(
        (line) => line.msg === 'shutting down: finishing in-flight requests',
        'shutting down',
      );
      // The listener closes at once: new connections are refused while the old one drains.
      await waitUntilRefused(port);
      // A wait for something that must not happen: the runner does not finish early.
      await sleep(300);
      expect(log.has('shut down cleanly')).toBe(false);

      request.end(body.subarray(half));
      const { status, text } = await response;
      agent.destroy();

      expect(status).toBe(200);
      expect(JSON.parse(text)).toMatchObject({ code: 200, data: { accepted: 1 } });
      expect(await exited).toBe(0);
      expect(log.has('shut down cleanly')).toBe(true);
      expect(stderr).toBe('');
      expect(await canConnect(port)).toBe(false);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }

    // The drained request's write was committed before the database closed.
    const database = await openDatabase({ engine: 'pglite', dataDir });
    try {
      const rows = await database.db
        .select()
        .from(pageViews)
        .where(eq(pageViews.visitorId, 'visitor_shutdown'));
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
