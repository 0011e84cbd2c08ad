import { DEFAULT_TENANT_ID, tenantByCode } from '@space/contracts/tenants';
import { afterAll, describe, expect, it } from 'vitest';
import { SmsRouter, type SmsMessage, type SmsSender } from '../../src/lib/sms.ts';
import { AliyunSms } from '../../src/lib/sms-providers/aliyun.ts';
import { SmsProviderError } from '../../src/lib/sms-providers/http.ts';
import { TencentSms } from '../../src/lib/sms-providers/tencent.ts';
import { TwilioSms } from '../../src/lib/sms-providers/twilio.ts';
import {
  smsConfigFor,
  STAND_IN_CREDENTIALS,
  startAliyunStandIn,
  startTencentStandIn,
  startTwilioStandIn,
  type SmsStandIn,
} from '../support/sms-stand-ins.ts';

/**
 * Decision 067: each adapter against a stand-in of its provider on a local port that checks
 * the signature (or credentials) with its own code and answers as the provider documents.
 */

const codeText = (overrides: Partial<SmsMessage> = {}): SmsMessage => ({
  to: '13900000001',
  text: 'Your Space verification code is 123456.',
  tenantId: DEFAULT_TENANT_ID,
  locale: 'en',
  template: { kind: 'code', params: { code: '123456' } },
  ...overrides,
});

async function failure(sender: SmsSender, message: SmsMessage): Promise<SmsProviderError> {
  const error = await sender.send(message).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SmsProviderError);
  return error as SmsProviderError;
}

/** The error says which provider and which code, never a secret or the number. */
function expectNoSecrets(error: Error): void {
  for (const credentials of Object.values(STAND_IN_CREDENTIALS)) {
    for (const value of Object.values(credentials)) {
      if (value.length > 12) expect(error.message).not.toContain(value);
    }
  }
  expect(error.message).not.toContain('13900000001');
}

async function standIns() {
  const list: SmsStandIn[] = [];
  afterAll(async () => Promise.all(list.map((standIn) => standIn.close())));
  return {
    aliyun: await startAliyunStandIn().then((s) => (list.push(s), s)),
    tencent: await startTencentStandIn().then((s) => (list.push(s), s)),
    twilio: await startTwilioStandIn().then((s) => (list.push(s), s)),
  };
}

