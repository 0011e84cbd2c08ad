import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { and, count, eq, isNull } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import {
  entitlements,
  memberships,
  orders,
  paymentEvents,
  redeemCodeRedemptions,
} from '../../src/db/schema.ts';
import { createPaymentProviders } from '../../src/modules/payments/providers.ts';
import { createPaymentSandbox } from '../../src/modules/payments/sandbox/keys.ts';
import { paymentSandboxRoutes } from '../../src/modules/payments/sandbox/routes.ts';
import { CACHE_STATUS_HEADER } from '../../src/plugins/response-cache.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { createPostgresDatabase, TEST_ENGINE, testConfig } from '../support/helper.ts';
import { createSearchableProduct, createTestProduct } from '../support/product-fixtures.ts';
import { createTestUser, tokenFor } from '../support/user-fixtures.ts';

/**
 * Decision 041: two app instances on one PostgreSQL database and one Redis, behind a
 * round-robin proxy, lose and double nothing. Everything goes through the proxy with `fetch`,
 * so consecutive requests of one journey land on alternate instances. The payment sandbox runs
 * as a server of its own, as the one provider both instances talk to.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
const READY = TEST_ENGINE === 'postgres' && Boolean(REDIS_URL);
const CAPTCHA_ANSWER = 'Tw0In';
const PASSWORD = 'secret123';
/** How long a catalogue change may take to reach the other instance's cached reads. */
const PROPAGATION_BOUND_MS = 5_000;

interface Forwarded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A small load balancer: forwards method, path, headers and raw body to the next instance in
 * turn, appends the caller to X-Forwarded-For, and names the instance in `x-upstream`. With
 * `holdNotifications` it keeps payment notifications instead of forwarding them (answering 503,
 * so a provider would retry), for the test to deliver them itself.
 */
class RoundRobinProxy {
  readonly server: http.Server;
  upstreams: { name: string; port: number }[] = [];
  holdNotifications = false;
  readonly held: Forwarded[] = [];
  private turn = 0;

  constructor() {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => this.forward(request, Buffer.concat(chunks), response));
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private forward(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) {
    const path = request.url ?? '/';
    if (this.holdNotifications && /^\/api\/payments\/[a-z]+\/notify/.test(path)) {
      this.held.push({ method: request.method ?? 'POST', path, headers: request.headers, body });
      response.writeHead(503).end();
      return;
    }
    const upstream = this.upstreams[this.turn++ % this.upstreams.length]!;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: request.method,
        path,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-upstream': upstream.name,
        });
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => response.writeHead(502).end());
    outgoing.end(body);
  }
}

