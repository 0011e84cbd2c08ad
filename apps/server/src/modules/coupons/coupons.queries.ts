import type { AdminCoupon, CouponSummary } from '@space/contracts/coupons';
import { and, count, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { couponUses, coupons } from '../../db/schema.ts';
import { containing } from '../../lib/like-pattern.ts';
import type { Member } from '../auth/index.ts';
import type { CouponRow } from './coupon-rules.ts';

/** Codes are kept upper case; a buyer's typing is matched whatever its case. */
export function normalCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The brand's coupon with this code, or null. */
export async function findCouponByCode(
  db: Database,
  tenantId: number,
  code: string,
): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenantId), eq(coupons.code, normalCode(code))));
  return row ?? null;
}

/** Whether the member holds a use of the coupon (an open or paid order made with it). */
export async function holdsCouponUse(
  db: Database,
  member: Member,
  couponId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.couponId, couponId),
        eq(couponUses.userId, member.userId),
        isNull(couponUses.releasedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Coupon codes by id, for order views. */
export async function couponCodesById(db: Database, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: coupons.id, code: coupons.code })
    .from(coupons)
    .where(inArray(coupons.id, wanted));
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** A coupon an administrator of `tenantId` (or any brand: null) may manage. */
export async function findManagedCoupon(
  db: Database,
  tenantId: number | null,
  id: number,
): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), tenantId === null ? undefined : eq(coupons.tenantId, tenantId)));
  return row ?? null;
}

export async function listBrandCoupons(
  db: Database,
  tenantId: number,
  page: { page: number; pageSize: number; q?: string | undefined },
): Promise<{ rows: CouponRow[]; total: number }> {
  const where = and(
    eq(coupons.tenantId, tenantId),
    page.q ? ilike(coupons.code, containing(page.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toCouponSummary(row: CouponRow): CouponSummary {
  return {
    code: row.code,
    kind: row.kind as CouponSummary['kind'],
    percentOff: row.percentOff,
    amountOffMinor: row.amountOffMinor,
    currency: row.currency,
    minSpendMinor: row.minSpendMinor,
    expiresAt: iso(row.expiresAt),
  };
}

export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    ...toCouponSummary(row),
    id: row.id,
    tenantId: row.tenantId,
    startsAt: iso(row.startsAt),
    maxUses: row.maxUses,
    useCount: row.useCount,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}
