import { DEFAULT_TENANT_ID, TENANTS } from '@space/contracts/tenants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { adminAuditLog, outboxMessages } from '../../src/db/schema.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import type { MailMessage, Mailer } from '../../src/lib/mailer.ts';
import { DELIVERY_UNKNOWN, Outbox, OUTBOX_BATCH, retryDelay } from '../../src/lib/outbox.ts';
import type { SmsMessage, SmsSender } from '../../src/lib/sms.ts';
import { build, queryRows, TEST_ENGINE, testConfig } from '../support/helper.ts';
import { bearer, createTestUser, tokenFor } from '../support/user-fixtures.ts';

/**
 * Decision 073: every email and text goes through one durable outbox: delivered at once when
 * it can be, retried with back-off when not, never twice (across instances, after a crash, for
 * one dedupe key), visible to admins without its body.
 */

/** A transport that keeps what it delivers; `failing` makes it refuse, `hang` never answer. */
class RecordingTransport implements Mailer, SmsSender {
  readonly delivered: (MailMessage | SmsMessage)[] = [];
  failing = false;
  hang = false;

  async send(message: MailMessage | SmsMessage): Promise<void> {
    if (this.hang) return new Promise(() => undefined);
    if (this.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    this.delivered.push(message);
  }
}

let counter = 0;
function mail(extra: Partial<MailMessage> = {}): MailMessage {
  counter += 1;
  return {
    to: `outbox.${counter}.${Date.now().toString(36)}@example.com`,
    subject: `Message ${counter}`,
    text: `Body ${counter}`,
    ...extra,
  };
}

async function rowOf(db: Database, to: string) {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
  return row!;
}

const CONFIG = {
  maxAttempts: 4,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  leaseMs: 120_000,
  pollMs: 0,
  retentionDays: 30,
};

describe('the outbox', async () => {
  const clock = new ManualClock();
  const transport = new RecordingTransport();
  const { app } = await build({
    clock,
    mailer: transport,
    sms: transport,
    config: { outbox: CONFIG },
    prepare: (database) => ensureReferenceData(database.db),
  });
  const { db } = app;

  it('delivers a message at once, unchanged, and keeps it as sent', async () => {
    const message = mail({
      html: '<p>Hello</p>',
      headers: { 'List-Unsubscribe': '<https://example.com/u>' },
      fromName: 'AJAZZ',
    });
    await app.mailer.send(message);
    expect(transport.delivered.at(-1)).toEqual(message);
    const row = await rowOf(db, message.to);
    expect(row).toMatchObject({
      channel: 'email',
      state: 'sent',
      attempts: 1,
      subject: message.subject,
      payload: message,
      lastError: null,
    });
    expect(row.sentAt).toEqual(new Date(clock.now()));
  });

  it('takes the brand from the options, else from the one account with that address', async () => {
    const brand = TENANTS[3]!.id;
    const user = await createTestUser(app, { tenantId: brand, email: mail().to });
    await app.mailer.send({ to: user.email!, subject: 's', text: 't' });
    expect((await rowOf(db, user.email!)).tenantId).toBe(brand);
    const named = mail();
    await app.mailer.send(named, { tenantId: TENANTS[1]!.id });
    expect((await rowOf(db, named.to)).tenantId).toBe(TENANTS[1]!.id);
    const stranger = mail();
    await app.mailer.send(stranger);
    expect((await rowOf(db, stranger.to)).tenantId).toBeNull();
  });

  it('retries a failed delivery with growing, jittered waits, then fails it for good', async () => {
    const message = mail();
    transport.failing = true;
    try {
      // The caller is not failed: the message is kept, the outbox owns its delivery now.
      await app.mailer.send(message);
      let row = await rowOf(db, message.to);
      expect(row).toMatchObject({ state: 'queued', attempts: 1 });
      expect(row.lastError).toBe('Error: connect ECONNREFUSED 127.0.0.1:25');
      const firstWait = row.nextAttemptAt.getTime() - clock.now();
      expect(firstWait).toBeGreaterThanOrEqual(CONFIG.retryBaseMs / 2);
      expect(firstWait).toBeLessThanOrEqual(CONFIG.retryBaseMs);

      // Not due yet: nothing happens.
      expect((await app.outbox.drain()).retrying).toBe(0);
      expect((await rowOf(db, message.to)).attempts).toBe(1);

      for (let attempt = 2; attempt <= CONFIG.maxAttempts; attempt += 1) {
        clock.advance(row.nextAttemptAt.getTime() - clock.now());
        await app.outbox.drain();
        row = await rowOf(db, message.to);
        expect(row.attempts).toBe(attempt);
        if (attempt < CONFIG.maxAttempts) {
          const wait = row.nextAttemptAt.getTime() - clock.now();
          const full = CONFIG.retryBaseMs * 2 ** (attempt - 1);
          expect(wait).toBeGreaterThanOrEqual(full / 2);
          expect(wait).toBeLessThanOrEqual(full);
          expect(row.state).toBe('queued');
        }
      }
      expect(row.state).toBe('failed');
      expect(transport.delivered).not.toContainEqual(message);
    } finally {
      transport.failing = false;
    }
  });

  it('delivers a retry once the transport is back', async () => {
    const message = mail();
    transport.failing = true;
    await app.mailer.send(message);
    transport.failing = false;
    clock.advance(CONFIG.retryBaseMs);
    const report = await app.outbox.drain();
    expect(report.sent).toBeGreaterThanOrEqual(1);
    expect(transport.delivered.filter((m) => m.to === message.to)).toHaveLength(1);
    expect(await rowOf(db, message.to)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('sends one message for one dedupe key, however often it is sent', async () => {
    const message = mail();
    const key = `test:${message.to}`;
    await Promise.all([
      app.mailer.send(message, { dedupeKey: key }),
      app.mailer.send(message, { dedupeKey: key }),
    ]);
    await app.mailer.send({ ...message, subject: 'Again' }, { dedupeKey: key });
    expect(transport.delivered.filter((m) => m.to === message.to)).toHaveLength(1);
    const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, key));
    expect(rows).toHaveLength(1);
  });

  it('fails a message whose sender died mid-send as delivery unknown, and never resends it', async () => {
    const message = mail();
    await app.outbox.send('email', message, { deferred: true });
    // Another instance claims it and dies in the middle of the delivery.
    const dying = new RecordingTransport();
    dying.hang = true;
    const other = new Outbox({
      db,
      clock,
      log: app.log,
      config: CONFIG,
      transport: { mailer: dying, sms: dying },
    });
    void other.drain();
    await expect.poll(async () => (await rowOf(db, message.to)).state).toBe('sending');
    expect((await rowOf(db, message.to)).claimedBy).toBe(other.instanceId);

    // Within the lease, nobody touches it.
    expect((await app.outbox.drain()).unknown).toBe(0);
    clock.advance(CONFIG.leaseMs + 1);
    const report = await app.outbox.drain();
    expect(report.unknown).toBe(1);
    expect(await rowOf(db, message.to)).toMatchObject({
      state: 'failed',
      lastError: DELIVERY_UNKNOWN,
      claimedBy: null,
    });
    clock.advance(86_400_000);
    await app.outbox.drain();
    expect(transport.delivered.filter((m) => m.to === message.to)).toHaveLength(0);
  });

  it('gives codes one attempt: a failure is the caller’s, and no code is kept', async () => {
    const message = mail({ subject: 'Code', text: 'Your code is 123456' });
    transport.failing = true;
    try {
      await expect(app.outbox.codeMailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      transport.failing = false;
    }
    expect(await rowOf(db, message.to)).toMatchObject({
      state: 'failed',
      attempts: 1,
      sensitive: true,
      payload: null,
    });
    const delivered = mail({ subject: 'Code', text: 'Your code is 654321' });
    await app.outbox.codeMailer.send(delivered);
    expect(await rowOf(db, delivered.to)).toMatchObject({ state: 'sent', payload: null });
    expect(transport.delivered.at(-1)).toEqual(delivered);
  });

  it('keeps texts too, their code cleared once sent', async () => {
    const sms: SmsMessage = {
      to: `+86139${String(counter).padStart(8, '0')}`,
      text: 'Your code is 111222',
      tenantId: DEFAULT_TENANT_ID,
      locale: 'en',
      template: { kind: 'code', params: { code: '111222' } },
    };
    counter += 1;
    await app.sms.send(sms);
    expect(transport.delivered.at(-1)).toEqual(sms);
    expect(await rowOf(db, sms.to)).toMatchObject({
      channel: 'sms',
      tenantId: DEFAULT_TENANT_ID,
      state: 'sent',
      payload: null,
    });
  });

  it('deletes sent messages after the retention period, failed ones after three times it', async () => {
    const sent = mail();
    await app.mailer.send(sent);
    const failed = mail();
    transport.failing = true;
    await app.outbox.codeMailer.send(failed).catch(() => undefined);
    transport.failing = false;
    clock.advance(CONFIG.retentionDays * 86_400_000 + 1);
    await app.outbox.sweep();
    expect(
      await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, sent.to)),
    ).toEqual([]);
    expect(await rowOf(db, failed.to)).toBeDefined();
    clock.advance(2 * CONFIG.retentionDays * 86_400_000);
    await app.outbox.sweep();
    expect(
      await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, failed.to)),
    ).toEqual([]);
  });

