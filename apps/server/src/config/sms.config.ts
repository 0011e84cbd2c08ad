import { createSecretKey, type KeyObject } from 'node:crypto';
import { LOCALES, type Locale } from '@space/contracts/locales';
import { TENANTS, type TenantCode } from '@space/contracts/tenants';
import { z } from 'zod';

/**
 * The text-message section of the configuration (decision 067). Secrets become KeyObjects at
 * start-up, so printing the config never prints them; every issue names the variable and what
 * it must be, never the value it was given.
 */

export const SMS_PROVIDERS = ['aliyun', 'tencent', 'twilio'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** What a text is: its template at the template-based providers. */
export const SMS_TEMPLATE_KINDS = ['code', 'notice'] as const;
export type SmsTemplateKind = (typeof SMS_TEMPLATE_KINDS)[number];

/** Sign name and template ids of one brand, per kind and language, after `*` filled the gaps. */
export interface SmsBrandTemplates {
  signName: string;
  /** Template id by kind and language; `code` has all three languages, `notice` may lack some. */
  templates: Record<SmsTemplateKind, Partial<Record<Locale, string>>>;
}

/** By tenant code; every brand the provider may serve has its entry. */
export type SmsTemplates = Partial<Record<TenantCode, SmsBrandTemplates>>;

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: KeyObject;
  /** e.g. https://dysmsapi.aliyuncs.com */
  endpoint: string;
  templates: SmsTemplates;
}

export interface TencentSmsConfig {
  secretId: string;
  secretKey: KeyObject;
  /** SmsSdkAppId of the SMS application. */
  appId: string;
  region: string;
  /** e.g. https://sms.tencentcloudapi.com */
  endpoint: string;
  templates: SmsTemplates;
}

export interface TwilioSmsConfig {
  accountSid: string;
  authToken: KeyObject;
  /** A sender number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** e.g. https://api.twilio.com */
  apiBase: string;
}

export interface SmsConfig {
  /**
   * Who carries texts when no rule below picks another: a provider, the local sandbox (the dev
   * mailbox) or nobody (production without a provider: phone codes fail with CODE_SEND_FAILED).
   */
  provider: SmsProviderName | 'sandbox' | null;
  /** For numbers outside the Chinese mainland (+86), when set. */
  international: SmsProviderName | null;
  /** Per brand (tenant code), instead of `provider`. */
  byBrand: Partial<Record<TenantCode, SmsProviderName>>;
  /** Bound on one provider call, connection to last byte. */
  timeoutMs: number;
  aliyun: AliyunSmsConfig | null;
  tencent: TencentSmsConfig | null;
  twilio: TwilioSmsConfig | null;
}

const providerName = z.enum(SMS_PROVIDERS);
const secret = z.string().optional();
const id = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,128}$/, 'must be an identifier')
  .optional();
const httpsBase = (fallback: string) =>
  z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must be an http:// or https:// URL')
    .default(fallback);

/** Spread into the environment schema of config/env.ts. */
export const smsEnvShape = {
  SMS_PROVIDER: z.enum([...SMS_PROVIDERS, 'sandbox']).optional(),
  SMS_PROVIDER_INTERNATIONAL: providerName.optional(),
  SMS_PROVIDER_BY_BRAND: z.string().optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(10_000),
  ALIYUN_SMS_ACCESS_KEY_ID: id,
  ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
  ALIYUN_SMS_TEMPLATES: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: httpsBase('https://dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: id,
  TENCENT_SMS_SECRET_KEY: secret,
  TENCENT_SMS_APP_ID: z
    .string()
    .regex(/^\d{6,20}$/, 'must be the digits of the SmsSdkAppId')
    .optional(),
  TENCENT_SMS_REGION: z
    .string()
    .regex(/^[a-z]{2,4}-[a-z]+(-\d+)?$/, 'must be a region such as ap-guangzhou')
    .default('ap-guangzhou'),
  TENCENT_SMS_TEMPLATES: z.string().optional(),
  TENCENT_SMS_ENDPOINT: httpsBase('https://sms.tencentcloudapi.com'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an Account SID: AC and 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: secret,
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+\d{6,15}|MG[0-9a-fA-F]{32})$/,
      'must be a sender number in E.164 (+…) or a Messaging Service SID (MG…)',
    )
    .optional(),
  TWILIO_BASE: httpsBase('https://api.twilio.com'),
};

type SmsEnv = z.infer<z.ZodObject<typeof smsEnvShape>>;

