import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../../src/config/env.ts';
import { configError, PRODUCTION_ENV } from '../support/config-errors.ts';
import { makeTempDir, spawnRunner } from '../support/helper.ts';

/**
 * Decision 054: production refuses to start without what users need, naming the variable and
 * what to do; no configuration error ever repeats a value it was given.
 */

const MARKER = 'Zq7-MARKER-secret';

async function runnerStderr(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const dataDir = makeTempDir();
  const child = spawnRunner({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env });
  let stderr = '';
  let stdout = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { code, stderr, stdout };
}

describe('production refuses to start without what users need', () => {
  const without = (name: keyof typeof PRODUCTION_ENV) => {
    const env: Record<string, string> = { ...PRODUCTION_ENV };
    delete env[name];
    return env;
  };

  it('starts with PUBLIC_URL, SMTP_URL and REDEEM_CODE_SECRET', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.smtpUrl).toBe(PRODUCTION_ENV.SMTP_URL);
    expect(config.redeemCodes).toEqual({
      secret: PRODUCTION_ENV.REDEEM_CODE_SECRET,
      secretConfigured: true,
    });
  });

  it.each([
    [
      'SMTP_URL',
      /^SMTP_URL: required when NODE_ENV=production: verification codes .* e\.g\. smtp:\/\//,
    ],
    [
      'REDEEM_CODE_SECRET',
      /^REDEEM_CODE_SECRET: required when NODE_ENV=production: at least 32 .*openssl rand -hex 32/,
    ],
    ['PUBLIC_URL', /^PUBLIC_URL: required when NODE_ENV=production: .*https:\/\/space\.example/],
  ] as const)('without %s, naming it and what to set', (name, message) => {
    const { issues } = configError(without(name));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(message);
  });

  it('lists all three at once for a bare NODE_ENV=production', () => {
    expect(
      configError({ NODE_ENV: 'production' }).issues.map((issue) => issue.split(':')[0]),
    ).toEqual(['PUBLIC_URL', 'SMTP_URL', 'REDEEM_CODE_SECRET']);
  });

  it('refuses DEV_MAILBOX in place of SMTP_URL: nobody outside the machine could read the codes', () => {
    expect(configError({ ...without('SMTP_URL'), DEV_MAILBOX: 'true' }).issues[0]).toMatch(
      /^SMTP_URL: required/,
    );
  });

  it('accepts only smtp:// or smtps:// for SMTP_URL', () => {
    expect(configError({ SMTP_URL: 'http://mail.example' }).issues).toEqual([
      'SMTP_URL: must start with smtp:// or smtps://',
    ]);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example:465',
    );
  });

  it('stops the runner with exit code 1, before opening the database', async () => {
    const { code, stderr } = await runnerStderr(without('SMTP_URL'));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('SMTP_URL: required when NODE_ENV=production');
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});

