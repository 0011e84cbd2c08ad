import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { follows, friendRequests, friendships, users } from '../../src/db/schema.ts';
import { seedDemoSocial } from '../../src/seed/demo-social.ts';
import { ensureReferenceData } from '../../src/db/reference-data.ts';
import { build } from '../support/helper.ts';
import { createTestUser } from '../support/user-fixtures.ts';

describe('demo follows and friends (seed)', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
  const creators = [
    'pixelforge',
    'streamcraft',
    'lumen_labs',
    'devdeck',
    'yunduan',
    'hanbit',
    'soundwave',
    'homelab',
  ];

  async function countersMatchRows() {
    const all = await app.db.select().from(users);
    for (const user of all) {
      const [fans] = await app.db
        .select({ n: count() })
        .from(follows)
        .where(eq(follows.followeeId, user.id));
      const [followed] = await app.db
        .select({ n: count() })
        .from(follows)
        .where(eq(follows.followerId, user.id));
      expect([user.username, user.followerCount, user.followingCount]).toEqual([
        user.username,
        fans!.n,
        followed!.n,
      ]);
    }
  }
  const total = async (table: typeof follows | typeof friendships | typeof friendRequests) =>
    (await app.db.select({ n: count() }).from(table))[0]!.n;

  it('links the creators, then the demo buyer once it exists, and never twice', async () => {
    for (const username of creators) await createTestUser(app, { username, isCreator: true });
    await seedDemoSocial(app.db);
    expect(await total(follows)).toBe(11);
    expect(await total(friendships)).toBe(1);
    await seedDemoSocial(app.db);
    expect(await total(follows)).toBe(11);
    await countersMatchRows();

    await createTestUser(app, { username: 'demo_buyer' });
    await seedDemoSocial(app.db);
    await seedDemoSocial(app.db);
    expect(await total(follows)).toBe(14);
    expect(await total(friendships)).toBe(2);
    expect(await total(friendRequests)).toBe(3); // two accepted, one waiting for the buyer
    await countersMatchRows();
  });
});