class Issues {
  constructor(readonly list: string[]) {}
  add(name: string, message: string): null {
    this.list.push(`${name}: ${message}`);
    return null;
  }
}

/** All of a provider's variables or none. */
function complete(env: Record<string, unknown>, names: string[], issues: Issues): boolean {
  const set = names.filter((name) => env[name] !== undefined);
  if (set.length === 0) return false;
  const missing = names.filter((name) => !set.includes(name));
  for (const name of missing) issues.add(name, `required with ${set[0]}`);
  return missing.length === 0;
}

const templateId = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const byLocale = z
  .object(Object.fromEntries(LOCALES.map((l) => [l, templateId.optional()])))
  .strict();
const brandEntry = z
  .object({
    sign: z.string().trim().min(1).max(64).optional(),
    code: byLocale.optional(),
    notice: byLocale.optional(),
  })
  .strict();
const BRAND_KEYS = ['*', ...TENANTS.map((tenant) => tenant.code)] as const;

/**
 * `{"*": {"sign": "Space", "code": {"en": "SMS_1", "zh": "SMS_2", "ko": "SMS_3"}, "notice": {…}},
 * "AJAZZ": {"sign": "AJAZZ"}}`: per brand (tenant code) or `*` for every brand, the sign name
 * and the template ids by kind and language; a brand's own entry wins, `*` fills its gaps.
 */
function readTemplates(
  name: string,
  value: string,
  brands: TenantCode[],
  issues: Issues,
): SmsTemplates | null {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return issues.add(
      name,
      'must be JSON: {"*": {"sign": …, "code": {"en": …, "zh": …, "ko": …}}}',
    );
  }
  const parsed = z.record(z.string(), brandEntry).safeParse(json);
  if (!parsed.success) {
    return issues.add(
      name,
      'each entry must be {"sign": name, "code": {language: template id}, "notice": {…}} with template ids of letters, digits, "_", "." or "-"',
    );
  }
  const entries = parsed.data;
  const unknown = Object.keys(entries).filter(
    (key) => !(BRAND_KEYS as readonly string[]).includes(key),
  );
  if (unknown.length > 0) {
    // Keys are brand codes, not secrets, but a pasted value must not echo: count them.
    return issues.add(
      name,
      `has ${unknown.length} key(s) that are neither "*" nor a brand code (${BRAND_KEYS.join(', ')})`,
    );
  }
  const every = entries['*'];
  const templates: SmsTemplates = {};
  for (const brand of brands) {
    const own = entries[brand];
    const signName = own?.sign ?? every?.sign;
    if (!signName) {
      issues.add(name, `no sign name for brand ${brand} (its "sign" or "*"."sign")`);
      continue;
    }
    const pick = (kind: SmsTemplateKind, locale: Locale) =>
      own?.[kind]?.[locale] ?? every?.[kind]?.[locale];
    const missing = LOCALES.filter((locale) => !pick('code', locale));
    if (missing.length > 0) {
      issues.add(name, `no "code" template for brand ${brand} in ${missing.join(', ')}`);
      continue;
    }
    templates[brand] = {
      signName,
      templates: {
        code: Object.fromEntries(LOCALES.map((l) => [l, pick('code', l)])),
        notice: Object.fromEntries(
          LOCALES.flatMap((l) => (pick('notice', l) ? [[l, pick('notice', l)]] : [])),
        ),
      },
    };
  }
  return templates;
}

function readByBrand(value: string | undefined, issues: Issues): SmsConfig['byBrand'] {
  if (value === undefined) return {};
  const byBrand: SmsConfig['byBrand'] = {};
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const [index, entry] of entries.entries()) {
    const [brand, provider] = entry.split('=', 2).map((part) => part?.trim());
    const tenant = TENANTS.find((t) => t.code === brand);
    const parsed = providerName.safeParse(provider);
    if (!tenant || !parsed.success) {
      issues.add(
        'SMS_PROVIDER_BY_BRAND',
        `entry ${index + 1} must be brand=provider, a brand code (${TENANTS.map((t) => t.code).join(', ')}) and one of ${SMS_PROVIDERS.join(', ')}`,
      );
      continue;
    }
    byBrand[tenant.code] = parsed.data;
  }
  return byBrand;
}

/** The brands a provider may carry texts for, given the routing. */
function brandsServedBy(
  provider: SmsProviderName,
  main: SmsConfig['provider'],
  international: SmsProviderName | null,
  byBrand: SmsConfig['byBrand'],
): TenantCode[] {
  if (international === provider) return TENANTS.map((tenant) => tenant.code);
  return TENANTS.map((tenant) => tenant.code).filter(
    (code) => (byBrand[code] ?? main) === provider,
  );
}