describe('SMS adapters against their providers', async () => {
  const stand = await standIns();
  const aliyunConfig = smsConfigFor({ aliyun: stand.aliyun.base });
  const tencentConfig = smsConfigFor({ tencent: stand.tencent.base });
  const twilioConfig = smsConfigFor({ twilio: stand.twilio.base });
  const aliyun = new AliyunSms(aliyunConfig.aliyun!, { timeoutMs: 2000 });
  const tencent = new TencentSms(tencentConfig.tencent!, { timeoutMs: 2000 });
  const twilio = new TwilioSms(twilioConfig.twilio!, { timeoutMs: 2000 });

  it('Aliyun: a signed SendSms the stand-in accepts, template by brand and language', async () => {
    stand.aliyun.mode = 'ok';
    await aliyun.send(codeText({ locale: 'zh' }));
    await aliyun.send(
      codeText({ to: '+821012345678', locale: 'ko', tenantId: tenantByCode('AJAZZ')!.id }),
    );
    await aliyun.send(codeText({ locale: 'zh', tenantId: tenantByCode('AJAZZ')!.id }));
    expect(stand.aliyun.rejectedSignatures).toBe(0);
    expect(stand.aliyun.accepted.slice(-3)).toEqual([
      { phone: '13900000001', sign: 'Space', template: 'SMS_ZH_1', params: ['123456'] },
      // International numbers: country code and number, no +; the brand's own sign name.
      { phone: '821012345678', sign: 'AJAZZ', template: 'SMS_KO_1', params: ['123456'] },
      { phone: '13900000001', sign: 'AJAZZ', template: 'SMS_AJAZZ_ZH', params: ['123456'] },
    ]);
  });

  it('Aliyun: a notice without its template in this language is not sent', async () => {
    const before = stand.aliyun.accepted.length;
    await aliyun.send(codeText({ locale: 'en', template: { kind: 'notice', params: {} } }));
    expect(stand.aliyun.accepted).toHaveLength(before);
    await aliyun.send(codeText({ locale: 'zh', template: { kind: 'notice', params: {} } }));
    expect(stand.aliyun.accepted.at(-1)).toEqual({
      phone: '13900000001',
      sign: 'Space',
      template: 'SMS_ZH_2',
      params: [],
    });
  });

  it('Aliyun: Code other than OK rejects with the provider code', async () => {
    stand.aliyun.mode = 'refuse';
    const error = await failure(aliyun, codeText());
    expect(error.providerCode).toBe('isv.BUSINESS_LIMIT_CONTROL');
    expect(error.message).toMatch(/^aliyun: HTTP 200, Code isv\.BUSINESS_LIMIT_CONTROL \(request /);
    expectNoSecrets(error);
    stand.aliyun.mode = 'ok';
  });

  it('Aliyun: a wrong secret is SignatureDoesNotMatch', async () => {
    const wrong = smsConfigFor(
      { aliyun: stand.aliyun.base },
      { ALIYUN_SMS_ACCESS_KEY_SECRET: 'not-the-secret' },
    );
    const error = await failure(new AliyunSms(wrong.aliyun!, { timeoutMs: 2000 }), codeText());
    expect(error.providerCode).toBe('SignatureDoesNotMatch');
    expect(error.status).toBe(400);
    expect(stand.aliyun.rejectedSignatures).toBe(1);
    expect(error.message).not.toContain('not-the-secret');
  });

  it('Tencent: a TC3-signed SendSms the stand-in accepts', async () => {
    stand.tencent.mode = 'ok';
    await tencent.send(codeText({ locale: 'ko' }));
    await tencent.send(codeText({ locale: 'zh', tenantId: tenantByCode('AJAZZ')!.id }));
    expect(stand.tencent.rejectedSignatures).toBe(0);
    expect(stand.tencent.accepted).toEqual([
      { phone: '+8613900000001', sign: 'Space', template: 'SMS_KO_1', params: ['123456'] },
      { phone: '+8613900000001', sign: 'AJAZZ', template: 'SMS_AJAZZ_ZH', params: ['123456'] },
    ]);
  });

  it('Tencent: a SendStatusSet Code other than Ok rejects with it', async () => {
    stand.tencent.mode = 'refuse';
    const error = await failure(tencent, codeText());
    expect(error.providerCode).toBe('LimitExceeded.PhoneNumberDailyLimit');
    expectNoSecrets(error);
    stand.tencent.mode = 'ok';
  });

  it('Tencent: a wrong secret is AuthFailure.SignatureFailure', async () => {
    const wrong = smsConfigFor(
      { tencent: stand.tencent.base },
      { TENCENT_SMS_SECRET_KEY: 'not-the-key' },
    );
    const error = await failure(new TencentSms(wrong.tencent!, { timeoutMs: 2000 }), codeText());
    expect(error.providerCode).toBe('AuthFailure.SignatureFailure');
    expect(stand.tencent.rejectedSignatures).toBe(1);
  });

  it('Twilio: the text itself, Basic-authenticated, to an E.164 number', async () => {
    stand.twilio.mode = 'ok';
    await twilio.send(codeText({ to: '+447700900123', text: '인증 코드 123456' }));
    expect(stand.twilio.accepted).toEqual([
      { phone: '+447700900123', sign: '+15005550006', template: '', params: ['인증 코드 123456'] },
    ]);
  });

  it('Twilio: an error answer rejects with its code', async () => {
    stand.twilio.mode = 'refuse';
    const error = await failure(twilio, codeText());
    expect(error.providerCode).toBe('21211');
    expect(error.status).toBe(400);
    expectNoSecrets(error);
    stand.twilio.mode = 'ok';
  });

  it.each(['aliyun', 'tencent', 'twilio'] as const)(
    '%s: an HTTP error page rejects',
    async (name) => {
      stand[name].mode = 'http-error';
      const sender = { aliyun, tencent, twilio }[name];
      const error = await failure(sender, codeText());
      expect(error.status).toBe(503);
      stand[name].mode = 'ok';
    },
  );

  it('a provider that does not answer is given up on after the timeout', async () => {
    stand.tencent.mode = 'hang';
    const quick = new TencentSms(tencentConfig.tencent!, { timeoutMs: 300 });
    const started = Date.now();
    const error = await failure(quick, codeText());
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error.message).toMatch(/no answer within 300 ms/);
    stand.tencent.mode = 'ok';
  });
});

describe('routing by region and brand', async () => {
  const stand = await standIns();
  const config = smsConfigFor(
    { aliyun: stand.aliyun.base, tencent: stand.tencent.base, twilio: stand.twilio.base },
    {
      SMS_PROVIDER: 'aliyun',
      SMS_PROVIDER_BY_BRAND: 'AJAZZ=tencent',
      SMS_PROVIDER_INTERNATIONAL: 'twilio',
    },
  );
  const router = new SmsRouter(config, {
    aliyun: new AliyunSms(config.aliyun!, { timeoutMs: 2000 }),
    tencent: new TencentSms(config.tencent!, { timeoutMs: 2000 }),
    twilio: new TwilioSms(config.twilio!, { timeoutMs: 2000 }),
  });

  it('mainland numbers by brand, others internationally', async () => {
    const ajazz = tenantByCode('AJAZZ')!.id;
    expect(router.providerFor({ to: '13900000001', tenantId: DEFAULT_TENANT_ID })).toBe('aliyun');
    expect(router.providerFor({ to: '+8613900000001', tenantId: ajazz })).toBe('tencent');
    expect(router.providerFor({ to: '+14155550100', tenantId: ajazz })).toBe('twilio');
    await router.send(codeText({ to: '+8613900000002', tenantId: ajazz, locale: 'zh' }));
    await router.send(codeText({ to: '+14155550100' }));
    await router.send(codeText({ to: '13900000003' }));
    expect(stand.tencent.accepted.map((text) => text.phone)).toEqual(['+8613900000002']);
    expect(stand.twilio.accepted.map((text) => text.phone)).toEqual(['+14155550100']);
    expect(stand.aliyun.accepted.map((text) => text.phone)).toEqual(['13900000003']);
  });
});
