import type { MemberTier } from '@space/contracts/memberships';
import { TENANTS } from '@space/contracts/tenants';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, membershipPlans } from '../../../src/db/schema.ts';
import type { UserRow } from '../../../src/modules/auth/sessions.service.ts';
import {
  addDays,
  addMonths,
  convertTime,
  currentMembership,
  grantMembership,
  planGrant,
  previewGrant,
  tierDayValues,
  type MembershipGrant,
} from '../../../src/modules/memberships/ledger.ts';
import { DEMO_PLAN_PRICES } from '../../../src/seed/demo-plans.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { createTestUser } from '../../support/user-fixtures.ts';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
/** Brand A sells in USD at the demo prices; brand B has no plans (the fixed 1 : 2 : 3 ratio). */
const BRAND_A = TENANTS[0].id;
const BRAND_B = TENANTS[1].id;
const USD = DEMO_PLAN_PRICES.USD;

describe('addMonths', () => {
  it.each([
    ['2026-01-31T10:30:00.000Z', 1, '2026-02-28T10:30:00.000Z'], // a day February lacks
    ['2028-01-31T10:30:00.000Z', 1, '2028-02-29T10:30:00.000Z'], // a leap year
    ['2026-01-31T00:00:00.000Z', 3, '2026-04-30T00:00:00.000Z'], // quarterly from Jan 31
    ['2026-11-30T23:59:59.999Z', 3, '2027-02-28T23:59:59.999Z'], // over the year's end
    ['2026-12-31T12:00:00.000Z', 2, '2027-02-28T12:00:00.000Z'],
    ['2026-08-31T08:00:00.000Z', 12, '2027-08-31T08:00:00.000Z'], // annual, same day
    ['2028-02-29T06:00:00.000Z', 12, '2029-02-28T06:00:00.000Z'], // annual from a leap day
    ['2026-03-15T00:00:00.000Z', 0, '2026-03-15T00:00:00.000Z'],
    ['2026-03-31T00:00:00.000Z', -1, '2026-02-28T00:00:00.000Z'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonths(at(from), months).toISOString()).toBe(expected);
  });

  it('does not change its argument', () => {
    const from = at('2026-01-31T00:00:00Z');
    addMonths(from, 1);
    expect(from.toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });

  it('a quarterly term after three renewals is nine months, not 3 × 91 days', () => {
    const start = at('2026-01-15T00:00:00Z');
    const renewed = [1, 2, 3].reduce((end) => addMonths(end, 3), start);
    expect(renewed.toISOString()).toBe('2026-10-15T00:00:00.000Z');
  });
});

describe('convertTime', () => {
  const values = { ordinary: 1, premium: 2, svip: 3 };
  it('converts at the ratio of day values, rounded down to whole days', () => {
    expect(convertTime(30 * DAY, 'ordinary', 'premium', values)).toBe(15 * DAY);
    expect(convertTime(31 * DAY, 'ordinary', 'premium', values)).toBe(15 * DAY);
    expect(convertTime(10 * DAY, 'premium', 'svip', values)).toBe(6 * DAY); // 6.67
    expect(convertTime(10 * DAY, 'svip', 'ordinary', values)).toBe(30 * DAY);
    expect(convertTime(DAY - 1, 'svip', 'ordinary', values)).toBe(2 * DAY); // 2.99…
  });
  it('never gives negative time', () => {
    expect(convertTime(-5 * DAY, 'ordinary', 'svip', values)).toBe(0);
  });
});

describe('membership ledger', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
  const db = app.db;
  await db.insert(membershipPlans).values(
    Object.entries(USD).flatMap(([tier, prices]) =>
      Object.entries(prices).map(([duration, priceMinor]) => ({
        tenantId: BRAND_A,
        tier,
        duration,
        priceMinor,
        currency: 'USD',
      })),
    ),
  );
  const dayValue = (tier: MemberTier) => USD[tier].annual / 365;

  async function user(tenantId: number = BRAND_A): Promise<UserRow> {
    return createTestUser(app, { tenantId });
  }
  const memberOf = (row: UserRow) => ({ userId: row.id, tenantId: row.tenantId });

  function grant(row: UserRow, what: MembershipGrant, when: Date) {
    return db.transaction((tx) => grantMembership(tx, memberOf(row), what, when));
  }
  const quarterly = (tier: MemberTier) => planGrant(tier, 'quarterly', 'admin');
  const annual = (tier: MemberTier) => planGrant(tier, 'annual', 'admin');

  async function rowsOf(row: UserRow) {
    return db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, row.id))
      .orderBy(asc(memberships.id));
  }

  async function inForce(row: UserRow, when: Date) {
    return db
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, row.id),
          lte(memberships.startsAt, when),
          gt(memberships.expiresAt, when),
        ),
      );
  }

  it('a first membership runs from now for its calendar months', async () => {
    const member = await user();
    const now = at('2026-01-31T09:00:00Z');
    const result = await grant(member, quarterly('ordinary'), now);
    expect(result).toMatchObject({ kind: 'new', before: null, convertedDays: 0 });
    expect(result.after).toEqual({
      tier: 'ordinary',
      startsAt: now,
      expiresAt: at('2026-04-30T09:00:00Z'),
    });
    expect(await rowsOf(member)).toMatchObject([
      { tier: 'ordinary', startsAt: now, expiresAt: at('2026-04-30T09:00:00Z'), source: 'admin' },
    ]);
  });

  describe('renewal around the expiry instant', () => {
    const start = at('2026-03-01T12:00:00Z');
    const expiry = at('2026-06-01T12:00:00Z');

    it('just before the expiry: from the expiry; the old row ends now and stays as history', async () => {
      const member = await user();
      await grant(member, quarterly('premium'), start);
      const now = new Date(expiry.getTime() - 1);
      const result = await grant(member, annual('premium'), now);
      expect(result.kind).toBe('renewal');
      expect(result.before?.expiresAt).toEqual(expiry);
      expect(result.after.expiresAt).toEqual(at('2027-06-01T12:00:00Z'));
      const rows = await rowsOf(member);
      expect(rows.map((row) => [row.startsAt, row.expiresAt])).toEqual([
        [start, now],
        [now, at('2027-06-01T12:00:00Z')],
      ]);
      expect(await inForce(member, now)).toHaveLength(1);
    });

    it('a month early: nothing paid for is lost', async () => {
      const member = await user();
      await grant(member, quarterly('ordinary'), start);
      const result = await grant(member, quarterly('ordinary'), at('2026-05-01T00:00:00Z'));
      expect(result.after.expiresAt).toEqual(at('2026-09-01T12:00:00Z'));
    });

    it('exactly at the expiry: the old term is over, the new one starts at that same instant', async () => {
      const member = await user();
      await grant(member, quarterly('ordinary'), start);
      const result = await grant(member, quarterly('ordinary'), expiry);
      expect(result.kind).toBe('new');
      expect(result.after).toMatchObject({ startsAt: expiry, expiresAt: addMonths(expiry, 3) });
      expect((await inForce(member, expiry)).map((row) => row.startsAt)).toEqual([expiry]);
    });

    it('just after the expiry: from now, there is no credit for the lapsed time', async () => {
      const member = await user();
      await grant(member, quarterly('ordinary'), start);
      const now = new Date(expiry.getTime() + 1);
      const result = await grant(member, quarterly('ordinary'), now);
      expect(result.kind).toBe('new');
      expect(result.after.expiresAt).toEqual(addMonths(now, 3));
      expect(result.after.expiresAt.getTime()).toBe(at('2026-09-01T12:00:00Z').getTime() + 1);
    });
  });

  describe('changing tier', () => {
    it('an upgrade starts the new term now and adds the unused days converted by day value', async () => {
      const member = await user();
      const start = at('2026-01-10T00:00:00Z');
      await grant(member, quarterly('ordinary'), start); // until 2026-04-10
      const now = at('2026-03-11T00:00:00Z'); // 30 days left
      const result = await grant(member, annual('premium'), now);
      // 30 ordinary days × (14.99 / 29.99) = 14.995 → 14 premium days.
      const credit = Math.floor((30 * dayValue('ordinary')) / dayValue('premium'));
      expect(credit).toBe(14);
      expect(result).toMatchObject({ kind: 'upgrade', convertedDays: 14 });
      expect(result.after).toEqual({
        tier: 'premium',
        startsAt: now,
        expiresAt: addDays(at('2027-03-11T00:00:00Z'), 14),
      });
      const rows = await rowsOf(member);
      expect(rows.map((row) => [row.tier, row.expiresAt])).toEqual([
        ['ordinary', now],
        ['premium', addDays(at('2027-03-11T00:00:00Z'), 14)],
      ]);
    });

    it('an upgrade with less than a day left gives no credit', async () => {
      const member = await user();
      await grant(member, quarterly('ordinary'), at('2026-01-10T00:00:00Z'));
      const now = new Date(at('2026-04-10T00:00:00Z').getTime() - 3_600_000);
      const result = await grant(member, quarterly('svip'), now);
      expect(result).toMatchObject({ kind: 'upgrade', convertedDays: 0 });
      expect(result.after.expiresAt).toEqual(addMonths(now, 3));
    });

    it('a lower tier extends the higher one by its converted term', async () => {
      const member = await user();
      await grant(member, quarterly('svip'), at('2026-03-01T00:00:00Z')); // until 2026-06-01
      const now = at('2026-05-22T00:00:00Z');
      const result = await grant(member, quarterly('ordinary'), now);
      // 2026-05-22 + 3 months = 2026-08-22: 92 ordinary days × (14.99 / 59.99) = 22.99 → 22.
      expect(result).toMatchObject({ kind: 'extension', convertedDays: 22 });
      expect(result.after).toEqual({
        tier: 'svip',
        startsAt: now,
        expiresAt: addDays(at('2026-06-01T00:00:00Z'), 22),
      });
      expect((await inForce(member, now)).map((row) => row.tier)).toEqual(['svip']);
    });

    it('a brand without plans converts at 1 : 2 : 3', async () => {
      const member = await user(BRAND_B);
      await grant(member, quarterly('premium'), at('2026-01-01T00:00:00Z'));
      const result = await grant(member, quarterly('svip'), at('2026-03-02T00:00:00Z'));
      // 30 premium days × 2 / 3 = 20 svip days.
      expect(result.convertedDays).toBe(20);
      expect(result.after.expiresAt).toEqual(addDays(at('2026-06-02T00:00:00Z'), 20));
    });
  });

  describe('tier day values', () => {
    it('come from the annual plans on sale, else the quarterly ones', async () => {
      expect(await tierDayValues(db, BRAND_A)).toEqual({
        ordinary: USD.ordinary.annual / 365,
        premium: USD.premium.annual / 365,
        svip: USD.svip.annual / 365,
      });
      const brand = TENANTS[3].id;
      await db.insert(membershipPlans).values([
        { tenantId: brand, tier: 'ordinary', duration: 'annual', priceMinor: 100, currency: 'USD' },
        { tenantId: brand, tier: 'premium', duration: 'annual', priceMinor: 300, currency: 'USD' },
        {
          tenantId: brand,
          tier: 'svip',
          duration: 'annual',
          priceMinor: 900,
          currency: 'USD',
          active: false,
        },
        {
          tenantId: brand,
          tier: 'ordinary',
          duration: 'quarterly',
          priceMinor: 91,
          currency: 'USD',
        },
        {
          tenantId: brand,
          tier: 'premium',
          duration: 'quarterly',
          priceMinor: 182,
          currency: 'USD',
        },
        { tenantId: brand, tier: 'svip', duration: 'quarterly', priceMinor: 455, currency: 'USD' },
      ]);
      // The annual svip plan is off sale: the quarterly plans on sale decide (1 : 2 : 5).
      expect(await tierDayValues(db, brand)).toEqual({ ordinary: 1, premium: 2, svip: 5 });
    });
  });

  it('previewGrant answers what grantMembership then writes, and writes nothing itself', async () => {
    const member = await user();
    await grant(member, quarterly('ordinary'), at('2026-02-01T00:00:00Z'));
    const now = at('2026-03-01T00:00:00Z');
    const before = await rowsOf(member);
    const { replaces, ...preview } = await previewGrant(db, memberOf(member), annual('svip'), now);
    expect(replaces).toHaveLength(1);
    expect(await rowsOf(member)).toEqual(before);
    expect(await grant(member, annual('svip'), now)).toEqual(preview);
  });

  it('the membership in force is the highest tier, whatever else is in force', async () => {
    const member = await user();
    const now = at('2026-06-01T00:00:00Z');
    await db.insert(memberships).values([
      {
        tenantId: BRAND_A,
        userId: member.id,
        tier: 'svip',
        startsAt: now,
        expiresAt: addDays(now, 5),
      },
      {
        tenantId: BRAND_A,
        userId: member.id,
        tier: 'ordinary',
        startsAt: now,
        expiresAt: addDays(now, 90),
      },
    ]);
    expect(await currentMembership(db, memberOf(member), now)).toMatchObject({
      tier: 'svip',
      expiresAt: addDays(now, 5),
    });
    // Another brand's row never counts: tiers are per tenant.
    expect(await currentMembership(db, { userId: member.id, tenantId: BRAND_B }, now)).toBeNull();
  });

  describe(`concurrent grants to one user (${TEST_ENGINE})`, () => {
    const COPIES = 20;

    it(`${COPIES} renewals at once each extend the last: one row in force, ${COPIES} terms long`, async () => {
      const member = await user();
      const now = at('2026-07-01T00:00:00Z');
      await Promise.all(
        Array.from({ length: COPIES }, () => grant(member, quarterly('ordinary'), now)),
      );
      const expected = Array.from({ length: COPIES }).reduce<Date>((end) => addMonths(end, 3), now);
      const current = await inForce(member, now);
      expect(current).toHaveLength(1);
      expect(current[0]!.expiresAt).toEqual(expected);
      expect(await rowsOf(member)).toHaveLength(COPIES);
    });

    it('renewals and upgrades racing leave exactly one membership in force, of the top tier', async () => {
      const member = await user();
      const now = at('2026-07-01T00:00:00Z');
      await grant(member, annual('ordinary'), now);
      const grants: MembershipGrant[] = [
        ...Array.from({ length: 6 }, () => quarterly('ordinary')),
        ...Array.from({ length: 3 }, () => quarterly('premium')),
        annual('svip'),
        ...Array.from({ length: 4 }, () => quarterly('svip')),
      ];
      await Promise.all(grants.map((what) => grant(member, what, now)));
      const current = await inForce(member, now);
      expect(current.map((row) => row.tier)).toEqual(['svip']);
      // Whatever the order, the svip time is at least the svip terms bought.
      const svipOnly = [12, 3, 3, 3, 3].reduce((end, months) => addMonths(end, months), now);
      expect(current[0]!.expiresAt.getTime()).toBeGreaterThanOrEqual(svipOnly.getTime());
    });
  });
});
