import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { parseHost } from './hosts.ts';
import { paymentsEnvShape, readPaymentsConfig, type PaymentsConfig } from './payments.config.ts';
import { outboxEnvShape, readOutboxConfig, type OutboxConfig } from './outbox.config.ts';
import { readSmsConfig, smsEnvShape, type SmsConfig } from './sms.config.ts';
import { readStorageConfig, storageEnvShape, type StorageConfig } from './storage.config.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A switch written `on`/`off` (or true/false, 1/0). */
const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const postgresUrl = z
  .string()
  .url()
  .refine(
    (value) => /^postgres(ql)?:\/\//.test(value),
    'must start with postgres:// or postgresql://',
  );

/** Where browsers reach the site: an http(s) origin, optionally with a path, nothing more. */
const publicUrl = z
  .string()
  .url()
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash
    );
  }, 'must be an http:// or https:// URL without credentials, query or fragment')
  .transform((value) => {
    const url = new URL(value);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });

/** Comma-separated `host[:port]` entries (decision 017). */
const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (entries) => entries.every((entry) => parseHost(entry) !== null),
    'must be a comma-separated list of host or host:port',
  );

/** Every environment variable the server reads; README "Configuration" documents each. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Off in production unless asked for: demo content has no place there (decision 051).
  SEED_ON_EMPTY: booleanFlag.optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  PUBLIC_URL: publicUrl.optional(),
  ALLOWED_HOSTS: hostList.optional(),
  REDIS_URL: z
    .string()
    .url()
    .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits, ":", "_", "." or "-", at most 64')
    .default('space:'),
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Space <no-reply@space.local>'),
  DEV_MAILBOX: booleanFlag.optional(),
  // Text messages: Alibaba Cloud, Tencent Cloud, Twilio or the local sandbox (decision 067).
  ...smsEnvShape,
  // The message outbox: retries, leases, retention (decision 073).
  ...outboxEnvShape,
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  SESSION_REMEMBER_DAYS: z.coerce.number().positive().default(30),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(720),
  SESSION_REMEMBER_IDLE_DAYS: z.coerce.number().positive().default(14),
  WECHAT_SANDBOX: booleanFlag.optional(),
  WECHAT_APP_ID: z.string().min(1).optional(),
  WECHAT_APP_SECRET: z.string().min(1).optional(),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.string().url().default('https://open.weixin.qq.com'),
  // WeChat Pay, Alipay, PayPal and PAYMENTS_SANDBOX (decision 021).
  ...paymentsEnvShape,
  ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  ORDER_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  // How long a creator's earnings stay pending: the refund window (decision 068).
  EARNINGS_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  // How long a new or changed payout account waits before payouts may use it (decision 071).
  PAYOUT_ACCOUNT_DELAY_HOURS: z.coerce.number().int().min(0).max(720).default(48),
  DOWNLOAD_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDEEM_CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Branded mail (decision 072): the sender's display name ({brand} is the brand's name), the
  // key of one-click unsubscribe links, and an optional address that takes unsubscribe mails.
  MAIL_SENDER_NAME: z.string().trim().min(1).max(100).default('{brand}'),
  MAIL_UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MAIL_UNSUBSCRIBE_MAILTO: z.string().email().optional(),
  // Bearer token for GET /metrics; without it only loopback connections may read them.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Object storage: S3-compatible when S3_BUCKET is set (decision 027).
  ...storageEnvShape,
  // The search index and the response cache of catalogue reads (decision 036).
  SEARCH_INDEX: onOff.optional(),
  RESPONSE_CACHE: onOff.optional(),
  FIRST_VIEW: onOff.optional(),
  RESPONSE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  // Video tutorials uploaded in the admin console (decision 042).
  VIDEO_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(256),
});

export type Env = z.infer<typeof envSchema>;

/** The names of every variable the server reads (tests feed each one a bad value). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

const MINUTE = 60_000;
/** How late a cached catalogue read may show a like count (decision 036). */
const RESPONSE_CACHE_MAX_AGE_MS = 5_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Signs download links when DOWNLOAD_LINK_SECRET is not set: random, once per process, so a
 * link works until this process stops (links live 10 minutes). Several instances behind one
 * address need the same configured secret (decision 020).
 */
const GENERATED_DOWNLOAD_LINK_SECRET = randomBytes(32).toString('hex');

/**
 * Keys the hashes of exchange codes when REDEEM_CODE_SECRET is not set, outside production:
 * random once per process (tests); a server started by bootstrap() keeps its key in DATA_DIR
 * instead (config/dev-secrets.ts), so a demo's codes survive restarts. Production refuses to
 * start without the secret (decision 054).
 */
const GENERATED_REDEEM_CODE_SECRET = randomBytes(32).toString('hex');

