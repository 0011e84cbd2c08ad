import {
  NOTIFICATION_KINDS,
  notificationPageSchema,
  type Notification,
  type NotificationPage,
  type NotificationPreferences,
} from '@space/contracts/notifications';
import { TENANTS } from '@space/contracts/tenants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { notifications, productVersions } from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { notify } from '../../../src/modules/notifications/index.ts';
import { call, dataOf, draft, person, type Person } from '../../support/article-fixtures.ts';
import {
  api,
  person as studioPerson,
  readyRecord,
  type Person as StudioPerson,
} from '../../support/creator-fixtures.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { givePaidOrder } from '../../support/payment-fixtures.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';

const DAY = 86_400_000;
const [BRAND_A, BRAND_B] = TENANTS.map((tenant) => tenant.id);

/** In-app notifications (issue 29, decision 066): each hooked kind, preferences, scope, replay. */
describe('notifications', async () => {
  const clock = new ManualClock();
  const { app } = await build({ clock, prepare: (database) => ensureReferenceData(database.db) });
  const moderator = await person(app, { tenantId: BRAND_A, role: 'moderator' });
  const member = (overrides = {}) =>
    person(app, { tenantId: BRAND_A, createdAt: new Date(clock.now() - 2 * DAY), ...overrides });

  const list = async (who: Person, query = '') => {
    const page = dataOf<NotificationPage>(
      await call(app, who, 'GET', `/api/notifications${query}`),
    );
    return notificationPageSchema.strict().parse(page);
  };
  const unread = async (who: Person) =>
    dataOf<{ unread: number }>(await call(app, who, 'GET', '/api/notifications/unread-count'))
      .unread;
  /** Every notification of a user, straight from the table (all brands). */
  const rowsOf = (userId: number) =>
    app.db.select().from(notifications).where(eq(notifications.userId, userId));
  const kindsOf = async (userId: number) => (await rowsOf(userId)).map((row) => row.kind).sort();
  const setChannels = async (who: Person, channels: Record<string, string>) =>
    dataOf<NotificationPreferences>(
      await call(app, who, 'PUT', '/api/notifications/preferences', { channels }),
    );

  it('tells of a friend request and its acceptance, each once, never the actor', async () => {
    const [ann, bob] = await Promise.all([member(), member()]);
    const sent = dataOf<{ id: number }>(
      await call(app, ann, 'POST', '/api/users/me/friend-requests', { userId: bob.user.id }),
    );
    expect(await unread(bob)).toBe(1);
    expect(await kindsOf(ann.user.id)).toEqual([]);
    const [received] = (await list(bob)).list;
    expect(received).toMatchObject({
      kind: 'friendRequest',
      actor: { id: ann.user.id, nickName: ann.user.nickName },
      objectType: 'user',
      objectId: ann.user.id,
      readAt: null,
    });

    clock.advance(1000);
    dataOf(await call(app, bob, 'POST', `/api/users/me/friend-requests/${sent.id}/accept`));
    expect(await kindsOf(ann.user.id)).toEqual(['friendAccepted']);
    expect(await kindsOf(bob.user.id)).toEqual(['friendRequest']);
    expect((await list(ann)).list[0]).toMatchObject({
      kind: 'friendAccepted',
      actor: { id: bob.user.id },
    });
  });

  it('tells of a new follower once, however often they follow again', async () => {
    const [fan, star] = await Promise.all([member(), member()]);
    const follow = (on: boolean) =>
      call(app, fan, on ? 'PUT' : 'DELETE', `/api/users/${star.user.id}/follow`);
    dataOf(await follow(true));
    dataOf(await follow(true));
    dataOf(await follow(false));
    dataOf(await follow(true));
    expect(await kindsOf(star.user.id)).toEqual(['newFollower']);
    expect(await kindsOf(fan.user.id)).toEqual([]);
  });

  it("tells an article's author of the decision, with the reason on rejection", async () => {
    const author = await member();
    const id = await draft(app, author, { title: 'Lights' });
    dataOf(await call(app, author, 'POST', `/api/users/me/articles/${id}/submit`));
    dataOf(
      await call(app, moderator, 'POST', `/api/moderation/articles/${id}/reject`, {
        reason: 'Add screenshots.',
      }),
    );
    clock.advance(1000);
    dataOf(await call(app, author, 'POST', `/api/users/me/articles/${id}/submit`));
    dataOf(await call(app, moderator, 'POST', `/api/moderation/articles/${id}/approve`));
    const page = await list(author);
    expect(page.list.map((n) => [n.kind, n.objectId, n.payload])).toEqual([
      ['articleApproved', id, { title: 'Lights' }],
      ['articleRejected', id, { title: 'Lights', reason: 'Add screenshots.' }],
    ]);
    expect(page.list.every((n) => n.actor === null)).toBe(true);
    expect(await kindsOf(moderator.user.id)).toEqual([]);
  });

  it("tells an upload's creator of the decision, with the reason on rejection", async () => {
    const creator: StudioPerson = await studioPerson(app, { tenantId: BRAND_A, isCreator: true });
    const headers = { authorization: `Bearer ${creator.token}` };
    const viewer = { user: creator.user, headers };
    const studioModerator = {
      user: moderator.user,
      token: moderator.headers.authorization!.slice(7),
    };
    const id = await readyRecord(app, creator, { name: 'Clockwork' });
    dataOf(await api(app, creator, 'POST', `/api/uploads/${id}/submit`));
    dataOf(
      await api(app, studioModerator, 'POST', `/api/moderation/uploads/${id}/reject`, {
        reason: 'Blurry screenshots.',
      }),
    );
    dataOf(await api(app, creator, 'POST', `/api/uploads/${id}/submit`));
    const approved = dataOf<{ record: { productId: number } }>(
      await api(app, studioModerator, 'POST', `/api/moderation/uploads/${id}/approve`),
    );
    const page = await list(viewer);
    expect(page.list.map((n) => [n.kind, n.objectType, n.objectId, n.payload.reason])).toEqual([
      ['uploadApproved', 'product', approved.record.productId, undefined],
      ['uploadRejected', 'upload', id, 'Blurry screenshots.'],
    ]);
    expect(page.list[1]!.payload.title).toBe('Clockwork');
  });

  it("tells a product's author of a review and the reviewer of the first reply", async () => {
    const author = await member({ isCreator: true });
    const reviewer = await member({ email: `r${Date.now()}@example.test` });
    const product = await createTestProduct(app, { authorId: author.user.id, name: 'Dial' });
    await app.db
      .insert(productVersions)
      .values({ productId: product.id, version: '1.0.0', sizeBytes: 10 });
    await givePaidOrder(app, reviewer.user, [product.id]);
    const write = (rating: number) =>
      call(app, reviewer, 'PUT', `/api/products/${product.id}/reviews/mine`, { rating });
    const review = dataOf<{ review: { id: number } }>(await write(5));
    dataOf(await write(4));
    expect(await kindsOf(author.user.id)).toEqual(['reviewReceived']);
    const reply = (body: string) =>
      call(app, author, 'PUT', `/api/reviews/${review.review.id}/reply`, { body });
    dataOf(await reply('Thanks!'));
    dataOf(await reply('Thanks a lot!'));
    expect(await kindsOf(reviewer.user.id)).toEqual(['reviewReplied']);
    expect((await list(reviewer)).list[0]).toMatchObject({
      actor: { id: author.user.id },
      objectType: 'product',
      objectId: product.id,
      payload: { title: 'Dial' },
    });
  });

  it('records nothing for a kind turned off, and lists the defaults', async () => {
    const [fan, star] = await Promise.all([member(), member()]);
    const defaults = dataOf<NotificationPreferences>(
      await call(app, star, 'GET', '/api/notifications/preferences'),
    );
    expect(Object.keys(defaults.channels).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(defaults.channels.newFollower).toBe('in_app');
    const changed = await setChannels(star, { newFollower: 'off', friendRequest: 'email' });
    expect(changed.channels).toMatchObject({ newFollower: 'off', friendRequest: 'email' });
    dataOf(await call(app, fan, 'PUT', `/api/users/${star.user.id}/follow`));
    expect(await kindsOf(star.user.id)).toEqual([]);
    dataOf(await call(app, fan, 'POST', '/api/users/me/friend-requests', { userId: star.user.id }));
    expect(await kindsOf(star.user.id)).toEqual(['friendRequest']);
    const refused = await call(app, star, 'PUT', '/api/notifications/preferences', {
      channels: { newFollower: 'loud' },
    });
    expect(refused.statusCode).toBe(400);
    const unknownKind = await call(app, star, 'PUT', '/api/notifications/preferences', {
      channels: { nope: 'off' },
    });
    expect(unknownKind.statusCode).toBe(400);
  });

  it('marks one or all read, only the own ones; lists newest first, unread only on request', async () => {
    const [ann, bob, cid] = await Promise.all([member(), member(), member()]);
    for (const fan of [bob, cid]) {
      clock.advance(1000);
      dataOf(await call(app, fan, 'PUT', `/api/users/${ann.user.id}/follow`));
    }
    const page = await list(ann);
    expect(page.list.map((n) => n.actor?.id)).toEqual([cid.user.id, bob.user.id]);
    expect(page.unread).toBe(2);
    const newest = page.list[0]!;
    expect((await call(app, bob, 'POST', `/api/notifications/${newest.id}/read`)).statusCode).toBe(
      404,
    );
    expect(dataOf(await call(app, ann, 'POST', `/api/notifications/${newest.id}/read`))).toEqual({
      marked: 1,
      unread: 1,
    });
    expect(dataOf(await call(app, ann, 'POST', `/api/notifications/${newest.id}/read`))).toEqual({
      marked: 0,
      unread: 1,
    });
    expect((await list(ann, '?unread=true')).list.map((n) => n.actor?.id)).toEqual([bob.user.id]);
    expect(dataOf(await call(app, ann, 'POST', '/api/notifications/read-all'))).toEqual({
      marked: 1,
      unread: 0,
    });
    expect(await unread(ann)).toBe(0);
    expect((await call(app, ann, 'POST', '/api/notifications/0/read')).statusCode).toBe(400);
    expect((await call(app, null, 'GET', '/api/notifications')).statusCode).toBe(401);
  });

  it("keeps each brand's notifications to that brand", async () => {
    const ann = await member();
    const elsewhere = await person(app, { tenantId: BRAND_B });
    // A row of another brand (written as if the user had been moved): never listed here.
    await app.db.insert(notifications).values({
      tenantId: BRAND_B!,
      userId: ann.user.id,
      kind: 'newFollower',
      actorId: elsewhere.user.id,
      objectType: 'user',
      objectId: elsewhere.user.id,
      eventKey: `test:${ann.user.id}`,
    });
    expect(await unread(ann)).toBe(0);
    expect((await list(ann)).total).toBe(0);
    const [row] = await rowsOf(ann.user.id);
    expect((await call(app, ann, 'POST', `/api/notifications/${row!.id}/read`)).statusCode).toBe(
      404,
    );
    expect(dataOf(await call(app, ann, 'POST', '/api/notifications/read-all'))).toEqual({
      marked: 0,
      unread: 0,
    });
  });

  it('writes one row for a replayed or concurrent event', async () => {
    const [ann, bob] = await Promise.all([member(), member()]);
    const event = {
      recipientId: ann.user.id,
      kind: 'newFollower' as const,
      actorId: bob.user.id,
      objectType: 'user' as const,
      objectId: bob.user.id,
      eventKey: `follow:${bob.user.id}`,
      at: new Date(clock.now()),
    };
    const written = await Promise.all(Array.from({ length: 20 }, () => notify(app.db, event)));
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(await notify(app.db, event)).toBe(false);
    expect(await kindsOf(ann.user.id)).toEqual(['newFollower']);
    expect(await notify(app.db, { ...event, recipientId: bob.user.id })).toBe(false);
    expect(TEST_ENGINE === 'postgres' || TEST_ENGINE === 'pglite').toBe(true);
  });

  it('deletes notifications past the retention period', async () => {
    const ann = await member();
    const old = new Date(clock.now() - 91 * DAY);
    await app.db.insert(notifications).values([
      {
        tenantId: BRAND_A!,
        userId: ann.user.id,
        kind: 'newFollower',
        eventKey: 'old',
        createdAt: old,
      },
      { tenantId: BRAND_A!, userId: ann.user.id, kind: 'newFollower', eventKey: 'new' },
    ]);
    await app.sweepNotifications(clock.now());
    expect((await rowsOf(ann.user.id)).map((row) => row.eventKey)).toEqual(['new']);
  });

  it('never fails the triggering request', async () => {
    const ann = await member();
    // A recipient that does not exist: nothing is written, no error.
    expect(
      await notify(app.db, {
        recipientId: 2_000_000_000,
        kind: 'newFollower',
        actorId: ann.user.id,
        objectType: 'user',
        objectId: ann.user.id,
        eventKey: 'x',
        at: new Date(),
      }),
    ).toBe(false);
    const rows = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.eventKey, 'x')));
    expect(rows).toEqual([]);
  });
});

export type { Notification };
