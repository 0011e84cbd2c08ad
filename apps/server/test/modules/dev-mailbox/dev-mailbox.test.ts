import { ERROR_MESSAGES } from '@space/contracts/error-messages';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { describe, expect, it } from 'vitest';
import { buildAccounts, errorBody, uniqueEmail } from '../../support/account-helpers.ts';

describe('the dev mailbox', async () => {
  const { app, api, clock } = await buildAccounts({ config: { devMailbox: true } });

  it('shows the latest 20 messages of one target, newest first', async () => {
    const target = uniqueEmail('inbox');
    for (let n = 1; n <= 25; n += 1) {
      await app.mailer.send({ to: target, subject: `Message ${n}`, text: `Body ${n}` });
      clock.advance(1000);
    }
    await app.mailer.send({ to: uniqueEmail('someone-else'), subject: 'Not yours', text: '' });

    const response = await api.request(
      'GET',
      `/api/dev/mailbox?target=${target.toUpperCase()}`,
      undefined,
      {
        ip: '127.0.0.1',
      },
    );
    expect(response.statusCode).toBe(200);
    const list = response.json().data.list;
    expect(list).toHaveLength(20);
    expect(list.map((m: { subject: string }) => m.subject)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Message ${25 - i}`),
    );
    expect(list[0]).toEqual({
      id: expect.any(Number),
      channel: 'email',
      target,
      subject: 'Message 25',
      body: 'Body 25',
      createdAt: new Date(clock.now() - 1000).toISOString(),
    });
  });

  it('keeps SMS too', async () => {
    await app.sms.send({
      to: '+8613900000001',
      text: 'Hello',
      tenantId: DEFAULT_TENANT_ID,
      locale: 'en',
      template: { kind: 'code', params: { code: '123456' } },
    });
    const list = await api.mailbox('+8613900000001');
    expect(list[0]).toMatchObject({ channel: 'sms', subject: '', body: 'Hello' });
  });

  it('answers only requests from this machine', async () => {
    const target = uniqueEmail('remote');
    await app.mailer.send({ to: target, subject: 'Secret code', text: '123456' });
    const remote = await app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?target=${target}`,
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('123456');
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
    ['Forwarded', { forwarded: 'for=203.0.113.9;proto=https' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
    ['an empty X-Forwarded-For', { 'x-forwarded-for': '' }],
  ])(
    'never answers a request through a proxy (%s), even from loopback',
    async (_label, headers) => {
      const target = uniqueEmail('proxied');
      await app.mailer.send({ to: target, subject: 'Secret code', text: '654321' });
      const proxied = await app.inject({
        method: 'GET',
        url: `/api/dev/mailbox?target=${target}`,
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect(proxied.statusCode).toBe(404);
      expect(proxied.json()).toEqual(errorBody(404, ERROR_MESSAGES.NOT_FOUND.en));
      expect(proxied.body).not.toContain('654321');
    },
  );

  it('answers 404 to a proxied or remote request before looking at its query', async () => {
    for (const request of [
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '203.0.113.9', headers: {} },
    ]) {
      const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox', ...request });
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers an empty list for a target without mail', async () => {
    expect(await api.mailbox(uniqueEmail('empty'))).toEqual([]);
  });

  it('needs a target', async () => {
    const response = await api.request('GET', '/api/dev/mailbox', undefined, { ip: '127.0.0.1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields[0].path).toBe('querystring.target');
  });
});

describe('without the dev mailbox', async () => {
  const { api } = await buildAccounts({ config: { devMailbox: false } });

  it('has no such route', async () => {
    const response = await api.request('GET', '/api/dev/mailbox?target=a@b.co');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(404, ERROR_MESSAGES.NOT_FOUND.en));
  });
});
