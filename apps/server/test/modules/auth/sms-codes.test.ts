import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { DEFAULT_TENANT_ID, tenantByCode } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { users, verificationCodes } from '../../../src/db/schema.ts';
import {
  buildAccounts,
  errorBody,
  PASSWORD,
  uniquePhone,
  type AccountsApi,
} from '../../support/account-helpers.ts';
import {
  smsConfigFor,
  STAND_IN_CREDENTIALS,
  startAliyunStandIn,
  startTencentStandIn,
  startTwilioStandIn,
  type SmsStandIn,
} from '../../support/sms-stand-ins.ts';

/**
 * Decision 067: phone codes go through the real HTTP layer to a provider's stand-in on a local
 * port, signed as the provider wants, in the template of the brand and the request's language;
 * a provider's refusal is CODE_SEND_FAILED to the client and leaves no code behind.
 */

const SEND_FAILED = errorBody(50201, ERROR_MESSAGES.CODE_SEND_FAILED.en);
const RATE_LIMITED = errorBody(429, ERROR_MESSAGES.RATE_LIMITED.en);
const AJAZZ = tenantByCode('AJAZZ')!.id;

/** The six digits of the newest text the stand-in accepted for a number. */
function codeAt(standIn: SmsStandIn, phone: string): string {
  const digits = phone.replace(/^\+86/, '').replace(/^\+/, '');
  const text = standIn.accepted.findLast((item) => item.phone.replace(/^\+86|^\+/, '') === digits);
  const code = text?.params.join(' ').match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

async function registerWith(api: AccountsApi, phone: string, code: string, tenantId: number) {
  return api.post('/api/auth/register', {
    tenantId,
    account: phone,
    code,
    nickName: 'Phone user',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
}

describe('phone codes through Alibaba Cloud SMS', async () => {
  const aliyun = await startAliyunStandIn();
  afterAll(() => aliyun.close());
  const { app, api, clock } = await buildAccounts({
    config: { sms: smsConfigFor({ aliyun: aliyun.base }) },
  });

  it('registers a phone account with the code the provider carried, in the zh template', async () => {
    const phone = uniquePhone();
    const sent = await api.sendCode({ target: phone, purpose: 'register' }, { lang: 'zh-CN' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(aliyun.rejectedSignatures).toBe(0);
    expect(aliyun.accepted.at(-1)).toMatchObject({
      phone: phone.replace('+86', ''),
      sign: 'Space',
      template: 'SMS_ZH_1',
    });
    // The sandbox is not used once a provider is configured.
    expect(await api.mailbox(phone)).toEqual([]);
    const registered = await registerWith(api, phone, codeAt(aliyun, phone), DEFAULT_TENANT_ID);
    expect(registered.statusCode, registered.body).toBe(200);
  });

  it("uses the brand's sign name and template and the request's language", async () => {
    const phone = uniquePhone();
    await api.sendCode({ tenantId: AJAZZ, target: phone, purpose: 'register' }, { lang: 'ko-KR' });
    expect(aliyun.accepted.at(-1)).toMatchObject({ sign: 'AJAZZ', template: 'SMS_KO_1' });
    await api.sendCode({ tenantId: AJAZZ, target: phone, purpose: 'login' }, { lang: 'zh-CN' });
    // No account yet: a login code goes nowhere, and the answer is the same.
    expect(aliyun.accepted.at(-1)).toMatchObject({ template: 'SMS_KO_1' });
  });

  it('keeps the limits of email codes: one a minute per target and purpose', async () => {
    const phone = uniquePhone();
    const before = aliyun.accepted.length;
    expect((await api.sendCode({ target: phone, purpose: 'register' })).statusCode).toBe(200);
    const second = await api.sendCode({ target: phone, purpose: 'register' });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual(RATE_LIMITED);
    expect(aliyun.accepted.length).toBe(before + 1);
  });

  it("answers 502 CODE_SEND_FAILED in the reader's language when the provider refuses, keeping no code", async () => {
    aliyun.mode = 'refuse';
    try {
      const phone = uniquePhone();
      const response = await api.sendCode({ target: phone, purpose: 'register' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual(SEND_FAILED);
      const zh = await api.sendCode(
        { target: uniquePhone(), purpose: 'register' },
        { lang: 'zh-CN' },
      );
      expect(zh.json().msg).toBe(ERROR_MESSAGES.CODE_SEND_FAILED.zh);
      const rows = await app.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, phone));
      expect(rows).toEqual([]);
    } finally {
      aliyun.mode = 'ok';
    }
  });

  it("logs the provider's refusal by provider and code, without a secret or the number", async () => {
    const logged: unknown[][] = [];
    const spy = vi.spyOn(app.log, 'warn').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    aliyun.mode = 'refuse';
    try {
      const phone = uniquePhone();
      await api.sendCode({ target: phone, purpose: 'register' });
      const [fields, message] = logged.at(-1) as [{ err: Error; channel: string }, string];
      expect(message).toBe('delivering a message failed');
      expect(fields.channel).toBe('phone');
      expect(fields.err.message).toMatch(
        /^aliyun: HTTP 200, Code isv\.BUSINESS_LIMIT_CONTROL \(request [0-9A-F-]+\)$/,
      );
      const text = `${fields.err.message} ${JSON.stringify(fields.err)}`;
      expect(text).not.toContain(STAND_IN_CREDENTIALS.aliyun.accessKeySecret);
      expect(text).not.toContain(phone.slice(3));
    } finally {
      aliyun.mode = 'ok';
      spy.mockRestore();
    }
  });

  it('sends the account-exists notice in the account’s language where its template exists, and nothing otherwise', async () => {
    const phone = uniquePhone();
    await api.sendCode({ target: phone, purpose: 'register' });
    expect(
      (await registerWith(api, phone, codeAt(aliyun, phone), DEFAULT_TENANT_ID)).statusCode,
    ).toBe(200);
    clock.advance(61_000);
    const before = aliyun.accepted.length;
    const en = await api.sendCode({ target: phone, purpose: 'register' });
    expect(en.statusCode).toBe(200);
    expect(aliyun.accepted.length).toBe(before);
    clock.advance(61_000);
    // The notice is for the account, so it speaks the account's stored language (decision 072),
    // whatever the page's.
    await app.db.update(users).set({ language: 'zh' }).where(eq(users.mobile, phone));
    const zh = await api.sendCode({ target: phone, purpose: 'register' }, { lang: 'en-US' });
    expect(zh.statusCode).toBe(200);
    expect(aliyun.accepted.length).toBe(before + 1);
    expect(aliyun.accepted.at(-1)).toMatchObject({ template: 'SMS_ZH_2', params: [] });
  });
});

describe('phone codes through Tencent Cloud SMS, international numbers through Twilio', async () => {
  const tencent = await startTencentStandIn();
  const twilio = await startTwilioStandIn();
  afterAll(() => Promise.all([tencent.close(), twilio.close()]));
  const { api } = await buildAccounts({
    config: {
      sms: smsConfigFor(
        { tencent: tencent.base, twilio: twilio.base },
        { SMS_PROVIDER: 'tencent', SMS_PROVIDER_INTERNATIONAL: 'twilio', SMS_TIMEOUT_MS: '1000' },
      ),
    },
  });

  it('a mainland number: TC3-signed SendSms with the code in TemplateParamSet', async () => {
    const phone = uniquePhone();
    const sent = await api.sendCode({ target: phone, purpose: 'register' }, { lang: 'ko-KR' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(tencent.rejectedSignatures).toBe(0);
    expect(tencent.accepted.at(-1)).toMatchObject({ phone, sign: 'Space', template: 'SMS_KO_1' });
    expect(
      (await registerWith(api, phone, codeAt(tencent, phone), DEFAULT_TENANT_ID)).statusCode,
    ).toBe(200);
  });

  it("an international number: Twilio carries our text in the request's language", async () => {
    const phone = `+4477009${String(Date.now() % 100_000).padStart(5, '0')}`;
    const sent = await api.sendCode({ target: phone, purpose: 'register' }, { lang: 'ko-KR' });
    expect(sent.statusCode, sent.body).toBe(200);
    const text = twilio.accepted.at(-1)!;
    expect(text.phone).toBe(phone);
    expect(text.params[0]).toMatch(/^Space 인증 코드는 \d{6} 입니다\./);
    expect(
      (await registerWith(api, phone, codeAt(twilio, phone), DEFAULT_TENANT_ID)).statusCode,
    ).toBe(200);
  });

  it('a provider that never answers is CODE_SEND_FAILED once SMS_TIMEOUT_MS has passed', async () => {
    tencent.mode = 'hang';
    try {
      const started = Date.now();
      const response = await api.sendCode({ target: uniquePhone(), purpose: 'register' });
      expect(response.json()).toEqual(SEND_FAILED);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      tencent.mode = 'ok';
    }
  });

  it('a provider that fails with an HTTP error is CODE_SEND_FAILED', async () => {
    tencent.mode = 'http-error';
    try {
      const response = await api.sendCode({ target: uniquePhone(), purpose: 'register' });
      expect(response.json()).toEqual(SEND_FAILED);
    } finally {
      tencent.mode = 'ok';
    }
  });
});
