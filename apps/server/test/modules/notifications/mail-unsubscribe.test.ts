import { TENANTS } from '@space/contracts/tenants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { notificationPreferences, notifications } from '../../../src/db/schema.ts';
import { signUnsubscribeToken, unsubscribeKey } from '../../../src/lib/mail/index.ts';
import type { MailMessage, Mailer } from '../../../src/lib/mailer.ts';
import { PRODUCT_VERSION_NOTICE } from '../../../src/modules/product-updates/product-notices.ts';
import { build } from '../../support/helper.ts';
import { givePaidOrder } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const BRAND_A = TENANTS[0].id;
const BRAND_B = TENANTS[4].id;
const PUBLIC_URL = 'https://mail.example';

/** A mail transport that keeps what it is given. */
function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

/**
 * Branded mail through the app (issue 29 items 2 and 3, decision 072): the reader's stored
 * language, transactional mail without unsubscribe, and the one-click unsubscribe that works
 * without a login, once, for its user and brand only.
 */
describe('branded mail and one-click unsubscribe', async () => {
  const mailer = capturingMailer();
  const { app } = await build({
    mailer,
    config: { publicUrl: PUBLIC_URL },
    prepare: (database) => ensureReferenceData(database.db),
  });
  const key = unsubscribeKey(app.config)!;
  let serial = 0;
  const mailTo = (email: string) => mailer.sent.filter((message) => message.to === email);
  const person = async (tenantId: number, language: 'en' | 'zh' | 'ko' | null) => {
    serial += 1;
    const email = `mail.${serial}.${Date.now().toString(36)}@example.com`;
    return { email, user: await createTestUser(app, { tenantId, email, language }) };
  };

  async function updateNotice(userId: number, tenantId: number, version: string) {
    await app.db.insert(notifications).values({
      tenantId,
      userId,
      kind: PRODUCT_VERSION_NOTICE,
      payload: { version, productName: 'Night dial', newVersionInfo: 'Smoother steps' },
      createdAt: new Date(app.clock.now()),
    });
    await app.sendDueUpdateEmails();
  }

  const channelOf = async (userId: number, kind: string) =>
    (
      await app.db
        .select({ channel: notificationPreferences.channel })
        .from(notificationPreferences)
        .where(
          and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)),
        )
    )[0]?.channel ?? null;

  const unsubscribe = (token: string, accept = 'application/json') =>
    app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('sends update notices in the reader’s language, branded, with List-Unsubscribe', async () => {
    const { email, user } = await person(BRAND_B, 'zh');
    await updateNotice(user.id, BRAND_B, '2.0.0');
    const [mail] = mailTo(email);
    expect(mail!.subject).toBe('Night dial 有新版本');
    expect(mail!.fromName).toBe('AJAZZ');
    expect(mail!.html).toContain(`${PUBLIC_URL}/mail/ajazz-light.png`);
    expect(mail!.html).toContain('#b91c1c');
    expect(mail!.text).toContain('Smoother steps');
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers!['List-Unsubscribe']).toMatch(
      new RegExp(
        `^<${PUBLIC_URL}/api/mail/unsubscribe\\?token=v1\\.${user.id}\\.${BRAND_B}\\.productVersion\\.[\\w-]{22}>$`,
      ),
    );
  });

  it('unsubscribes once without a login; the second time says it already was', async () => {
    const { email, user } = await person(BRAND_A, 'ko');
    await updateNotice(user.id, BRAND_A, '1.1.0');
    const url = /<(.+)>/.exec(mailTo(email)[0]!.headers!['List-Unsubscribe']!)![1]!;
    const token = new URL(url).searchParams.get('token')!;

    // The link's page shows a button and changes nothing (mail scanners open links).
    const page = await app.inject({
      method: 'GET',
      url: `/api/mail/unsubscribe?token=${token}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('수신 거부');
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await channelOf(user.id, PRODUCT_VERSION_NOTICE)).toBeNull();

    const first = await unsubscribe(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ status: 'unsubscribed', kinds: ['productVersion'] });
    expect(await channelOf(user.id, PRODUCT_VERSION_NOTICE)).toBe('in_app');
    const second = await unsubscribe(token);
    expect(second.json().data.status).toBe('alreadyUnsubscribed');
    // The page's button, answered as a page.
    const again = await unsubscribe(token, 'text/html');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('이미 수신 거부');

    // No more update mail; the bell still has the notice.
    await updateNotice(user.id, BRAND_A, '1.2.0');
    expect(mailTo(email)).toHaveLength(1);
  });

  it('refuses forged tokens and tokens of another brand, and changes nothing', async () => {
    const { user } = await person(BRAND_A, 'en');
    const genuine = signUnsubscribeToken(key, {
      userId: user.id,
      tenantId: BRAND_A,
      kinds: ['productVersion'],
    });
    const otherBrand = signUnsubscribeToken(key, {
      userId: user.id,
      tenantId: BRAND_B,
      kinds: ['productVersion'],
    });
    const wrongKey = signUnsubscribeToken('another-key-of-at-least-32-characters', {
      userId: user.id,
      tenantId: BRAND_A,
      kinds: ['productVersion'],
    });
    const forged = genuine.replace(`.${user.id}.`, `.${user.id + 1}.`);
    for (const token of [otherBrand, wrongKey, forged, 'v1.1.2.productVersion.xx', 'nonsense']) {
      const response = await unsubscribe(encodeURIComponent(token));
      expect(response.statusCode, token).toBe(400);
      const page = await app.inject({
        method: 'GET',
        url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).not.toContain('One-Click');
    }
    expect(await channelOf(user.id, PRODUCT_VERSION_NOTICE)).toBeNull();
    expect((await unsubscribe(genuine)).json().data.status).toBe('unsubscribed');
  });

  it('lets exactly one of concurrent one-click requests unsubscribe', async () => {
    const { user } = await person(BRAND_A, null);
    const token = signUnsubscribeToken(key, {
      userId: user.id,
      tenantId: BRAND_A,
      kinds: ['productVersion', 'reviewReplied'],
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => unsubscribe(token)));
    const statuses = answers.map((answer) => answer.json().data.status);
    expect(statuses.filter((status) => status === 'unsubscribed')).toHaveLength(1);
    expect(await channelOf(user.id, 'productVersion')).toBe('in_app');
    expect(await channelOf(user.id, 'reviewReplied')).toBe('in_app');
  });

  it('never puts List-Unsubscribe on a receipt, and writes it in the buyer’s language', async () => {
    const { email, user } = await person(BRAND_A, 'ko');
    const product = await createTestProduct(app, { name: 'Aurora keys', priceGeneral: 150 });
    const order = await givePaidOrder(app, user, [product.id], { amountMinor: 150 });
    await app.sendDueReceipts();
    await vi.waitFor(() => expect(mailTo(email)).toHaveLength(1));
    const [receipt] = mailTo(email);
    expect(receipt!.subject).toBe(`Space 주문 ${order.orderNo} 영수증`);
    expect(receipt!.headers).toBeUndefined();
    expect(receipt!.html).not.toContain('/api/mail/unsubscribe');
    expect(receipt!.text.split('\n')).toContain('- Aurora keys: 1.50 USD');
  });

  it('sends codes in the account’s stored language, else the page’s, never with unsubscribe', async () => {
    const { email } = await person(BRAND_A, 'zh');
    const ask = (target: string, purpose: string, lang: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/codes',
        headers: { lang, 'accept-language': lang },
        remoteAddress: `10.9.${serial}.${Math.floor(Math.random() * 250)}`,
        payload: { tenantId: BRAND_A, target, purpose },
      });
    expect((await ask(email, 'reset', 'en-US')).statusCode).toBe(200);
    const [reset] = mailTo(email);
    expect(reset!.subject).toBe('Space 验证码');
    expect(reset!.headers).toBeUndefined();
    expect(reset!.text).toMatch(/\b\d{6}\b/);

    const stranger = `stranger.${Date.now().toString(36)}@example.com`;
    expect((await ask(stranger, 'register', 'ko-KR')).statusCode).toBe(200);
    const [register] = mailTo(stranger);
    expect(register!.subject).toBe('Space 인증 코드');
    expect(register!.html).toContain('<html lang="ko"');
  });

  it('mails the notifications of kinds set to email, several as one digest, once', async () => {
    const { email, user } = await person(BRAND_A, 'zh');
    const { user: other } = await person(BRAND_A, 'en');
    const { email: quietEmail, user: quiet } = await person(BRAND_A, 'en');
    const set = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(await tokenFor(app, user)),
      payload: { channels: { friendRequest: 'email', newFollower: 'email' } },
    });
    expect(set.statusCode, set.body).toBe(200);
    const at = new Date(app.clock.now() - 20 * 60_000);
    for (const [recipient, kind] of [
      [user.id, 'friendRequest'],
      [user.id, 'newFollower'],
      [user.id, 'articleApproved'],
      [quiet.id, 'friendRequest'],
    ] as const) {
      await app.db.insert(notifications).values({
        tenantId: BRAND_A,
        userId: recipient,
        kind,
        actorId: other.id,
        objectType: 'user',
        eventKey: `mail-test:${recipient}:${kind}`,
        payload: { title: 'Guide' },
        createdAt: at,
      });
    }
    const report = await app.sendNotificationEmails();
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const [digest] = mailTo(email);
    expect(mailTo(email)).toHaveLength(1);
    expect(digest!.subject).toBe('Space 有 2 条新通知');
    expect(digest!.text).toContain(`${other.nickName} 向你发送了好友请求`);
    expect(digest!.text).toContain(`${other.nickName} 关注了你`);
    expect(digest!.text).not.toContain('Guide');
    expect(digest!.headers!['List-Unsubscribe']).toContain('.friendRequest-newFollower.');
    // Kinds left in the app, users who chose no email: nothing; a second run: nothing more.
    expect(mailTo(quietEmail)).toHaveLength(0);
    await app.sendNotificationEmails();
    expect(mailTo(email)).toHaveLength(1);
  });

  it('sends a membership reminder and a review reply only while their email is on', async () => {
    const { user } = await person(BRAND_A, 'en');
    const headers = bearer(await tokenFor(app, user));
    const off = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers,
      payload: { channels: { membershipExpiring: 'in_app' } },
    });
    expect(off.statusCode, off.body).toBe(200);
    const { emailWanted } = await import('../../../src/modules/notifications/index.ts');
    expect(await emailWanted(app.db, user.id, 'membershipExpiring')).toBe(false);
    expect(await emailWanted(app.db, user.id, 'reviewReplied')).toBe(true);
  });
});
