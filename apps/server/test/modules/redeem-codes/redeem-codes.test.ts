import { ownedProductSchema } from '@space/contracts/commerce';
import { envelope, pageOf } from '@space/contracts/envelope';
import { ERRORS } from '@space/contracts/errors';
import {
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_LENGTH,
  REDEEM_CODE_PATTERN,
  createdRedeemBatchSchema,
  normalizeRedeemCode,
  redeemBatchSchema,
  redeemResultSchema,
} from '@space/contracts/redeem-codes';
import { TENANTS } from '@space/contracts/tenants';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  entitlements,
  memberships,
  redeemCodeBatches,
  redeemCodeRedemptions,
  redeemCodes,
} from '../../../src/db/schema.ts';
import { ManualClock } from '../../../src/lib/clock.ts';
import { tierOf } from '../../../src/modules/tiers/tiers.ts';
import { generateRedeemCode } from '../../../src/modules/redeem-codes/redeem-code-crypto.ts';
import { ensureReferenceData } from '../../../src/db/reference-data.ts';
import { build, queryRows } from '../../support/helper.ts';
import { createTestProduct } from '../../support/product-fixtures.ts';
import { freshIp } from '../../support/redeem-fixtures.ts';
import { bearer, createTestUser, tokenFor } from '../../support/user-fixtures.ts';

const BRAND_A = TENANTS[0].id;
const BRAND_B = TENANTS[1].id;
const BRAND_C = TENANTS[2].id;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CODE_FORMAT = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

const resultEnvelope = envelope(redeemResultSchema);
const createdEnvelope = envelope(createdRedeemBatchSchema);
const batchEnvelope = envelope(redeemBatchSchema);
const batchPageEnvelope = envelope(pageOf(redeemBatchSchema));
const ownedEnvelope = envelope(pageOf(ownedProductSchema));

describe('generated codes', () => {
  it('use every symbol of the alphabet in every position (80 uniform bits)', () => {
    const seen = Array.from({ length: REDEEM_CODE_LENGTH }, () => new Set<string>());
    for (let i = 0; i < 3000; i += 1) {
      const code = generateRedeemCode();
      expect(code).toMatch(REDEEM_CODE_PATTERN);
      [...code].forEach((symbol, position) => seen[position]!.add(symbol));
    }
    for (const symbols of seen) expect(symbols.size).toBe(REDEEM_CODE_ALPHABET.length);
  });
});