export interface CommerceConfig {
  /** How long a creator's credit stays pending (EARNINGS_HOLD_DAYS; decision 068). */
  earningsHoldMs: number;
  /** How long a confirmed payout account waits before use (PAYOUT_ACCOUNT_DELAY_HOURS; decision 071). */
  payoutAccountDelayMs: number;
  /** An unpaid order closes itself (and its payment at the provider) after this. */
  paymentTimeoutMs: number;
  /** How often open orders are reconciled and expired ones closed; 0 = never (tests). */
  reconcileIntervalMs: number;
  /** HMAC key of download links; never logged. */
  downloadLinkSecret: string;
  /** False when the secret was generated for this process. */
  downloadLinkSecretConfigured: boolean;
}

export interface MailConfig {
  /** The sender's display name, `{brand}` replaced by the brand's name (MAIL_SENDER_NAME). */
  senderName: string;
  /** HMAC key of unsubscribe links; null: derived from REDEEM_CODE_SECRET. Never logged. */
  unsubscribeSecret: string | null;
  /** An address that processes unsubscribe mails, named in List-Unsubscribe when set. */
  unsubscribeMailto: string | null;
}

export interface RedeemCodesConfig {
  /** HMAC key of the stored code hashes; null (codes off) only in a hand-built config. Never logged. */
  secret: string | null;
  /** False when the secret was generated for this process (or is missing). */
  secretConfigured: boolean;
}

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Human-readable log lines (pino-pretty) instead of JSON; never in production. */
  logPretty: boolean;
  trustProxy: boolean;
  webDistDir: string | undefined;
  /** Public catalogue pages' first view rendered on the server, when the build has its renderer (decision 046). */
  firstView: boolean;
  /**
   * Every answer checked against its route's zod schema before it is sent (tests and
   * development); production writes answers with serializers compiled from the schemas
   * instead (decision 080).
   */
  responseValidation: boolean;
  seedOnEmpty: boolean;
  shutdownGraceMs: number;
  bodyLimitBytes: number;
  /** Where browsers reach us, without a trailing slash; lib/public-url.ts builds every link. */
  publicUrl: string | undefined;
  /** Outside production, hosts (`host[:port]`) whose request origin may appear in links. */
  allowedHosts: string[];
  redisUrl: string | undefined;
  /** Starts every key this deployment keeps in Redis, so deployments may share one server. */
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Keep outgoing mail and SMS in a local mailbox readable through /api/dev/mailbox. */
  devMailbox: boolean;
  /** Text-message providers, their routing and templates (decision 067). */
  sms: SmsConfig;
  /** The outbox every email and text goes through (decision 073). */
  outbox: OutboxConfig;
  session: { ttlMs: number; rememberTtlMs: number; idleMs: number; rememberIdleMs: number };
  /** Without real credentials, use the local WeChat sandbox (never by default in production). */
  wechatSandbox: boolean;
  /** Real WeChat credentials; without them the local sandbox provider is used when allowed. */
  wechat: { appId: string; appSecret: string; apiBase: string; openBase: string } | null;
  /** Payment providers' credentials (each null when not configured) and the sandbox switch. */
  payments: PaymentsConfig;
  /** Orders, payments and downloads (decision 020). */
  commerce: CommerceConfig;
  /** Exchange codes (decision 024). */
  redeemCodes: RedeemCodesConfig;
  /** Branded mail (decision 072). */
  mail: MailConfig;
  /** Object storage of packages and downloads (decision 027). */
  storage: StorageConfig;
  /** Bearer token that reads /metrics from anywhere; unset, only loopback connections may. */
  metricsToken: string | undefined;
  /** The in-process search index (decision 036); off: every search runs in SQL. */
  searchIndex: {
    enabled: boolean;
    /** How often like counts are compared with the index's order; 0: never. */
    refreshIntervalMs: number;
  };
  /** The versioned response cache of anonymous catalogue reads (decision 036). */
  responseCache: {
    enabled: boolean;
    maxBytes: number;
    /** Entries older than this are not served: like counts lag by at most this. */
    maxAgeMs: number;
  };
  /** The largest MP4 an administrator may upload as a video tutorial (decision 042). */
  videoUploadMaxBytes: number;
}

/**
 * What production cannot serve users without (decision 054): links (PUBLIC_URL, never a Host
 * header, decision 017), verification codes (SMTP_URL; without an SMS provider phone codes
 * cannot be sent, which start-up reports, decision 067) and exchange codes (REDEEM_CODE_SECRET).
 * Refusing to start beats a server whose every sign-up fails with 502.
 */
