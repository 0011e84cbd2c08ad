import net from 'node:net';
import { DEFAULT_TENANT_ID } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../src/db/schema.ts';
import type { MailMessage } from '../../src/lib/mailer.ts';
import { buildAccounts, PASSWORD, uniqueEmail, uniquePhone } from '../support/account-helpers.ts';

const SEND_FAILED = { code: 50201, msg: 'Sending verification code failed.', data: null };

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtpServer(): Promise<{
  port: number;
  inbox: Received[];
  close: () => Promise<void>;
}> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return { port, inbox, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Undoes quoted-printable soft line breaks and escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('codes through a real SMTP server', async () => {
  const smtp = await startSmtpServer();
  afterAll(smtp.close);
  const { api } = await buildAccounts({
    config: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      devMailbox: false,
      mailFrom: 'Space <codes@space.test>',
    },
  });

  it('delivers the code by SMTP, and the code registers the account', async () => {
    const email = uniqueEmail('smtp');
    const response = await api.sendCode({ target: email, purpose: 'register' });
    expect(response.statusCode, response.body).toBe(200);
    expect(smtp.inbox).toHaveLength(1);
    const [message] = smtp.inbox;
    expect(message).toMatchObject({ from: 'codes@space.test', to: [email] });
    expect(message!.raw).toMatch(/^Subject: Your Space verification code\r?$/m);
    // Sent by the brand, with the text and the HTML alternatives (decision 072).
    expect(message!.raw).toMatch(/^From: Space <codes@space\.test>\r?$/m);
    expect(message!.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(message!.raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r?$/m);
    expect(message!.raw).not.toMatch(/^List-Unsubscribe/m);
    const body = decodeQuotedPrintable(message!.raw);
    const code = body.match(/It is valid for 10 minutes\.\s+(\d{6})\s/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const registered = await api.post('/api/auth/register', {
      tenantId: DEFAULT_TENANT_ID,
      account: email,
      code,
      nickName: 'Mailed',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(registered.statusCode, registered.body).toBe(200);
  });

  it('fails SMS without a provider, even with SMTP configured', async () => {
    const response = await api.sendCode({ target: uniquePhone(), purpose: 'register' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(SEND_FAILED);
  });
});

describe('a mail server that cannot be reached', async () => {
  const { app, api } = await buildAccounts({
    config: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, devMailbox: false },
  });

  it('answers 502 CODE_SEND_FAILED and keeps no code', async () => {
    const email = uniqueEmail('down');
    const response = await api.sendCode({ target: email, purpose: 'register' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual(SEND_FAILED);
    const zh = await api.sendCode(
      { target: uniqueEmail('down'), purpose: 'register' },
      { lang: 'zh-CN' },
    );
    expect(zh.json().msg).toBe('验证码发送失败。');
    const rows = await app.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, email));
    expect(rows).toEqual([]);
  });
});

describe('no mail transport at all', async () => {
  const { app, api } = await buildAccounts({ config: { devMailbox: false } });

  it('answers 502 CODE_SEND_FAILED for email and SMS', async () => {
    for (const target of [uniqueEmail('none'), uniquePhone()]) {
      const response = await api.sendCode({ target, purpose: 'register' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual(SEND_FAILED);
    }
    expect(await app.db.select().from(verificationCodes)).toEqual([]);
  });
});

describe('an injected mailer', async () => {
  const sent: MailMessage[] = [];
  const { api } = await buildAccounts({
    mailer: { send: async (message) => void sent.push(message) },
  });

  it.each([
    [
      'en-US',
      'Your Space verification code',
      /^Your verification code\n\nEnter this code on the Space page that asked for it\. It is valid for 10 minutes\.\n\n {4}\d{6}\n/,
    ],
    [
      'zh-CN',
      'Space 验证码',
      /^您的验证码\n\n请在请求验证码的Space页面输入此验证码，10 分钟内有效。\n\n {4}\d{6}\n/,
    ],
    [
      'ko-KR',
      'Space 인증 코드',
      /^인증 코드\n\n코드를 요청한 Space 페이지에 이 코드를 입력하세요\. 10분 동안 유효합니다\.\n\n {4}\d{6}\n/,
    ],
  ])('receives the %s message', async (lang, subject, text) => {
    const email = uniqueEmail('injected');
    await api.sendCode({ target: email, purpose: 'register' }, { lang });
    const message = sent.at(-1)!;
    expect(message.to).toBe(email);
    expect(message.subject).toBe(subject);
    expect(message.text).toMatch(text);
    expect(message.html).toContain(`<html lang="${lang.slice(0, 2)}"`);
    expect(message.fromName).toBe('Space');
    expect(message.headers).toBeUndefined();
  });
});