  it('the back-off doubles up to its ceiling', () => {
    const config = { ...CONFIG, retryMaxMs: 100_000 };
    expect(retryDelay(config, 1, 0)).toBe(15_000);
    expect(retryDelay(config, 1, 0.999999)).toBe(30_000);
    expect(retryDelay(config, 3, 1)).toBe(100_000);
    expect(retryDelay(config, 20, 0)).toBe(50_000);
  });

  describe('for admins', () => {
    const brandA = TENANTS[0]!.id;
    const brandB = TENANTS[1]!.id;

    async function admin(tenantId: number, superAdmin = false) {
      const user = await createTestUser(app, {
        tenantId,
        role: 'admin',
        isSuperAdmin: superAdmin,
      });
      return bearer(await tokenFor(app, user));
    }

    async function failedIn(tenantId: number, extra: Partial<MailMessage> = {}) {
      const message = mail(extra);
      transport.failing = true;
      try {
        await app.outbox.send('email', message, { tenantId, urgent: true }).catch(() => undefined);
      } finally {
        transport.failing = false;
      }
      return { message, row: await rowOf(db, message.to) };
    }

    it('lists the brand’s messages without bodies; codes’ digits masked', async () => {
      const headers = await admin(brandA);
      const { message } = await failedIn(brandA);
      const code = mail({ subject: 'Code 987654', text: 'Your code is 987654' });
      await app.outbox.codeMailer.send(code, { tenantId: brandA });
      await failedIn(brandB);

      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/outbox?state=failed&channel=email&pageSize=100',
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { list, total } = response.json().data;
      expect(total).toBe(list.length);
      expect(list.every((m: { tenantId: number }) => m.tenantId === brandA)).toBe(true);
      const listed = list.find((m: { recipient: string }) => m.recipient === message.to);
      expect(listed).toMatchObject({
        channel: 'email',
        state: 'failed',
        attempts: 1,
        retryable: true,
        lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
      });
      expect(response.body).not.toContain(message.text);

      const sent = await app.inject({
        method: 'GET',
        url: '/api/admin/outbox?state=sent',
        headers,
      });
      const codeRow = sent
        .json()
        .data.list.find((m: { recipient: string }) => m.recipient === code.to);
      expect(codeRow).toMatchObject({ subject: 'Code ••••', sensitive: true, retryable: false });
      expect(sent.body).not.toContain('987654');
    });

    it('a super admin sees every brand; a brand admin cannot ask for another', async () => {
      const { message } = await failedIn(brandB);
      const everyBrand = await app.inject({
        method: 'GET',
        url: '/api/admin/outbox?pageSize=100',
        headers: await admin(TENANTS[2]!.id, true),
      });
      expect(everyBrand.json().data.list.map((m: { recipient: string }) => m.recipient)).toContain(
        message.to,
      );
      const refused = await app.inject({
        method: 'GET',
        url: `/api/admin/outbox?tenantId=${brandB}`,
        headers: await admin(brandA),
      });
      expect(refused.statusCode).toBe(403);
    });

    it('retries a failed message once, audited; another brand’s is 404, a code’s 409', async () => {
      const headers = await admin(brandA);
      const { message, row } = await failedIn(brandA);
      const retried = await app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${row.id}/retry`,
        headers,
      });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().data).toMatchObject({ state: 'queued', attempts: 0 });
      const again = await app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${row.id}/retry`,
        headers,
      });
      expect(again.statusCode).toBe(409);
      await app.outbox.drain();
      expect(transport.delivered.filter((m) => m.to === message.to)).toHaveLength(1);
      const [entry] = await db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, String(row.id)));
      expect(entry).toMatchObject({ action: 'outbox.retry', targetType: 'outboxMessage' });