/**
 * The SMS section from the parsed environment; adds readable issues to `issues`. The sandbox
 * (texts kept in the dev mailbox) is the default outside production when the dev mailbox is
 * on, and refused when asked for in production; a provider named must have its credentials.
 */
export function readSmsConfig(
  env: SmsEnv,
  nodeEnv: 'development' | 'production' | 'test',
  devMailbox: boolean,
  issues: string[],
): SmsConfig {
  const found = new Issues(issues);
  if (env.SMS_PROVIDER === 'sandbox') {
    if (nodeEnv === 'production') {
      found.add('SMS_PROVIDER', 'the SMS sandbox cannot be enabled when NODE_ENV=production');
    } else if (!devMailbox) {
      found.add(
        'SMS_PROVIDER',
        'the SMS sandbox keeps texts in the dev mailbox, which is off: set DEV_MAILBOX=true',
      );
    }
  }
  const provider: SmsConfig['provider'] =
    env.SMS_PROVIDER ?? (devMailbox && nodeEnv !== 'production' ? 'sandbox' : null);
  const international = env.SMS_PROVIDER_INTERNATIONAL ?? null;
  const byBrand = readByBrand(env.SMS_PROVIDER_BY_BRAND, found);
  const used = new Set<SmsProviderName>(
    [provider, international, ...Object.values(byBrand)].filter(
      (name): name is SmsProviderName => name !== null && name !== 'sandbox',
    ),
  );
  const requireProvider = (name: SmsProviderName, variables: string[]): boolean => {
    const configured = complete(env, variables, found);
    if (
      used.has(name) &&
      !configured &&
      variables.every((v) => env[v as keyof SmsEnv] === undefined)
    ) {
      found.add(
        variables[0]!,
        `required when SMS_PROVIDER, SMS_PROVIDER_INTERNATIONAL or SMS_PROVIDER_BY_BRAND names ${name}`,
      );
    }
    return configured && used.has(name);
  };
  const templatesFor = (name: 'aliyun' | 'tencent', variable: string, value: string | undefined) =>
    readTemplates(variable, value!, brandsServedBy(name, provider, international, byBrand), found);

  let aliyun: AliyunSmsConfig | null = null;
  const aliyunVariables = [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_TEMPLATES',
  ];
  if (requireProvider('aliyun', aliyunVariables)) {
    const templates = templatesFor('aliyun', 'ALIYUN_SMS_TEMPLATES', env.ALIYUN_SMS_TEMPLATES);
    if (templates) {
      aliyun = {
        accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID!,
        accessKeySecret: createSecretKey(Buffer.from(env.ALIYUN_SMS_ACCESS_KEY_SECRET!, 'utf8')),
        endpoint: env.ALIYUN_SMS_ENDPOINT,
        templates,
      };
    }
  }
  let tencent: TencentSmsConfig | null = null;
  const tencentVariables = [
    'TENCENT_SMS_SECRET_ID',
    'TENCENT_SMS_SECRET_KEY',
    'TENCENT_SMS_APP_ID',
    'TENCENT_SMS_TEMPLATES',
  ];
  if (requireProvider('tencent', tencentVariables)) {
    const templates = templatesFor('tencent', 'TENCENT_SMS_TEMPLATES', env.TENCENT_SMS_TEMPLATES);
    if (templates) {
      tencent = {
        secretId: env.TENCENT_SMS_SECRET_ID!,
        secretKey: createSecretKey(Buffer.from(env.TENCENT_SMS_SECRET_KEY!, 'utf8')),
        appId: env.TENCENT_SMS_APP_ID!,
        region: env.TENCENT_SMS_REGION,
        endpoint: env.TENCENT_SMS_ENDPOINT,
        templates,
      };
    }
  }
  let twilio: TwilioSmsConfig | null = null;
  if (requireProvider('twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'])) {
    twilio = {
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: createSecretKey(Buffer.from(env.TWILIO_AUTH_TOKEN!, 'utf8')),
      from: env.TWILIO_FROM!,
      apiBase: env.TWILIO_BASE,
    };
  }
  return {
    provider,
    international,
    byBrand,
    timeoutMs: env.SMS_TIMEOUT_MS,
    aliyun,
    tencent,
    twilio,
  };
}
