import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { missingSmsProviderWarning } from '../../src/lib/sms.ts';
import { configError, PRODUCTION_ENV } from '../support/config-errors.ts';
import { STAND_IN_TEMPLATES } from '../support/sms-stand-ins.ts';

/** The SMS section of the configuration (decision 067): sandbox, providers, routing, templates. */

const SECRET = 'Zq7-MARKER-sms-secret';
const aliyun = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExample',
  ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
  ALIYUN_SMS_TEMPLATES: STAND_IN_TEMPLATES,
};
const tencent = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDexample',
  TENCENT_SMS_SECRET_KEY: SECRET,
  TENCENT_SMS_APP_ID: '1400000001',
  TENCENT_SMS_TEMPLATES: STAND_IN_TEMPLATES,
};
const twilio = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: SECRET,
  TWILIO_FROM: '+15005550006',
};

describe('the SMS sandbox', () => {
  it('is on by default outside production, with the dev mailbox', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).sms.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).sms.provider).toBe('sandbox');
  });

  it('is off in production, where phone codes then need a provider', () => {
    expect(loadConfig(PRODUCTION_ENV).sms.provider).toBeNull();
  });

  it('warns at a production start that phone codes cannot be sent, until a provider is set', () => {
    expect(missingSmsProviderWarning(loadConfig(PRODUCTION_ENV))).toMatch(
      /^No SMS provider is configured \(SMS_PROVIDER=aliyun, tencent or twilio\): verification codes to phone numbers cannot be sent/,
    );
    expect(missingSmsProviderWarning(loadConfig({ ...PRODUCTION_ENV, ...twilio }))).toBeNull();
    expect(missingSmsProviderWarning(loadConfig({ NODE_ENV: 'development' }))).toBeNull();
  });

  it('is refused in production', () => {
    expect(configError({ ...PRODUCTION_ENV, SMS_PROVIDER: 'sandbox' }).issues).toEqual([
      'SMS_PROVIDER: the SMS sandbox cannot be enabled when NODE_ENV=production',
    ]);
  });

  it('needs the dev mailbox, where it keeps texts', () => {
    expect(configError({ SMS_PROVIDER: 'sandbox', DEV_MAILBOX: 'false' }).issues).toEqual([
      'SMS_PROVIDER: the SMS sandbox keeps texts in the dev mailbox, which is off: set DEV_MAILBOX=true',
    ]);
  });
});

describe('providers', () => {
  it.each([
    ['aliyun', aliyun],
    ['tencent', tencent],
    ['twilio', twilio],
  ] as const)('%s starts production, its secret never printed', (name, env) => {
    const config = loadConfig({ ...PRODUCTION_ENV, ...env });
    expect(config.sms.provider).toBe(name);
    expect(config.sms[name]).not.toBeNull();
    expect(inspect(config, { depth: 10 })).not.toContain(SECRET);
    expect(JSON.stringify(config)).not.toContain(SECRET);
  });

  it('fills brands from "*": sign names and every language of code templates', () => {
    const { templates } = loadConfig(aliyun).sms.aliyun!;
    expect(templates.AJAZZ).toEqual({
      signName: 'AJAZZ',
      templates: {
        code: { en: 'SMS_EN_1', zh: 'SMS_AJAZZ_ZH', ko: 'SMS_KO_1' },
        notice: { zh: 'SMS_ZH_2' },
      },
    });
    expect(templates.default?.signName).toBe('Space');
  });

  it('names what a named provider lacks', () => {
    expect(configError({ SMS_PROVIDER: 'tencent' }).issues).toEqual([
      'TENCENT_SMS_SECRET_ID: required when SMS_PROVIDER, SMS_PROVIDER_INTERNATIONAL or SMS_PROVIDER_BY_BRAND names tencent',
    ]);
    expect(configError({ ...aliyun, ALIYUN_SMS_TEMPLATES: undefined }).issues).toEqual([
      'ALIYUN_SMS_TEMPLATES: required with ALIYUN_SMS_ACCESS_KEY_ID',
    ]);
    expect(configError({ ...twilio, TWILIO_FROM: 'someone' }).issues).toEqual([
      'TWILIO_FROM: must be a sender number in E.164 (+…) or a Messaging Service SID (MG…)',
    ]);
  });

  it('refuses templates that leave a brand or a language without a code template', () => {
    const templates = JSON.stringify({
      '*': { sign: 'Space', code: { en: 'SMS_1', zh: 'SMS_2' } },
    });
    const { issues } = configError({ ...aliyun, ALIYUN_SMS_TEMPLATES: templates });
    expect(issues[0]).toBe('ALIYUN_SMS_TEMPLATES: no "code" template for brand default in ko');
    expect(issues).toHaveLength(6);
    const unsigned = JSON.stringify({
      soomfon: { sign: 'x' },
      '*': { code: { en: 'a', zh: 'b', ko: 'c' } },
    });
    expect(configError({ ...aliyun, ALIYUN_SMS_TEMPLATES: unsigned }).issues[0]).toBe(
      'ALIYUN_SMS_TEMPLATES: no sign name for brand default (its "sign" or "*"."sign")',
    );
  });

  it('checks only the brands a provider serves', () => {
    const onlyAjazz = JSON.stringify({
      AJAZZ: { sign: 'AJAZZ', code: { en: 'a', zh: 'b', ko: 'c' } },
    });
    const config = loadConfig({
      ...twilio,
      SMS_PROVIDER_BY_BRAND: 'AJAZZ=tencent',
      ...{ ...tencent, SMS_PROVIDER: 'twilio' },
      TENCENT_SMS_TEMPLATES: onlyAjazz,
    });
    expect(config.sms.byBrand).toEqual({ AJAZZ: 'tencent' });
    expect(Object.keys(config.sms.tencent!.templates)).toEqual(['AJAZZ']);
  });

  it('refuses templates that are not JSON or not of the expected form, without repeating them', () => {
    for (const value of [
      `{"*": ${SECRET}`,
      JSON.stringify({ '*': { code: { fr: SECRET } } }),
      JSON.stringify({ [SECRET]: {} }),
    ]) {
      const error = configError({ ...aliyun, ALIYUN_SMS_TEMPLATES: value });
      expect(error.issues).toHaveLength(1);
      expect(error.issues[0]).toMatch(/^ALIYUN_SMS_TEMPLATES: /);
      expect(error.message).not.toContain('MARKER');
    }
  });

  it('reads SMS_PROVIDER_BY_BRAND entries by position, not by value', () => {
    expect(configError({ SMS_PROVIDER_BY_BRAND: `AJAZZ=twilio,${SECRET}=aliyun` }).issues).toEqual([
      'SMS_PROVIDER_BY_BRAND: entry 2 must be brand=provider, a brand code (default, soomfon, VSD, gClickcr, AJAZZ, darkFlash) and one of aliyun, tencent, twilio',
      'TWILIO_ACCOUNT_SID: required when SMS_PROVIDER, SMS_PROVIDER_INTERNATIONAL or SMS_PROVIDER_BY_BRAND names twilio',
    ]);
  });
});