      const other = await failedIn(brandB);
      const foreign = await app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${other.row.id}/retry`,
        headers,
      });
      expect(foreign.statusCode).toBe(404);

      const code = mail();
      transport.failing = true;
      await app.outbox.codeMailer.send(code, { tenantId: brandA }).catch(() => undefined);
      transport.failing = false;
      const codeRow = await rowOf(db, code.to);
      const refused = await app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${codeRow.id}/retry`,
        headers,
      });
      expect(refused.statusCode).toBe(409);
    });
  });
});

describe('two instances on one database', async () => {
  const clock = new ManualClock();
  const first = new RecordingTransport();
  const second = new RecordingTransport();
  const { app, database } = await build({
    clock,
    mailer: first,
    config: { outbox: CONFIG },
    prepare: (handle) => ensureReferenceData(handle.db),
  });
  // The second instance: its own app, and on PostgreSQL its own connection pool.
  let secondDb = database.db;
  if (TEST_ENGINE === 'postgres') {
    const [current] = await queryRows<{ name: string }>(
      database.db,
      sql`select current_database() as name`,
    );
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${current!.name}`;
    const handle = await openDatabase({ engine: 'postgres', url: url.toString() });
    afterAll(() => handle.close());
    secondDb = handle.db;
  }
  const other = await buildApp({
    config: testConfig({ outbox: CONFIG }),
    db: secondDb,
    dbEngine: database.engine,
    version: 'test',
    clock,
    mailer: second,
  });
  await other.ready();
  afterAll(() => other.close());

  it('delivers each message exactly once while both workers drain together', async () => {
    const messages = Array.from({ length: OUTBOX_BATCH * 5 + 3 }, () => mail());
    for (const message of messages) {
      await app.outbox.send('email', message, { deferred: true });
    }
    await Promise.all([
      app.outbox.drain(),
      other.outbox.drain(),
      app.outbox.deliverDue(),
      other.outbox.deliverDue(),
    ]);
    const delivered = [...first.delivered, ...second.delivered].map((m) => m.to);
    const ours = messages.map((m) => m.to);
    expect(delivered.filter((to) => ours.includes(to)).sort()).toEqual([...ours].sort());
    // Both took part (on PostgreSQL the claims interleave; PGlite runs them one at a time).
    if (TEST_ENGINE === 'postgres') {
      expect(first.delivered.length).toBeGreaterThan(0);
      expect(second.delivered.length).toBeGreaterThan(0);
    }
    const states = await queryRows<{ state: string; n: number }>(
      database.db,
      sql`select state, count(*)::int as n from outbox_messages group by state`,
    );
    expect(states).toEqual([{ state: 'sent', n: messages.length }]);
  });
});
