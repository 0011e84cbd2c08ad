import { ERRORS } from '@space/contracts/errors';
import { TENANTS } from '@space/contracts/tenants';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  entitlements,
  memberships,
  redeemCodeRedemptions,
  redeemCodes,
} from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { freshIp, giveRedeemBatch } from '../../support/redeem-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const BRAND_A = TENANTS[0].id;

/**
 * Races only a multi-connection database shows (PGlite runs one statement at a time): every
 * redemption goes through app.inject at once, reaching PostgreSQL over a pool of 20
 * connections (decision 024: exactly once rests on a unique key and a conditional update).
 */
describe.runIf(TEST_ENGINE === 'postgres')(
  'exchange codes under concurrency (PostgreSQL)',
  async () => {
    const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });
    const admin = await createTestUser(app, { tenantId: BRAND_A, role: 'admin' });

    async function users(n: number) {
      return Promise.all(
        Array.from({ length: n }, async () => {
          const user = await createTestUser(app, { tenantId: BRAND_A });
          return { user, headers: bearer(await tokenFor(app, user)) };
        }),
      );
    }

    function redeem(headers: Record<string, string>, code: string, remoteAddress = freshIp()) {
      return app.inject({
        method: 'POST',
        url: '/api/redeem',
        headers,
        remoteAddress,
        payload: { code },
      });
    }

    function tally(responses: { statusCode: number; json: () => { code: number } }[]) {
      const byCode: Record<number, number> = {};
      for (const response of responses) {
        const { code } = response.json();
        byCode[code] = (byCode[code] ?? 0) + 1;
      }
      return byCode;
    }

    /**
     * Runs `requests` while a transaction holds the code's row, so they pile up at its
     * conditional increment (each has already read the count as it was and written its
     * redemption) until at least `waiters` wait on the lock; then lets them all go at once.
     * Without it the requests arrive staggered and each could see its predecessors committed.
     */
    async function whileCodeLocked<T>(codeId: number, waiters: number, requests: () => Promise<T>) {
      let pending!: Promise<T>;
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`select id from redeem_codes where id = ${codeId} for update`);
        pending = requests();
        const deadline = Date.now() + 20_000;
        while (Date.now() < deadline) {
          const result = (await tx.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] };
          if (result.rows[0]!.n >= waiters) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error(`fewer than ${waiters} redemptions reached the code's row`);
      });
      return pending;
    }

    async function codeIdOf(batchId: number): Promise<number> {
      const [code] = await app.db
        .select({ id: redeemCodes.id })
        .from(redeemCodes)
        .where(eq(redeemCodes.batchId, batchId));
      return code!.id;
    }

    async function codeState(batchId: number) {
      const [code] = await app.db
        .select({ id: redeemCodes.id, redeemedCount: redeemCodes.redeemedCount })
        .from(redeemCodes)
        .where(eq(redeemCodes.batchId, batchId));
      const [redemptions] = await app.db
        .select({ n: count() })
        .from(redeemCodeRedemptions)
        .where(eq(redeemCodeRedemptions.codeId, code!.id));
      return { redeemedCount: code!.redeemedCount, redemptions: redemptions!.n };
    }

    it('lets exactly 1 of 100 users redeem a single-use code at once', async () => {
      const product = await createTestProduct(app);
      const { batchId, codes } = await giveRedeemBatch(app, admin, {
        productIds: [product.id],
        membershipTier: undefined,
        membershipDays: undefined,
      });
      const people = await users(100);
      const responses = await whileCodeLocked(await codeIdOf(batchId), 15, () =>
        Promise.all(people.map((p) => redeem(p.headers, codes[0]!))),
      );
      expect(tally(responses)).toEqual({ 200: 1, [ERRORS.REDEEM_CODE_INVALID.code]: 99 });
      expect(await codeState(batchId)).toEqual({ redeemedCount: 1, redemptions: 1 });
      const [granted] = await app.db
        .select({ n: count() })
        .from(entitlements)
        .where(and(eq(entitlements.productId, product.id), isNull(entitlements.revokedAt)));
      expect(granted!.n).toBe(1);
    });

    it('lets exactly 10 of 100 users redeem a code capped at 10', async () => {
      const { batchId, codes } = await giveRedeemBatch(app, admin, { maxRedemptions: 10 });
      const people = await users(100);
      const responses = await whileCodeLocked(await codeIdOf(batchId), 15, () =>
        Promise.all(people.map((p) => redeem(p.headers, codes[0]!))),
      );
      expect(tally(responses)).toEqual({ 200: 10, [ERRORS.REDEEM_CODE_INVALID.code]: 90 });
      expect(await codeState(batchId)).toEqual({ redeemedCount: 10, redemptions: 10 });
      const winners = responses.flatMap((response, index) =>
        response.statusCode === 200 ? [people[index]!.user.id] : [],
      );
      const rows = await app.db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(eq(memberships.source, 'code'));
      expect(rows.map((row) => row.userId).filter((id) => winners.includes(id))).toHaveLength(10);
      const losers = people.map((p) => p.user.id).filter((id) => !winners.includes(id));
      expect(rows.filter((row) => losers.includes(row.userId))).toEqual([]);
    });

    it('grants once when one user redeems a multi-use code 20 times at once', async () => {
      const product = await createTestProduct(app);
      const { batchId, codes } = await giveRedeemBatch(app, admin, {
        productIds: [product.id],
        membershipTier: 'premium',
        membershipDays: 30,
        maxRedemptions: 100,
      });
      const [person] = await users(1);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => redeem(person!.headers, codes[0]!)),
      );
      const byCode = tally(responses);
      expect(byCode[200]).toBe(1);
      // The others are refused, or throttled once the account's failures reach the limit.
      expect((byCode[ERRORS.REDEEM_CODE_INVALID.code] ?? 0) + (byCode[429] ?? 0)).toBe(19);
      expect(await codeState(batchId)).toEqual({ redeemedCount: 1, redemptions: 1 });
      const [owned] = await app.db
        .select({ n: count() })
        .from(entitlements)
        .where(eq(entitlements.userId, person!.user.id));
      expect(owned!.n).toBe(1);
      const terms = await app.db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, person!.user.id));
      expect(terms).toHaveLength(1);
      expect(terms[0]!.expiresAt.getTime() - terms[0]!.startsAt.getTime()).toBe(30 * 86_400_000);
    });

    it('throttles a burst of parallel guesses: no more failures than the limits allow', async () => {
      const [guesser] = await users(1);
      const fromOneAccount = await Promise.all(
        Array.from({ length: 100 }, (_, i) => redeem(guesser!.headers, `GUESS${i}`)),
      );
      expect(tally(fromOneAccount)).toEqual({ [ERRORS.REDEEM_CODE_INVALID.code]: 10, 429: 90 });
      for (const response of fromOneAccount) {
        if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined();
      }

      const accounts = await users(100);
      const fromOneAddress = await Promise.all(
        accounts.map((a, i) => redeem(a.headers, `GUESS${i}`, '203.0.113.9')),
      );
      expect(tally(fromOneAddress)).toEqual({ [ERRORS.REDEEM_CODE_INVALID.code]: 30, 429: 70 });
    });
  },
);
