import { TENANTS } from '@space/contracts/tenants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, payoutAccounts, payouts } from '../../../src/db/schema.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, TEST_ENGINE } from '../../support/helper.ts';
import { creditCreator, unbalancedJournals } from '../../support/payout-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

/**
 * A payout cannot be requested twice for the same money (decision 071): 100 requests at once on
 * a multi-connection database give one payout and one `payout:` journal; the others are told a
 * payout is already open (or, on a loaded pool, 503: try again), and the balance is taken once.
 */
describe.runIf(TEST_ENGINE === 'postgres')('payout requests under concurrency', async () => {
  const { app } = await build({ prepare: (database) => ensureReferenceData(database.db) });

  it('makes one payout of 100 concurrent requests', async () => {
    const creator = await createTestUser(app, { tenantId: TENANTS[0].id, isCreator: true });
    const now = new Date();
    await app.db.insert(payoutAccounts).values({
      tenantId: creator.tenantId,
      userId: creator.id,
      method: 'paypal',
      account: 'race@example.com',
      state: 'active',
      createdAt: new Date(now.getTime() - 72 * 3_600_000),
      usableAt: new Date(now.getTime() - 24 * 3_600_000),
    });
    await creditCreator(app, creator, 'USD', 12_345, new Date(now.getTime() - 1000));
    await creditCreator(app, creator, 'USD', 655, new Date(now.getTime() - 1000));
    const headers = bearer(await tokenFor(app, creator));
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/creator-earnings/payouts',
          headers,
          payload: { currency: 'USD' },
        }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 200 : a.json().code));
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 40933 || c === 503)).toBe(true);
    const rows = await app.db.select().from(payouts).where(eq(payouts.userId, creator.id));
    expect(rows.map((r) => [r.state, r.amountMinor])).toEqual([['requested', 13_000]]);
    const debits = await app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sourceKind, 'payout'));
    expect(debits.filter((d) => d.ownerUserId === creator.id).map((d) => d.amountMinor)).toEqual([
      -13_000,
    ]);
    expect(await unbalancedJournals(app)).toEqual([]);
  });
});
