import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config/env.ts';
import { configError, PRODUCTION_ENV } from '../support/config-errors.ts';
import {
  createPostgresDatabase,
  makeTempDir,
  spawnRunner,
  TEST_ENGINE,
} from '../support/helper.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '0.0.0.0',
      port: 3000,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      webDistDir: undefined,
      firstView: true,
      responseValidation: true,
      seedOnEmpty: true,
      redisUrl: undefined,
      redisKeyPrefix: 'space:',
      smtpUrl: undefined,
      devMailbox: true,
      session: {
        ttlMs: 24 * HOUR,
        rememberTtlMs: 30 * DAY,
        idleMs: 12 * HOUR,
        rememberIdleMs: 14 * DAY,
      },
      wechatSandbox: true,
      wechat: null,
      commerce: {
        paymentTimeoutMs: 15 * 60_000,
        reconcileIntervalMs: 60_000,
        downloadLinkSecretConfigured: false,
      },
    });
    expect(config.commerce.downloadLinkSecret).toHaveLength(64);
    expect(loadConfig({ NODE_ENV: 'test' }).commerce.reconcileIntervalMs).toBe(0);
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads and converts every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '8080',
      DATA_DIR: 'some/where',
      DATABASE_URL: 'postgresql://space:secret@db.internal:5432/space',
      LOG_LEVEL: 'debug',
      LOG_PRETTY: 'true',
      TRUST_PROXY: '1',
      WEB_DIST_DIR: 'web-build',
      SEED_ON_EMPTY: 'false',
      SHUTDOWN_GRACE_MS: '2500',
      BODY_LIMIT_BYTES: '4096',
      PUBLIC_URL: 'https://space.example',
      ALLOWED_HOSTS: 'Dev.Example:8080, darkflash.space.test',
      REDIS_URL: 'redis://cache.internal:6379',
      REDIS_KEY_PREFIX: 'shop-staging:',
      SMTP_URL: 'smtp://mail.internal:587',
      MAIL_FROM: 'Shop <shop@space.example>',
      DEV_MAILBOX: 'true',
      SESSION_TTL_HOURS: '2',
      SESSION_REMEMBER_DAYS: '7',
      SESSION_IDLE_MINUTES: '30',
      SESSION_REMEMBER_IDLE_DAYS: '3',
      WECHAT_APP_ID: 'wx-app',
      WECHAT_APP_SECRET: 'wx-secret',
      WECHAT_API_BASE: 'https://wx-api.example',
      WECHAT_OPEN_BASE: 'https://wx-open.example',
      ORDER_PAYMENT_TIMEOUT_MINUTES: '30',
      ORDER_RECONCILE_SECONDS: '20',
      DOWNLOAD_LINK_SECRET: 'd'.repeat(40),
      REDEEM_CODE_SECRET: 'r'.repeat(40),
      OUTBOX_MAX_ATTEMPTS: '5',
      OUTBOX_RETRY_BASE_SECONDS: '10',
      OUTBOX_RETRY_MAX_SECONDS: '600',
      OUTBOX_LEASE_SECONDS: '90',
      OUTBOX_POLL_SECONDS: '2',
      OUTBOX_RETENTION_DAYS: '14',
      MAIL_SENDER_NAME: '{brand} Store',
      MAIL_UNSUBSCRIBE_SECRET: 'u'.repeat(40),
      MAIL_UNSUBSCRIBE_MAILTO: 'unsubscribe@space.example',
      S3_BUCKET: 'space-files',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'key-secret',
      S3_FORCE_PATH_STYLE: 'true',
      METRICS_TOKEN: 'm'.repeat(24),
      SEARCH_INDEX: 'off',
      RESPONSE_CACHE: 'on',
      RESPONSE_CACHE_MAX_MB: '16',
      FIRST_VIEW: 'off',
    });
    expect(config).toEqual({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('some/where'),
      databaseUrl: 'postgresql://space:secret@db.internal:5432/space',
      logLevel: 'debug',
      logPretty: true,
      trustProxy: true,
      webDistDir: path.resolve('web-build'),
      firstView: false,
      responseValidation: true,
      seedOnEmpty: false,
      shutdownGraceMs: 2500,
      bodyLimitBytes: 4096,
      publicUrl: 'https://space.example',
      allowedHosts: ['dev.example:8080', 'darkflash.space.test'],
      payments: {
        sandbox: true,
        paypalCurrencies: ['USD'],
        wechat: null,
        alipay: null,
        paypal: null,
      },
      redisUrl: 'redis://cache.internal:6379',
      redisKeyPrefix: 'shop-staging:',
      smtpUrl: 'smtp://mail.internal:587',
      mailFrom: 'Shop <shop@space.example>',
      devMailbox: true,
      sms: {
        provider: 'sandbox',
        international: null,
        byBrand: {},
        timeoutMs: 10_000,
        aliyun: null,
        tencent: null,
        twilio: null,
      },
      outbox: {
        maxAttempts: 5,
        retryBaseMs: 10_000,
        retryMaxMs: 600_000,
        leaseMs: 90_000,
        pollMs: 2_000,
        retentionDays: 14,
      },
      session: {
        ttlMs: 2 * HOUR,
        rememberTtlMs: 7 * DAY,
        idleMs: 30 * 60_000,
        rememberIdleMs: 3 * DAY,
      },
      wechatSandbox: true,
      wechat: {
        appId: 'wx-app',
        appSecret: 'wx-secret',
        apiBase: 'https://wx-api.example',
        openBase: 'https://wx-open.example',
      },
      commerce: {
        paymentTimeoutMs: 30 * 60_000,
        reconcileIntervalMs: 20_000,
        earningsHoldMs: 14 * DAY,
        payoutAccountDelayMs: 48 * 3_600_000,
        downloadLinkSecret: 'd'.repeat(40),
        downloadLinkSecretConfigured: true,
      },
      redeemCodes: { secret: 'r'.repeat(40), secretConfigured: true },
      mail: {
        senderName: '{brand} Store',
        unsubscribeSecret: 'u'.repeat(40),
        unsubscribeMailto: 'unsubscribe@space.example',
      },
      metricsToken: 'm'.repeat(24),
      searchIndex: { enabled: false, refreshIntervalMs: 60_000 },
      responseCache: { enabled: true, maxBytes: 16 * 2 ** 20, maxAgeMs: 5000 },
      storage: {
        s3: {
          bucket: 'space-files',
          endpoint: 'http://minio.internal:9000',
          region: 'eu-central-1',
          credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
          forcePathStyle: true,
        },
      },
      videoUploadMaxBytes: 256 * 2 ** 20,
    });
  });

  // Object storage (decision 027): local unless S3_BUCKET is set; half a setup is refused.
  it('keeps files locally without S3_BUCKET, and refuses an incomplete S3 setup', () => {
    expect(loadConfig({}).storage).toEqual({ s3: null });
    expect(loadConfig({ S3_BUCKET: 'files' }).storage.s3).toEqual({
      bucket: 'files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
    const issues = (env: Record<string, string>) => configError(env).issues;
    expect(issues({ S3_ENDPOINT: 'http://minio:9000' })).toEqual([
      'S3_BUCKET: required when S3_ENDPOINT is set',
    ]);
    expect(issues({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'hidden-secret' })).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    ]);
    expect(issues({ S3_BUCKET: 'No_Such Bucket' })[0]).toMatch(/^S3_BUCKET: must be a bucket name/);
    expect(issues({ S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://x' })[0]).toMatch(/^S3_ENDPOINT:/);
  });

  it('keys exchange codes with a random secret outside production, the configured one in production', () => {
    const development = loadConfig({ NODE_ENV: 'development' }).redeemCodes;
    expect(development.secret).toHaveLength(64);
    expect(development.secretConfigured).toBe(false);
    expect(
      loadConfig({ ...PRODUCTION_ENV, REDEEM_CODE_SECRET: 's'.repeat(32) }).redeemCodes,
    ).toEqual({
      secret: 's'.repeat(32),
      secretConfigured: true,
    });
    expect(() => loadConfig({ REDEEM_CODE_SECRET: 'short' })).toThrow(
      /REDEEM_CODE_SECRET: must be at least 32 characters/,
    );
  });

  it('keeps the dev mailbox off in production and when SMTP is configured', () => {
    const production = PRODUCTION_ENV;
    expect(loadConfig(production).devMailbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.internal:25' }).devMailbox).toBe(false);
    expect(loadConfig({ ...production, DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig(production).wechatSandbox).toBe(false);
    expect(loadConfig({ ...production, WECHAT_SANDBOX: 'true' }).wechatSandbox).toBe(true);
  });

  it('logs JSON lines in production, readable lines elsewhere on a terminal or when asked', () => {
    const production = PRODUCTION_ENV;
    expect(loadConfig({ ...production, LOG_PRETTY: 'true' }).logPretty).toBe(false);
    expect(loadConfig({ LOG_PRETTY: 'true' }).logPretty).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', LOG_PRETTY: '1' }).logPretty).toBe(true);
    expect(loadConfig({ LOG_PRETTY: 'false' }).logPretty).toBe(false);
    // Unset: whether standard output is a terminal (under vitest it is not).
    expect(loadConfig({}).logPretty).toBe(process.stdout.isTTY === true);
  });

  it('checks answers against their schemas everywhere but in production (decision 080)', () => {
    expect(loadConfig(PRODUCTION_ENV).responseValidation).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).responseValidation).toBe(true);
    expect(loadConfig({}).responseValidation).toBe(true);
  });

  it('treats empty strings as unset', () => {
    expect(
      loadConfig({ PORT: '', DATA_DIR: '', DATABASE_URL: '', LOG_LEVEL: '', SEED_ON_EMPTY: '' }),
    ).toEqual(loadConfig({}));
  });

  it('names PORT, never the bad value', () => {
    const error = configError({ PORT: 'abc' });
    expect(error.issues).toHaveLength(1);
    expect(error.message).toContain('PORT');
    expect(error.message).not.toContain('abc');
  });

  it.each(['-1', '65536', '80.5'])('rejects PORT=%s', (port) => {
    expect(configError({ PORT: port }).message).toContain('PORT');
  });

  it('accepts only PostgreSQL URLs for DATABASE_URL', () => {
    const error = configError({ DATABASE_URL: 'mysql://x' });
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).toContain('postgres://');
    expect(configError({ DATABASE_URL: 'not a url' }).message).toContain('DATABASE_URL');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/space' }).databaseUrl).toBe(
      'postgres://db/space',
    );
  });

  it('rejects an unknown LOG_LEVEL', () => {
    const error = configError({ LOG_LEVEL: 'loud' });
    expect(error.message).toContain('LOG_LEVEL');
    expect(error.message).toContain('"debug"');
    expect(error.message).not.toContain('loud');
  });

  it('rejects a flag that is not true/false/1/0', () => {
    expect(configError({ SEED_ON_EMPTY: 'yes' }).message).toContain('SEED_ON_EMPTY');
  });

  it('lists every bad variable at once', () => {
    const error = configError({ PORT: 'abc', LOG_LEVEL: 'loud', BODY_LIMIT_BYTES: '10' });
    expect(error.issues.map((issue) => issue.split(':')[0]).sort()).toEqual([
      'BODY_LIMIT_BYTES',
      'LOG_LEVEL',
      'PORT',
    ]);
  });
});

describe('the configured database engine', () => {
  const dataDir = makeTempDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is PGlite under DATA_DIR when DATABASE_URL is not set', async () => {
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      expect(database.engine).toBe('pglite');
      expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it.runIf(TEST_ENGINE === 'postgres')('is PostgreSQL when DATABASE_URL is set', async () => {
    const created = await createPostgresDatabase();
    const database = await openConfiguredDatabase(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: created.url }),
    );
    try {
      expect(database.engine).toBe('postgres');
      await database.migrate();
    } finally {
      await database.close();
      await created.drop();
    }
  });
});

describe('the server runner', () => {
  it('prints a readable error and exits 1 on a bad variable', async () => {
    const dataDir = makeTempDir();
    const child = spawnRunner({ PORT: 'notaport', DATA_DIR: dataDir });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });

    expect(exitCode).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
    expect(stderr).not.toContain('notaport');
    // A readable message, not a stack trace.
    expect(stderr).not.toMatch(/^\s+at /m);
    // It stopped before touching the data directory.
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });
});