describe.runIf(READY)('two instances behind a proxy (PostgreSQL and Redis)', async () => {
  // A skipped suite is still collected: open nothing without PostgreSQL and Redis.
  if (!READY) return;
  const created = await createPostgresDatabase();
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const proxy = new RoundRobinProxy();
  const provider = Fastify();
  const redis = new Redis(REDIS_URL!, { lazyConnect: true });
  const keyPrefix = `space-test-${randomBytes(6).toString('hex')}:`;
  afterAll(async () => {
    await proxy.close();
    for (const app of apps) await app.close();
    await provider.close();
    for (const handle of handles) await handle.close();
    await created.drop();
    // Only this test's keys: other runs may share the Redis server.
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  // Each instance opens its own pool and migrates and prepares at start-up, at once: the
  // start-up lock makes them take turns.
  for (let i = 0; i < 2; i += 1) {
    handles.push(await openDatabase({ engine: 'postgres', url: created.url, maxConnections: 20 }));
  }
  await Promise.all(
    handles.map(async (handle) => {
      await handle.migrate();
      await handle.withStartupLock(() => ensureReferenceData(handle.db));
    }),
  );

  const sandbox = await createPaymentSandbox();
  await provider.register(paymentSandboxRoutes, {
    sandbox,
    paypalWebhookPath: '/api/payments/paypal/notify',
    urls: { nodeEnv: 'test', publicUrl: undefined, allowedHosts: [] },
  });
  await provider.listen({ port: 0, host: '127.0.0.1' });
  const providerBase = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
  const base = await proxy.listen();

  const shared: Partial<AppConfig> = {
    redisUrl: REDIS_URL,
    redisKeyPrefix: keyPrefix,
    publicUrl: base,
    trustProxy: true,
    devMailbox: true,
    // Long enough that only the change announcements can make a cached read stale.
    responseCache: { enabled: true, maxBytes: 2 ** 22, maxAgeMs: 10 * 60_000 },
    searchIndex: { enabled: true, refreshIntervalMs: 0 },
    redeemCodes: { secret: randomBytes(32).toString('hex'), secretConfigured: true },
  };
  for (const [i, handle] of handles.entries()) {
    const config = testConfig(shared);
    config.commerce = {
      ...config.commerce,
      downloadLinkSecret: 'd'.repeat(64),
      downloadLinkSecretConfigured: true,
    };
    const app = await buildApp({
      config,
      db: handle.db,
      dbEngine: handle.engine,
      version: 'test',
      captchaAnswers: () => CAPTCHA_ANSWER,
      paymentProviders: createPaymentProviders(
        { sandbox: true, paypalCurrencies: ['USD'], wechat: null, alipay: null, paypal: null },
        { sandbox, baseUrl: providerBase },
      ),
    });
    app.addHook('onClose', async () => fs.rmSync(config.dataDir, { recursive: true, force: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    proxy.upstreams.push({
      name: i === 0 ? 'a' : 'b',
      port: (app.server.address() as AddressInfo).port,
    });
  }
  const [appA] = apps as [FastifyInstance, FastifyInstance];
  const db = appA.db;

  let addressCounter = 0;
  /** A client address of its own, so per-address limits stay out of the way. */
  const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

  interface Answer {
    status: number;
    upstream: string;
    headers: Headers;
    // Answers of many shapes, each checked by the expectations that read it.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: { code: number; msg: string; data: any };
  }

  async function call(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; address?: string | null } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'user-agent': 'two-instances' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // null: the proxy's own loopback address (the dev mailbox answers loopback only).
    if (options.address !== null) headers['x-forwarded-for'] = options.address ?? nextAddress();
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      upstream: response.headers.get('x-upstream') ?? '',
      headers: response.headers,
      body: text ? JSON.parse(text) : null,
    };
  }

  it('runs the account journey across both instances; a logout ends the session on both', async () => {
    const email = `two.${randomBytes(4).toString('hex')}@example.com`;
    const address = nextAddress();
    const seen = new Set<string>();
    const step = async (...args: Parameters<typeof call>) => {
      const answer = await call(...args);
      seen.add(answer.upstream);
      return answer;
    };

    const captcha = await step('GET', '/api/auth/captcha', { address });
    expect(captcha.status).toBe(200);
    const sent = await step('POST', '/api/auth/codes', {
      address,
      body: {
        tenantId: DEFAULT_TENANT_ID,
        target: email,
        purpose: 'register',
        captchaId: captcha.body.data.captchaId,
        captcha: CAPTCHA_ANSWER,
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // The dev mailbox refuses anything that came through a proxy: read it on the machine, from
    // the instance that did not send the code (the mail is in the database both share).
    const other = proxy.upstreams.find((upstream) => upstream.name !== sent.upstream)!;
    const mailbox = await fetch(
      `http://127.0.0.1:${other.port}/api/dev/mailbox?target=${encodeURIComponent(email)}`,
    );
    expect(mailbox.status).toBe(200);
    const messages = ((await mailbox.json()) as { data: { list: { body: string }[] } }).data.list;
    const code = /\b(\d{6})\b/.exec(messages[0]!.body)![1];
    const registered = await step('POST', '/api/auth/register', {
      address,
      body: {
        tenantId: DEFAULT_TENANT_ID,
        account: email,
        code,
        nickName: 'Two Instances',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);

    const loginCaptcha = await step('GET', '/api/auth/captcha', { address });
    const login = await step('POST', '/api/auth/login', {
      address,
      body: {
        tenantId: DEFAULT_TENANT_ID,
        account: email,
        password: PASSWORD,
        captchaId: loginCaptcha.body.data.captchaId,
        captcha: CAPTCHA_ANSWER,
        remember: false,
      },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.data.token as string;

    const profiles = [await step('GET', '/api/users/me', { token })];
    profiles.push(await step('GET', '/api/users/me', { token }));
    expect(profiles.map((p) => p.status)).toEqual([200, 200]);
    expect(new Set(profiles.map((p) => p.upstream)).size).toBe(2);
    expect(profiles[1]!.body.data).toMatchObject({ email, nickName: 'Two Instances' });

    expect((await step('POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = [await step('GET', '/api/users/me', { token })];
    after.push(await step('GET', '/api/users/me', { token }));
    expect(after.map((a) => a.status)).toEqual([401, 401]);
    expect(new Set(after.map((a) => a.upstream)).size).toBe(2);
    expect([...seen].sort()).toEqual(['a', 'b']);
  });

  it('turns one payment notification, delivered many times at once to both instances, into one paid order', async () => {
    const buyer = await createTestUser(appA);
    const token = await tokenFor(appA, buyer);
    const product = await createTestProduct(appA, {
      priceGeneral: 1200,
      priceOrdinary: 1000,
      pricePremium: 900,
      priceSvip: 0,
      currency: 'CNY',
    });

    const checkout = await call('POST', '/api/orders', {
      token,
      body: { checkoutKey: randomUUID(), method: 'wechat', productIds: [product.id] },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const order = checkout.body.data;
    expect(order).toMatchObject({ state: 'waiting', amountMinor: 1200, currency: 'CNY' });
    const pr = new URL(order.payment.codeUrl).searchParams.get('pr')!;

    // The buyer pays at the provider, which notifies us; the proxy keeps that notification.
    proxy.holdNotifications = true;
    const paid = await fetch(`${providerBase}/api/sandbox/pay/wechat/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pr, action: 'pay' }).toString(),
    });
    expect(paid.status).toBe(200);
    proxy.holdNotifications = false;
    expect(proxy.held).toHaveLength(1);
    const notification = proxy.held[0]!;

    // A provider retrying impatiently: the same notification eight times at once.
    const deliveries = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await fetch(`${base}${notification.path}`, {
          method: notification.method,
          headers: Object.fromEntries(
            Object.entries(notification.headers)
              .filter(([name]) => !['host', 'content-length', 'connection'].includes(name))
              .map(([name, value]) => [name, String(value)]),
          ),
          body: new Uint8Array(notification.body),
        });
        await response.arrayBuffer();
        return { status: response.status, upstream: response.headers.get('x-upstream') };
      }),
    );
    // WeChat Pay's acknowledgement is 204, for the copy applied and every repeat alike.
    expect(deliveries.map((d) => d.status)).toEqual(Array(8).fill(204));
    expect(new Set(deliveries.map((d) => d.upstream)).size).toBe(2);

    const [orderRow] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(orderRow).toMatchObject({ state: 'paid', amountMinor: 1200 });
    const [{ n: orderCount }] = (await db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, buyer.id))) as [{ n: number }];
    expect(orderCount).toBe(1);
    const [{ n: granted }] = (await db
      .select({ n: count() })
      .from(entitlements)
      .where(and(eq(entitlements.userId, buyer.id), isNull(entitlements.revokedAt)))) as [
      { n: number },
    ];
    expect(granted).toBe(1);
    const events = await db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNo, order.orderNo));
    expect(events.filter((event) => event.outcome === 'applied')).toHaveLength(1);

    // Each read twice in a row: both instances answer it.
    for (let i = 0; i < 2; i += 1) {
      const view = await call('GET', `/api/orders/${order.orderNo}`, { token });
      expect(view.body.data.state).toBe('paid');
    }
    for (let i = 0; i < 2; i += 1) {
      const owned = await call('GET', '/api/users/me/products', { token });
      expect(owned.body.data.list).toMatchObject([
        { product: { id: product.id }, source: 'order', orderNo: order.orderNo, state: 'paid' },
      ]);
    }
  });

  it('redeems a single-use code once among many, and throttles failures across instances', async () => {
    const admin = await createTestUser(appA, { role: 'admin' });
    const batch = await call('POST', '/api/admin/redeem-code-batches', {
      token: await tokenFor(appA, admin),
      body: {
        label: 'Two instances',
        count: 1,
        maxRedemptions: 1,
        membershipTier: 'ordinary',
        membershipDays: 30,
      },
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    const [code] = batch.body.data.codes as string[];

    const redeemers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const user = await createTestUser(appA);
        return { user, token: await tokenFor(appA, user) };
      }),
    );
    const answers = await Promise.all(
      redeemers.map(({ token }) => call('POST', '/api/redeem', { token, body: { code } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
    const [{ n: redemptions }] = (await db.select({ n: count() }).from(redeemCodeRedemptions)) as [
      { n: number },
    ];
    expect(redemptions).toBe(1);
    const [{ n: granted }] = (await db.select({ n: count() }).from(memberships)) as [{ n: number }];
    expect(granted).toBe(1);

    // Ten failures of one account, from fresh addresses, alternate between the instances.
    const guesserUser = await createTestUser(appA);
    const guesser = { user: guesserUser, token: await tokenFor(appA, guesserUser) };
    const failures = [];
    for (let i = 0; i < 10; i += 1) {
      failures.push(
        await call('POST', '/api/redeem', { token: guesser.token, body: { code: `WRONG${i}` } }),
      );
    }
    expect(failures.map((f) => f.status)).toEqual(Array(10).fill(400));
    expect(new Set(failures.map((f) => f.upstream)).size).toBe(2);
    // The eleventh is refused whichever instance answers: the count is in Redis.
    const throttled = [];
    for (let i = 0; i < 2; i += 1) {
      throttled.push(
        await call('POST', '/api/redeem', { token: guesser.token, body: { code: 'WRONG' } }),
      );
    }
    expect(throttled.map((t) => t.status)).toEqual([429, 429]);
    expect(new Set(throttled.map((t) => t.upstream)).size).toBe(2);
    const counted = await redis.get(
      `${keyPrefix}rl:redeemFailuresPerAccount:${guesser.user.tenantId}:user:${guesser.user.id}`,
    );
    expect(Number(counted)).toBe(10);
  });

  it("shows a catalogue write on one instance in the other's cached reads at once", async () => {
    const name = `Quokka Twin ${randomBytes(3).toString('hex')}`;
    const { author, product } = await createSearchableProduct(appA, name, {
      nickName: 'Two Author',
    });
    const reads = [`/api/products/${product.id}`, `/api/products?q=${name.split(' ')[2]}`];
    const shows = (answer: Answer) =>
      answer.status === 200 &&
      (answer.body.data.id === product.id ||
        answer.body.data.list?.some((item: { id: number }) => item.id === product.id));

    // Both instances answer both reads from their caches.
    await vi.waitFor(
      async () => {
        const hits = new Set<string>();
        // Each read twice in a row, so each read reaches both instances.
        for (const url of reads) {
          for (let i = 0; i < 4; i += 1) {
            const answer = await call('GET', url, { address: null });
            expect(shows(answer)).toBe(true);
            if (answer.headers.get(CACHE_STATUS_HEADER) === 'hit') hits.add(answer.upstream);
          }
        }
        expect([...hits].sort()).toEqual(['a', 'b']);
      },
      { timeout: PROPAGATION_BOUND_MS },
    );

    const delisted = await call('PATCH', `/api/products/${product.id}/listing`, {
      token: await tokenFor(appA, author),
      body: { status: 'delisted' },
    });
    expect(delisted.status, JSON.stringify(delisted.body)).toBe(200);
    const started = Date.now();
    // Either instance, every read: none shows the product any more.
    await vi.waitFor(
      async () => {
        const answers: Answer[] = [];
        for (const url of reads) {
          const pair = [await call('GET', url, { address: null })];
          pair.push(await call('GET', url, { address: null }));
          expect(new Set(pair.map((answer) => answer.upstream)).size).toBe(2);
          answers.push(...pair);
        }
        expect(answers.filter(shows)).toEqual([]);
      },
      { timeout: PROPAGATION_BOUND_MS, interval: 50 },
    );
    expect(Date.now() - started).toBeLessThan(PROPAGATION_BOUND_MS);
  });
});

describe.skipIf(READY)('two instances behind a proxy', () => {
  it.skip('needs TEST_DB_ENGINE=postgres and TEST_REDIS_URL (PostgreSQL and Redis)', () => {});
});
