import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { describe, expect, it } from 'vitest';
import { buildAccounts, PASSWORD, uniqueEmail } from '../../support/account-helpers.ts';

/** The user's stored language (issue 29 item 2, decision 066). */
describe("the user's language", async () => {
  const { app, api } = await buildAccounts();

  async function register(acceptLanguage: string) {
    const account = uniqueEmail('lang');
    const code = await api.codeFor(account, 'register');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': acceptLanguage, lang: 'en-US' },
      payload: {
        tenantId: DEFAULT_TENANT_ID,
        account,
        code,
        nickName: 'Polyglot',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { token: string; user: { language: string | null } };
  }

  it("is the page's language at registration, and changed in /userInfo", async () => {
    const korean = await register('ko');
    expect(korean.user.language).toBe('ko');
    expect((await register('zh-CN,zh;q=0.9')).user.language).toBe('zh');

    const headers = { authorization: `Bearer ${korean.token}` };
    const profile = { nickName: 'Polyglot', note: '', birthday: '1990-01-02', sex: 'unset' };
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { ...profile, language: 'zh' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.language).toBe('zh');
    // Left out: unchanged.
    const kept = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: profile,
    });
    expect(kept.json().data.language).toBe('zh');
    const refused = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { ...profile, language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    const me = await api.me(korean.token);
    expect(me.json().data.language).toBe('zh');
  });
});