describe('exchange codes', async () => {
  const clock = new ManualClock();
  const { app } = await build({ clock, prepare: (database) => ensureReferenceData(database.db) });

  async function person(overrides: Parameters<typeof createTestUser>[1] = {}) {
    const user = await createTestUser(app, { tenantId: BRAND_A, ...overrides });
    return { user, headers: bearer(await tokenFor(app, user)) };
  }
  const adminA = await person({ role: 'admin' });
  const adminB = await person({ tenantId: BRAND_B, role: 'admin' });
  const superAdmin = await person({ tenantId: BRAND_C, isSuperAdmin: true });

  function redeem(
    headers: Record<string, string>,
    code: unknown,
    extra: Partial<InjectOptions> = {},
  ) {
    return app.inject({
      method: 'POST',
      url: '/api/redeem',
      remoteAddress: freshIp(),
      headers,
      payload: code === undefined ? {} : { code },
      ...extra,
    });
  }

  function createBatch(
    headers: Record<string, string>,
    payload: Record<string, unknown>,
    extra: Partial<InjectOptions> = {},
  ) {
    return app.inject({
      method: 'POST',
      url: '/api/admin/redeem-code-batches',
      headers,
      payload: { label: 'Spring promotion', count: 1, ...payload },
      ...extra,
    });
  }

  async function newCodes(payload: Record<string, unknown>, admin = adminA) {
    const response = await createBatch(admin.headers, payload);
    expect(response.statusCode, response.body).toBe(200);
    return createdEnvelope.parse(response.json()).data;
  }

  async function expectRefused(response: Awaited<ReturnType<typeof redeem>>) {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: ERRORS.REDEEM_CODE_INVALID.code,
      msg: 'Exchange code error',
      data: null,
    });
  }

  async function ownedProductIds(headers: Record<string, string>) {
    const response = await app.inject({ method: 'GET', url: '/api/users/me/products', headers });
    return ownedEnvelope.parse(response.json()).data.list;
  }

  describe('making a batch', () => {
    it('answers the codes once, formatted for people, with 80 random bits each', async () => {
      const response = await createBatch(adminA.headers, {
        membershipTier: 'premium',
        membershipDays: 90,
        count: 50,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = createdEnvelope.parse(response.json());
      expect(body.msg).toMatch(/shown only this once/);
      expect(body.data.codes).toHaveLength(50);
      expect(new Set(body.data.codes).size).toBe(50);
      for (const code of body.data.codes) expect(code).toMatch(CODE_FORMAT);
      expect(body.data.batch).toMatchObject({
        tenantId: BRAND_A,
        label: 'Spring promotion',
        membershipTier: 'premium',
        membershipDays: 90,
        maxRedemptions: 1,
        codeCount: 50,
        redeemedCount: 0,
        state: 'active',
        createdBy: adminA.user.id,
      });
      // Never again: the batch's own page and the list carry no codes.
      const again = await app.inject({
        method: 'GET',
        url: `/api/admin/redeem-code-batches/${body.data.batch.id}`,
        headers: adminA.headers,
      });
      expect(again.body).not.toContain(body.data.codes[0]!);
      expect(Object.keys(batchEnvelope.parse(again.json()).data)).not.toContain('codes');
    });

    it('keeps only keyed hashes: no table holds a code in plain text', async () => {
      const { batch, codes } = await newCodes({
        membershipTier: 'svip',
        membershipDays: 7,
        count: 5,
      });
      const user = await person();
      await redeem(user.headers, codes[0]);
      const stored = await app.db
        .select({ codeHash: redeemCodes.codeHash })
        .from(redeemCodes)
        .where(eq(redeemCodes.batchId, batch.id));
      expect(stored).toHaveLength(5);
      for (const row of stored) expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      const tables = await queryRows<{ name: string }>(
        app.db,
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      const everything = (
        await Promise.all(
          tables.map(async ({ name }) => {
            const [row] = await queryRows<{ text: string | null }>(
              app.db,
              sql`select string_agg(t::text, '|') as text from ${sql.identifier(name)} t`,
            );
            return row?.text ?? '';
          }),
        )
      ).join('\n');
      expect(everything).toContain(stored[0]!.codeHash);
      for (const code of codes) {
        expect(everything).not.toContain(code);
        expect(everything).not.toContain(normalizeRedeemCode(code));
      }
    });

    it('exports the new codes as CSV, once, by ?format=csv or Accept: text/csv', async () => {
      const product = await createTestProduct(app);
      for (const extra of [
        { query: { format: 'csv' } },
        { headers: { ...adminA.headers, accept: 'text/csv' } },
      ]) {
        const response = await createBatch(
          adminA.headers,
          {
            label: '=HYPERLINK("x"), promo',
            productIds: [product.id],
            count: 3,
            maxRedemptions: 5,
          },
          extra,
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-disposition']).toMatch(
          /^attachment; filename="redeem-codes-\d+\.csv"$/,
        );
        const lines = response.body.trimEnd().split('\r\n');
        expect(lines[0]).toBe(
          'code,batch_id,label,product_ids,membership_tier,membership_days,max_redemptions,expires_at',
        );
        expect(lines).toHaveLength(4);
        const code = lines[1]!.split(',')[0]!;
        expect(code).toMatch(CODE_FORMAT);
        // A spreadsheet must not run the label as a formula.
        expect(lines[1]).toContain(`,"'=HYPERLINK(""x""), promo",${product.id},,,5,`);
        const user = await person();
        expect((await redeem(user.headers, code)).statusCode).toBe(200);
      }
    });

    it('refuses bad batches with field errors and writes nothing', async () => {
      const before = await app.db.select({ n: count() }).from(redeemCodeBatches);
      const hidden = await createTestProduct(app, { restrictedToTenants: [BRAND_B] });
      const delisted = await createTestProduct(app, { status: 'delisted' });
      const cases: [Record<string, unknown>, number, string | null][] = [
        [{ membershipTier: 'ordinary', membershipDays: 0 }, 400, 'body.membershipDays'],
        [{ membershipTier: 'ordinary', membershipDays: 3661 }, 400, 'body.membershipDays'],
        [{ membershipTier: 'ordinary' }, 400, 'body.membershipDays'],
        [{ membershipDays: 30 }, 400, 'body.membershipDays'],
        [{}, 400, 'body.productIds'],
        [{ membershipTier: 'general', membershipDays: 30 }, 400, 'body.membershipTier'],
        [{ membershipTier: 'ordinary', membershipDays: 30, count: 0 }, 400, 'body.count'],
        [{ membershipTier: 'ordinary', membershipDays: 30, count: 10_001 }, 400, 'body.count'],
        [
          { membershipTier: 'ordinary', membershipDays: 30, maxRedemptions: 0 },
          400,
          'body.maxRedemptions',
        ],
        [{ membershipTier: 'ordinary', membershipDays: 30, label: '  ' }, 400, 'body.label'],
        [
          {
            membershipTier: 'ordinary',
            membershipDays: 30,
            expiresAt: new Date(clock.now() - MINUTE).toISOString(),
          },
          400,
          'body.expiresAt',
        ],
        [{ productIds: [hidden.id] }, 409, null],
        [{ productIds: [delisted.id] }, 409, null],
        [{ productIds: [2_000_000_000] }, 409, null],
      ];
      for (const [payload, status, field] of cases) {
        const response = await createBatch(adminA.headers, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        if (field) {
          expect(response.json().data.fields.map((f: { path: string }) => f.path)).toContain(field);
        } else {
          expect(response.json().code).toBe(ERRORS.PRODUCT_UNAVAILABLE.code);
        }
      }
      const after = await app.db.select({ n: count() }).from(redeemCodeBatches);
      expect(after[0]!.n).toBe(before[0]!.n);
    });

    it('is for the brand’s admins; a super admin may make codes for any brand', async () => {
      const payload = { membershipTier: 'ordinary', membershipDays: 30 };
      expect((await createBatch({}, payload)).statusCode).toBe(401);
      expect((await createBatch((await person()).headers, payload)).statusCode).toBe(403);
      expect(
        (await createBatch((await person({ role: 'moderator' })).headers, payload)).statusCode,
      ).toBe(403);
      // A brand admin only for their own brand.
      expect(
        (await createBatch(adminA.headers, { ...payload, tenantId: BRAND_B })).statusCode,
      ).toBe(403);
      expect(
        (await createBatch(adminA.headers, { ...payload, tenantId: BRAND_A })).statusCode,
      ).toBe(200);
      const forB = await newCodes({ ...payload, tenantId: BRAND_B }, superAdmin);
      expect(forB.batch.tenantId).toBe(BRAND_B);
      const ownC = await newCodes(payload, superAdmin);
      expect(ownC.batch.tenantId).toBe(BRAND_C);
      // Brand B's code redeems in brand B only.
      await expectRefused(await redeem((await person()).headers, forB.codes[0]));
      const userB = await person({ tenantId: BRAND_B });
      expect((await redeem(userB.headers, forB.codes[0])).statusCode).toBe(200);
    });
  });

  describe('redeeming', () => {
    it('grants a product that then shows in /api/users/me/products, without an order', async () => {
      const product = await createTestProduct(app, { priceGeneral: 1999 });
      const { codes } = await newCodes({ productIds: [product.id] });
      const user = await person();
      const response = await redeem(user.headers, codes[0]);
      expect(response.statusCode, response.body).toBe(200);
      const body = resultEnvelope.parse(response.json());
      expect(body.msg).toBe('Redeem Successful');
      expect(body.data.granted.map((p) => p.id)).toEqual([product.id]);
      expect(body.data.alreadyOwned).toEqual([]);
      expect(body.data.membership).toBeNull();
      const owned = await ownedProductIds(user.headers);
      expect(owned).toHaveLength(1);
      expect(owned[0]).toMatchObject({
        product: { id: product.id },
        source: 'code',
        orderNo: null,
        state: null,
        method: null,
        paidAt: null,
        amountPaidMinor: 0,
        currency: 'USD',
        grantedAt: new Date(clock.now()).toISOString(),
      });
      // Owning it opens the download like a purchase does.
      const download = await app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/download`,
        headers: user.headers,
      });
      expect(download.statusCode, download.body).toBe(200);
    });

    it('answers in the caller’s language', async () => {
      const { codes } = await newCodes({ membershipTier: 'ordinary', membershipDays: 1, count: 2 });
      const english = await redeem((await person()).headers, codes[0]);
      expect(english.json().msg).toBe('Redeem Successful');
      const user = await person();
      const chinese = await app.inject({
        method: 'POST',
        url: '/api/redeem',
        remoteAddress: freshIp(),
        headers: { ...user.headers, lang: 'zh-CN' },
        payload: { code: codes[1] },
      });
      expect(chinese.json().msg).toBe('兑换成功');
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/redeem',
        remoteAddress: freshIp(),
        headers: { ...user.headers, lang: 'zh-CN' },
        payload: { code: 'AAAA-BBBB-CCCC-DDDD' },
      });
      expect(wrong.json()).toMatchObject({ code: 40013, msg: '兑换码错误' });
      const empty = await app.inject({
        method: 'POST',
        url: '/api/redeem',
        remoteAddress: freshIp(),
        headers: { ...user.headers, lang: 'ko-KR' },
        payload: { code: ' ' },
      });
      expect(empty.json()).toMatchObject({ code: 40012, msg: '쿠폰 코드를 입력해 주세요' });
    });

    it("refuses an empty code with 'Coupon code cannot be empty', counting no failure", async () => {
      const user = await person();
      for (const code of [undefined, '', '   ', ' - - ', '\t']) {
        const response = await redeem(user.headers, code, { remoteAddress: '10.250.0.1' });
        expect(response.statusCode, String(code)).toBe(400);
        expect(response.json()).toEqual({
          code: ERRORS.REDEEM_CODE_EMPTY.code,
          msg: 'Coupon code cannot be empty',
          data: null,
        });
      }
      // A visitor is asked to log in first, whatever the code.
      expect((await redeem({}, '')).statusCode).toBe(401);
      const tooLong = await redeem(user.headers, 'A'.repeat(65));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().code).toBe(ERRORS.VALIDATION_FAILED.code);
    });

    it('reads codes as Crockford does: case, spaces, dashes, I/L as 1 and O as 0', async () => {
      const { codes } = await newCodes({
        membershipTier: 'ordinary',
        membershipDays: 1,
        count: 30,
      });
      const target = codes.find((code) => /[01]/.test(code));
      expect(target, 'one of 30 codes has a 0 or a 1').toBeDefined();
      const typed = ` ${target!
        .toLowerCase()
        .replaceAll('-', ' - ')
        .replace(/0/g, 'o')
        .replace(/1/g, (_, offset: number) => (offset % 2 ? 'I' : 'l'))} `;
      const response = await redeem((await person()).headers, typed);
      expect(response.statusCode, `${target} typed as ${typed}`).toBe(200);
      // Full-width characters, as a Chinese or Korean input method may type them.
      const other = codes.find((code) => code !== target)!;
      const fullWidth = other.replace(/[0-9A-Z-]/g, (c) =>
        String.fromCharCode(c.charCodeAt(0) + 0xfee0),
      );
      expect((await redeem((await person()).headers, fullWidth)).statusCode).toBe(200);
    });

    it('grants once per user: a second redemption of a multi-use code is refused', async () => {
      const product = await createTestProduct(app);
      const { batch, codes } = await newCodes({ productIds: [product.id], maxRedemptions: 5 });
      const user = await person();
      expect((await redeem(user.headers, codes[0])).statusCode).toBe(200);
      await expectRefused(await redeem(user.headers, codes[0]));
      const [row] = await app.db
        .select({ n: count() })
        .from(entitlements)
        .where(and(eq(entitlements.userId, user.user.id), isNull(entitlements.revokedAt)));
      expect(row!.n).toBe(1);
      const [code] = await app.db
        .select({ redeemedCount: redeemCodes.redeemedCount })
        .from(redeemCodes)
        .where(eq(redeemCodes.batchId, batch.id));
      expect(code!.redeemedCount).toBe(1);
    });

    it('gives the same answer for unknown, malformed, expired, revoked, used-up and other-brand codes', async () => {
      const days = { membershipTier: 'ordinary', membershipDays: 3 };
      const user = await person();
      const singleUse = await newCodes(days);
      expect((await redeem((await person()).headers, singleUse.codes[0])).statusCode).toBe(200);
      const capped = await newCodes({ ...days, maxRedemptions: 2 });
      expect((await redeem((await person()).headers, capped.codes[0])).statusCode).toBe(200);
      expect((await redeem((await person()).headers, capped.codes[0])).statusCode).toBe(200);
      const expiring = await newCodes({
        ...days,
        expiresAt: new Date(clock.now() + 10 * MINUTE).toISOString(),
      });
      const revoked = await newCodes(days);
      const revoke = await app.inject({
        method: 'POST',
        url: `/api/admin/redeem-code-batches/${revoked.batch.id}/revoke`,
        headers: adminA.headers,
      });
      expect(revoke.statusCode).toBe(200);
      const otherBrand = await newCodes(days, adminB);
      clock.advance(10 * MINUTE); // the expiry instant itself is too late

      const refusals = {
        unknown: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ',
        malformed: 'not a code!',
        tooShort: singleUse.codes[0]!.slice(0, 9),
        usedUp: singleUse.codes[0],
        cappedUsedUp: capped.codes[0],
        expired: expiring.codes[0],
        revoked: revoked.codes[0],
        otherBrand: otherBrand.codes[0],
      };
      for (const [why, code] of Object.entries(refusals)) {
        const response = await redeem(user.headers, code);
        expect(response.statusCode, why).toBe(400);
        await expectRefused(response);
      }
      const [spent] = await app.db
        .select({ n: count() })
        .from(redeemCodeRedemptions)
        .where(eq(redeemCodeRedemptions.userId, user.user.id));
      expect(spent!.n).toBe(0);
    });

    it('adds membership days through the ledger, from the current expiry when renewing', async () => {
      const user = await person();
      const first = await newCodes({ membershipTier: 'premium', membershipDays: 30 });
      const second = await newCodes({ membershipTier: 'premium', membershipDays: 10 });
      const start = clock.now();
      const one = resultEnvelope.parse((await redeem(user.headers, first.codes[0])).json()).data;
      expect(one.membership).toEqual({
        grantedTier: 'premium',
        grantedDays: 30,
        tier: 'premium',
        expiresAt: new Date(start + 30 * DAY).toISOString(),
      });
      clock.advance(HOUR);
      const two = resultEnvelope.parse((await redeem(user.headers, second.codes[0])).json()).data;
      expect(two.membership!.expiresAt).toBe(new Date(start + 40 * DAY).toISOString());
      const rows = await app.db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, user.user.id))
        .orderBy(memberships.id);
      expect(rows.map((row) => [row.source, row.tier, row.redemptionId !== null])).toEqual([
        ['code', 'premium', true],
        ['code', 'premium', true],
      ]);
      // The first row ended when the second began: one membership in force (decision 023).
      expect(rows[0]!.expiresAt.getTime()).toBe(clock.now());
      expect(
        await tierOf(app.db, { userId: user.user.id, tenantId: BRAND_A }, new Date(clock.now())),
      ).toBe('premium');
    });

    it('keeps a higher tier when a lower-tier code is redeemed, converting its days', async () => {
      const user = await person();
      const svip = await newCodes({ membershipTier: 'svip', membershipDays: 30 });
      const ordinary = await newCodes({ membershipTier: 'ordinary', membershipDays: 30 });
      await redeem(user.headers, svip.codes[0]);
      const result = resultEnvelope.parse((await redeem(user.headers, ordinary.codes[0])).json());
      expect(result.data.membership).toMatchObject({ grantedTier: 'ordinary', tier: 'svip' });
      // Ordinary : svip day values 1 : 3 without plans: 30 ordinary days are 10 svip days.
      expect(result.data.membership!.expiresAt).toBe(
        new Date(clock.now() + 40 * DAY).toISOString(),
      );
    });

    it('does not grant an owned product again, and says so; a code with nothing to give is kept', async () => {
      const owned = await createTestProduct(app);
      const fresh = await createTestProduct(app);
      const user = await person();
      const first = await newCodes({ productIds: [owned.id] });
      expect((await redeem(user.headers, first.codes[0])).statusCode).toBe(200);

      const both = await newCodes({ productIds: [owned.id, fresh.id] });
      const result = resultEnvelope.parse((await redeem(user.headers, both.codes[0])).json()).data;
      expect(result.granted.map((p) => p.id)).toEqual([fresh.id]);
      expect(result.alreadyOwned.map((p) => p.id)).toEqual([owned.id]);

      const onlyOwned = await newCodes({ productIds: [owned.id] });
      const refused = await redeem(user.headers, onlyOwned.codes[0]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: ERRORS.ALREADY_OWNED.code,
        data: { productIds: [owned.id] },
      });
      // Not spent: someone who does not own it can still use it.
      expect((await redeem((await person()).headers, onlyOwned.codes[0])).statusCode).toBe(200);
      expect((await ownedProductIds(user.headers)).map((item) => item.product.id).sort()).toEqual(
        [owned.id, fresh.id].sort(),
      );
    });
  });

  describe('administering batches', () => {
    it('lists a brand’s batches newest first with their counts, and shows one', async () => {
      const admin = await person({ tenantId: TENANTS[3].id, role: 'admin' });
      const older = await newCodes(
        { label: 'Autumn_50% launch', membershipTier: 'ordinary', membershipDays: 5, count: 3 },
        admin,
      );
      clock.advance(1000);
      const newer = await newCodes(
        { membershipTier: 'ordinary', membershipDays: 5, count: 2, maxRedemptions: 2 },
        admin,
      );
      const userOf = () => person({ tenantId: TENANTS[3].id });
      for (let i = 0; i < 2; i += 1) await redeem((await userOf()).headers, newer.codes[0]);
      await redeem((await userOf()).headers, newer.codes[1]);
      await redeem((await userOf()).headers, older.codes[2]);

      const list = await app.inject({
        method: 'GET',
        url: '/api/admin/redeem-code-batches?pageSize=1',
        headers: admin.headers,
      });
      const page = batchPageEnvelope.parse(list.json()).data;
      expect(page.total).toBe(2);
      expect(page.list.map((b) => b.id)).toEqual([newer.batch.id]);
      expect(page.list[0]).toMatchObject({ redeemedCount: 3, usedUpCount: 1, codeCount: 2 });
      const second = await app.inject({
        method: 'GET',
        url: '/api/admin/redeem-code-batches?pageSize=1&page=2',
        headers: admin.headers,
      });
      expect(batchPageEnvelope.parse(second.json()).data.list[0]).toMatchObject({
        id: older.batch.id,
        redeemedCount: 1,
        usedUpCount: 1,
      });

      // Searched by part of the label, case aside; `%` and `_` are letters there, not wildcards.
      for (const [q, ids] of [
        ['autumn', [older.batch.id]],
        ['N_50%', [older.batch.id]],
        ['spring', [newer.batch.id]],
        ['%', [older.batch.id]],
        ['_5', [older.batch.id]],
        ['winter', []],
      ] as const) {
        const found = await app.inject({
          method: 'GET',
          url: `/api/admin/redeem-code-batches?q=${encodeURIComponent(q)}`,
          headers: admin.headers,
        });
        const searched = batchPageEnvelope.parse(found.json()).data;
        expect(
          searched.list.map((b) => b.id),
          q,
        ).toEqual(ids);
        expect(searched.total, q).toBe(ids.length);
      }

      // A super admin names the brand; a brand admin may not name another.
      const bySuper = await app.inject({
        method: 'GET',
        url: `/api/admin/redeem-code-batches?tenantId=${TENANTS[3].id}`,
        headers: superAdmin.headers,
      });
      expect(batchPageEnvelope.parse(bySuper.json()).data.total).toBe(2);
      const forbidden = await app.inject({
        method: 'GET',
        url: `/api/admin/redeem-code-batches?tenantId=${BRAND_A}`,
        headers: admin.headers,
      });
      expect(forbidden.statusCode).toBe(403);
    });

    it('revokes idempotently within the brand; another brand’s admin gets 404', async () => {
      const { batch, codes } = await newCodes({
        membershipTier: 'ordinary',
        membershipDays: 5,
        count: 2,
      });
      const user = await person();
      expect((await redeem(user.headers, codes[0])).statusCode).toBe(200);
      const url = `/api/admin/redeem-code-batches/${batch.id}`;
      for (const admin of [adminB]) {
        expect((await app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(
          404,
        );
        const revoke = await app.inject({
          method: 'POST',
          url: `${url}/revoke`,
          headers: admin.headers,
        });
        expect(revoke.statusCode).toBe(404);
      }
      const first = await app.inject({
        method: 'POST',
        url: `${url}/revoke`,
        headers: adminA.headers,
      });
      expect(first.statusCode).toBe(200);
      const revoked = batchEnvelope.parse(first.json()).data;
      expect(revoked).toMatchObject({ state: 'revoked', redeemedCount: 1 });
      clock.advance(1000);
      const second = await app.inject({
        method: 'POST',
        url: `${url}/revoke`,
        headers: superAdmin.headers,
      });
      expect(batchEnvelope.parse(second.json()).data.revokedAt).toBe(revoked.revokedAt);
      await expectRefused(await redeem((await person()).headers, codes[1]));
      // What the code granted stays granted.
      expect(
        await tierOf(app.db, { userId: user.user.id, tenantId: BRAND_A }, new Date(clock.now())),
      ).toBe('ordinary');
      const missing = await app.inject({
        method: 'GET',
        url: '/api/admin/redeem-code-batches/2000000000',
        headers: superAdmin.headers,
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('failed attempts', () => {
    it('throttles an account after 10 failures, whatever its address, until the window ends', async () => {
      const user = await person();
      const { codes } = await newCodes({
        membershipTier: 'ordinary',
        membershipDays: 1,
        count: 13,
      });
      // Successes are not failures: 12 in a row are fine.
      for (const code of codes.slice(0, 12))
        expect((await redeem(user.headers, code)).statusCode).toBe(200);
      for (let i = 0; i < 10; i += 1) await expectRefused(await redeem(user.headers, `WRONG${i}`));
      const throttled = await redeem(user.headers, 'WRONG-AGAIN');
      expect(throttled.statusCode).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      // While throttled even a right code is not looked at: guessing learns nothing.
      expect((await redeem(user.headers, codes[12])).statusCode).toBe(429);
      // Another account from the same addresses is unaffected.
      expect((await redeem((await person()).headers, 'WRONG')).statusCode).toBe(400);
      clock.advance(15 * MINUTE);
      expect((await redeem(user.headers, codes[12])).statusCode).toBe(200);
    });

    it('throttles an address after 30 failures across accounts', async () => {
      const ip = '198.51.100.7';
      for (let i = 0; i < 30; i += 1) {
        await expectRefused(
          await redeem((await person()).headers, `GUESS${i}`, { remoteAddress: ip }),
        );
      }
      const user = await person();
      const throttled = await redeem(user.headers, 'GUESS', { remoteAddress: ip });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.headers['retry-after']).toBeDefined();
      expect((await redeem(user.headers, 'GUESS', { remoteAddress: freshIp() })).statusCode).toBe(
        400,
      );
    });
  });
});

describe('exchange codes without REDEEM_CODE_SECRET (production)', async () => {
  const { app } = await build({
    config: { redeemCodes: { secret: null, secretConfigured: false } },
    prepare: (database) => ensureReferenceData(database.db),
  });

  it('are off: making and redeeming answer 503, an empty code is still refused as such', async () => {
    const admin = await createTestUser(app, { role: 'admin' });
    const headers = bearer(await tokenFor(app, admin));
    const create = await app.inject({
      method: 'POST',
      url: '/api/admin/redeem-code-batches',
      headers,
      payload: { label: 'x', count: 1, membershipTier: 'ordinary', membershipDays: 1 },
    });
    expect(create.statusCode).toBe(503);
    const redeem = await app.inject({
      method: 'POST',
      url: '/api/redeem',
      headers,
      payload: { code: 'AAAA-BBBB-CCCC-DDDD' },
    });
    expect(redeem.statusCode).toBe(503);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/redeem',
      headers,
      payload: { code: '' },
    });
    expect(empty.json().code).toBe(ERRORS.REDEEM_CODE_EMPTY.code);
    const [batches] = await app.db.select({ n: count() }).from(redeemCodeBatches);
    expect(batches!.n).toBe(0);
  });
});
