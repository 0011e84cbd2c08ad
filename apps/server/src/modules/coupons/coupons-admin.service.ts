import type {
  AdminCoupon,
  CouponCreateBody,
  CouponListQuery,
  CouponUpdateBody,
} from '@space/contracts/coupons';
import type { Locale } from '@space/contracts/locales';
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';
import { changedFields, listingTenantOf, recordAudit, scopeOf } from '../access/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import type { AuthContext } from '../auth/index.ts';
import {
  findManagedCoupon,
  listBrandCoupons,
  normalCode,
  toAdminCoupon,
} from './coupons.queries.ts';

function invalidField(path: string, locale: Locale): AppError {
  return new AppError('VALIDATION_FAILED', undefined, {
    fields: [{ path, message: translateValidationMessage('validation.invalid', locale) }],
  });
}

/**
 * A new coupon of the administrator's brand (a super admin may name any brand). Codes are
 * stored upper case and unique per brand (COUPON_CODE_TAKEN).
 */
export async function createCoupon(
  db: Database,
  auth: AuthContext,
  body: CouponCreateBody,
  at: Date,
): Promise<AdminCoupon> {
  const tenantId = listingTenantOf(auth, body.tenantId);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({
          tenantId,
          code: normalCode(body.code),
          kind: body.kind,
          percentOff: body.kind === 'percent' ? body.percentOff! : null,
          amountOffMinor: body.kind === 'fixed' ? body.amountOffMinor! : null,
          currency: body.currency ?? null,
          minSpendMinor: body.minSpendMinor,
          startsAt: body.startsAt ? new Date(body.startsAt) : null,
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
          maxUses: body.maxUses ?? null,
          active: body.active,
          createdAt: at,
        })
        .returning();
      const created = toAdminCoupon(row!);
      await recordAudit(tx, {
        tenantId,
        actorId: auth.userId,
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: row!.id,
        after: created,
        at,
      });
      return created;
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'coupons_tenant_code_key') {
      throw new AppError('COUPON_CODE_TAKEN');
    }
    throw error;
  }
}

/** The brand's coupons, newest first (a super admin may ask for any brand). */
export async function listCoupons(
  db: Database,
  auth: AuthContext,
  query: CouponListQuery,
): Promise<{ list: AdminCoupon[]; total: number; page: number; pageSize: number }> {
  const tenantId = listingTenantOf(auth, query.tenantId);
  const { rows, total } = await listBrandCoupons(db, tenantId, query);
  return { list: rows.map(toAdminCoupon), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Switches a coupon off or on, moves its expiry or changes its cap. A cap below the uses held
 * now is refused (COUPON_CAP_BELOW_USES) by a conditional update, so a checkout that takes a
 * use meanwhile cannot slip under it. Another brand's coupon is a 404.
 */
export async function updateCoupon(
  db: Database,
  auth: AuthContext,
  id: number,
  body: CouponUpdateBody,
  locale: Locale,
  at: Date,
): Promise<AdminCoupon> {
  const scope = scopeOf(auth);
  const coupon = await findManagedCoupon(db, scope === 'all' ? null : scope.tenantId, id);
  if (!coupon) throw new AppError('NOT_FOUND');
  const expiresAt =
    body.expiresAt === undefined
      ? undefined
      : body.expiresAt === null
        ? null
        : new Date(body.expiresAt);
  if (expiresAt && coupon.startsAt && expiresAt.getTime() <= coupon.startsAt.getTime()) {
    throw invalidField('body.expiresAt', locale);
  }
  const cap = body.maxUses;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(coupons)
      .set({ active: body.active, expiresAt, maxUses: cap })
      .where(
        and(
          eq(coupons.id, coupon.id),
          typeof cap === 'number' ? lte(coupons.useCount, cap) : undefined,
        ),
      )
      .returning();
    if (row) {
      await recordAudit(tx, {
        tenantId: row.tenantId,
        actorId: auth.userId,
        action: 'coupon.update',
        targetType: 'coupon',
        targetId: row.id,
        ...changedFields(toAdminCoupon(coupon), toAdminCoupon(row)),
        at,
      });
    }
    return row;
  });
  const row = updated;
  if (!row) {
    const [current] = await db
      .select({ useCount: coupons.useCount })
      .from(coupons)
      .where(eq(coupons.id, coupon.id));
    throw new AppError('COUPON_CAP_BELOW_USES', undefined, { useCount: current?.useCount ?? 0 });
  }
  return toAdminCoupon(row);
}