describe('configuration errors never repeat a value', () => {
  const dir = makeTempDir('space-config-marker-');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const notAKey = path.join(dir, `${MARKER}.pem`);
  fs.writeFileSync(notAKey, `-----BEGIN PRIVATE KEY-----\n${MARKER}\n-----END PRIVATE KEY-----\n`);
  const missing = path.join(dir, `${MARKER}-missing.pem`);

  /** Bad values that carry the marker, for the variables that hold secrets or name them. */
  const secretBearing: Record<string, string>[] = [
    { DATABASE_URL: `mysql://space:${MARKER}@db.internal/space` },
    { DATABASE_URL: `postgres://space:${MARKER} @db internal` },
    { REDIS_URL: `http://:${MARKER}@cache.internal:6379` },
    { SMTP_URL: `http://mailer:${MARKER}@mail.internal` },
    { SMTP_URL: `smtp://mailer:${MARKER}@ mail internal` },
    { S3_ENDPOINT: `ftp://key:${MARKER}@minio:9000` },
    { S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: MARKER },
    { S3_ACCESS_KEY_ID: MARKER },
    { DOWNLOAD_LINK_SECRET: `${MARKER}-short` },
    { REDEEM_CODE_SECRET: `${MARKER}-short` },
    { METRICS_TOKEN: 'Zq7-MARKER' },
    { PUBLIC_URL: `https://admin:${MARKER}@space.example` },
    { WECHAT_API_BASE: `${MARKER} not a url` },
    {
      WECHATPAY_PRIVATE_KEY: `-----BEGIN PRIVATE KEY-----\\n${MARKER}\\n-----END PRIVATE KEY-----`,
    },
    { WECHATPAY_PRIVATE_KEY_FILE: notAKey, WECHATPAY_APIV3_KEY: MARKER },
    { WECHATPAY_PRIVATE_KEY_FILE: missing },
    { WECHATPAY_PRIVATE_KEY: MARKER, WECHATPAY_PRIVATE_KEY_FILE: missing },
    { WECHATPAY_PLATFORM_CERTS: `${MARKER}=${missing}` },
    { WECHATPAY_PLATFORM_CERTS: notAKey },
    { ALIPAY_PRIVATE_KEY: MARKER, ALIPAY_PUBLIC_KEY: MARKER },
    { ALIPAY_PRIVATE_KEY_FILE: missing, ALIPAY_PUBLIC_KEY_FILE: notAKey },
    { PAYPAL_CLIENT_SECRET: MARKER, PAYPAL_WEBHOOK_ID: `${MARKER}/bad` },
    { PAYPAL_CLIENT_ID: MARKER.repeat(20) },
    { WECHAT_APP_SECRET: MARKER, WECHATPAY_SERIAL: MARKER },
    { ALIYUN_SMS_ACCESS_KEY_ID: MARKER, ALIYUN_SMS_ACCESS_KEY_SECRET: MARKER },
    { SMS_PROVIDER: 'aliyun', ALIYUN_SMS_TEMPLATES: `{"${MARKER}": {}}` },
    { TENCENT_SMS_SECRET_KEY: MARKER, TENCENT_SMS_APP_ID: MARKER },
    { TWILIO_AUTH_TOKEN: MARKER, TWILIO_ACCOUNT_SID: MARKER, TWILIO_FROM: MARKER },
    { SMS_PROVIDER_BY_BRAND: `${MARKER}=aliyun` },
  ];
  const complete = (env: Record<string, string>): Record<string, string> => {
    // The providers' other variables, valid, so a key is actually parsed.
    const wechat = Object.keys(env).some((name) => name.startsWith('WECHATPAY_'));
    const alipay = Object.keys(env).some((name) => name.startsWith('ALIPAY_'));
    return {
      ...(wechat && {
        WECHATPAY_MCH_ID: '1900009191',
        WECHATPAY_APP_ID: 'wxd678efh567hg6787',
        WECHATPAY_SERIAL: '1DDE55AD98ED71D6',
        WECHATPAY_APIV3_KEY: 'k'.repeat(32),
        WECHATPAY_PLATFORM_CERTS: missing,
        WECHATPAY_PRIVATE_KEY_FILE: notAKey,
      }),
      ...(alipay && { ALIPAY_APP_ID: '2021000000000000', ALIPAY_SELLER_ID: '2088000000000000' }),
      ...env,
    };
  };

  it.each(secretBearing.map((env) => [Object.keys(env).join(' + '), env] as const))(
    '%s: named, not repeated',
    (_names, env) => {
      const error = configError(complete(env));
      expect(error.issues.length).toBeGreaterThan(0);
      // Secrets themselves are free text: the issue names the variable beside them, or the key.
      const named = Object.keys(env).map((name) => name.replace(/_FILE$/, ''));
      expect(named.some((name) => error.message.includes(name))).toBe(true);
      expect(error.message).not.toContain(MARKER);
      expect(error.message).not.toContain('Zq7');
    },
  );

  it('never repeats the value of any variable the server reads, all set to junk at once', () => {
    const junk = Object.fromEntries(
      CONFIG_VARIABLES.map((name) => [name, `${MARKER}://x y\\n-----BEGIN ${name}`]),
    );
    const error = configError(junk);
    expect(error.issues.length).toBeGreaterThan(20);
    expect(error.message).not.toContain(MARKER);
  });

  it('keeps the marker out of the runner output and log', async () => {
    const { code, stderr, stdout } = await runnerStderr({
      ...PRODUCTION_ENV,
      SMTP_URL: `http://mailer:${MARKER}@mail.internal`,
      REDEEM_CODE_SECRET: `${MARKER}-short`,
      DATABASE_URL: `mysql://space:${MARKER}@db.internal/space`,
      PAYPAL_CLIENT_SECRET: MARKER,
      PAYPAL_CLIENT_ID: 'client',
      WECHATPAY_PRIVATE_KEY: MARKER,
    });
    expect(code).toBe(1);
    expect(stderr).toContain('SMTP_URL');
    expect(stderr).toContain('REDEEM_CODE_SECRET');
    expect(`${stderr}${stdout}`).not.toContain(MARKER);
  });
});