function productionIssues(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const issues: string[] = [];
  if (env.PUBLIC_URL === undefined) {
    issues.push(
      'PUBLIC_URL: required when NODE_ENV=production: where browsers reach the site, e.g. https://space.example',
    );
  }
  if (env.SMTP_URL === undefined) {
    issues.push(
      'SMTP_URL: required when NODE_ENV=production: verification codes (sign-up, code login, password reset) are sent by email through it, e.g. smtp://user:password@mail.example:587',
    );
  }
  if (env.REDEEM_CODE_SECRET === undefined) {
    issues.push(
      'REDEEM_CODE_SECRET: required when NODE_ENV=production: at least 32 random characters, the same on every instance (e.g. the output of `openssl rand -hex 32`); it keys the stored exchange codes',
    );
  }
  return issues;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once at start-up; throws a readable ConfigError. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "not set", as they do in most shells and .env files.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  // The variable and what it must be, never the value: a mistyped secret must not reach a log
  // (decision 054). zod's messages name expected forms and types, not the input.
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  issues.push(...productionIssues(cleaned));
  if (!parsed.success) throw new ConfigError(issues);
  const env = parsed.data;
  // Reads key files and parses keys; its issues never repeat a secret.
  const payments = readPaymentsConfig(env, env.NODE_ENV, issues);
  const storage = readStorageConfig(env, issues);
  // Without a real mail transport the codes must be readable somewhere; never by default in production.
  const devMailbox = env.DEV_MAILBOX ?? (!env.SMTP_URL && env.NODE_ENV !== 'production');
  const sms = readSmsConfig(env, env.NODE_ENV, devMailbox, issues);
  if (issues.length > 0) throw new ConfigError(issues);
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    // A person reading a terminal, or asked for; production always logs JSON lines.
    logPretty: env.NODE_ENV !== 'production' && (env.LOG_PRETTY ?? process.stdout.isTTY === true),
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    firstView: env.FIRST_VIEW ?? true,
    responseValidation: env.NODE_ENV !== 'production',
    seedOnEmpty: env.SEED_ON_EMPTY ?? env.NODE_ENV !== 'production',
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    publicUrl: env.PUBLIC_URL,
    allowedHosts: env.ALLOWED_HOSTS ?? [],
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    devMailbox,
    sms,
    outbox: readOutboxConfig(env),
    session: {
      ttlMs: env.SESSION_TTL_HOURS * HOUR,
      rememberTtlMs: env.SESSION_REMEMBER_DAYS * DAY,
      idleMs: env.SESSION_IDLE_MINUTES * MINUTE,
      rememberIdleMs: env.SESSION_REMEMBER_IDLE_DAYS * DAY,
    },
    wechatSandbox: env.WECHAT_SANDBOX ?? env.NODE_ENV !== 'production',
    wechat:
      env.WECHAT_APP_ID && env.WECHAT_APP_SECRET
        ? {
            appId: env.WECHAT_APP_ID,
            appSecret: env.WECHAT_APP_SECRET,
            apiBase: env.WECHAT_API_BASE,
            openBase: env.WECHAT_OPEN_BASE,
          }
        : null,
    payments,
    commerce: {
      paymentTimeoutMs: env.ORDER_PAYMENT_TIMEOUT_MINUTES * MINUTE,
      earningsHoldMs: env.EARNINGS_HOLD_DAYS * DAY,
      payoutAccountDelayMs: env.PAYOUT_ACCOUNT_DELAY_HOURS * HOUR,
      // Off in tests, which run reconciliation themselves when they need it.
      reconcileIntervalMs:
        (env.ORDER_RECONCILE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60)) * 1000,
      downloadLinkSecret: env.DOWNLOAD_LINK_SECRET ?? GENERATED_DOWNLOAD_LINK_SECRET,
      downloadLinkSecretConfigured: env.DOWNLOAD_LINK_SECRET !== undefined,
    },
    redeemCodes: {
      secret:
        env.REDEEM_CODE_SECRET ??
        (env.NODE_ENV === 'production' ? null : GENERATED_REDEEM_CODE_SECRET),
      secretConfigured: env.REDEEM_CODE_SECRET !== undefined,
    },
    mail: {
      senderName: env.MAIL_SENDER_NAME,
      unsubscribeSecret: env.MAIL_UNSUBSCRIBE_SECRET ?? null,
      unsubscribeMailto: env.MAIL_UNSUBSCRIBE_MAILTO ?? null,
    },
    storage,
    metricsToken: env.METRICS_TOKEN,
    // Off by default in tests: many change counters (likes) and read them back at once, which
    // these copies show late by design; the tests of decision 036 switch them on.
    searchIndex: {
      enabled: env.SEARCH_INDEX ?? env.NODE_ENV !== 'test',
      refreshIntervalMs: env.NODE_ENV === 'test' ? 0 : MINUTE,
    },
    responseCache: {
      enabled: env.RESPONSE_CACHE ?? env.NODE_ENV !== 'test',
      maxBytes: env.RESPONSE_CACHE_MAX_MB * 2 ** 20,
      maxAgeMs: RESPONSE_CACHE_MAX_AGE_MS,
    },
    videoUploadMaxBytes: env.VIDEO_UPLOAD_MAX_MB * 2 ** 20,
  };
}
