import { recordAudit } from '../access/index.ts';
import type { Locale } from '@space/contracts/locales';
import type { MembershipDuration } from '@space/contracts/limits';
import {
  byCurrencyOrder,
  MEMBER_TIERS,
  MEMBERSHIP_MONTHS,
  type AdminMembershipPlan,
  type MemberTier,
  type MembershipPlan,
  type TierExample,
  type UpdateMembershipPlansBody,
} from '@space/contracts/memberships';
import { MEMBERSHIP_DURATIONS } from '@space/contracts/limits';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { membershipPlans, productImages, products, users } from '../../db/schema.ts';
import { methodsFor, type PaymentProviders } from '../payments/index.ts';
import {
  isCover,
  summaryWithCoverColumns,
  toProductSummary,
  visibleTo,
} from '../products/index.ts';
import { memberPriceColumns } from '../tiers/index.ts';

export type PlanRow = typeof membershipPlans.$inferSelect;

/**
 * Plans in the order a page shows them: tier by tier, lowest first, quarterly first, then by
 * currency (`CURRENCY_CODES` order; decision 076).
 */
function byTierAndDuration(a: PlanRow, b: PlanRow): number {
  const tier = (plan: PlanRow) => MEMBER_TIERS.indexOf(plan.tier as MemberTier);
  const duration = (plan: PlanRow) =>
    MEMBERSHIP_DURATIONS.indexOf(plan.duration as MembershipDuration);
  return tier(a) - tier(b) || duration(a) - duration(b) || byCurrencyOrder(a.currency, b.currency);
}

/** Every plan of the brand, on sale or not, in page order. */
export async function brandPlans(db: Database, tenantId: number): Promise<PlanRow[]> {
  const rows = await db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.tenantId, tenantId));
  return rows.sort(byTierAndDuration);
}

/**
 * The plans of a tier and duration the brand sells now, one per currency it is priced in
 * (decision 076), in `CURRENCY_CODES` order.
 */
export async function plansOnSale(
  db: Database,
  tenantId: number,
  tier: MemberTier,
  duration: MembershipDuration,
): Promise<PlanRow[]> {
  const rows = await db
    .select()
    .from(membershipPlans)
    .where(
      and(
        eq(membershipPlans.tenantId, tenantId),
        eq(membershipPlans.tier, tier),
        eq(membershipPlans.duration, duration),
        eq(membershipPlans.active, true),
      ),
    );
  return rows.sort((a, b) => byCurrencyOrder(a.currency, b.currency));
}

/** The currencies of the plans on sale, in `CURRENCY_CODES` order (decision 076). */
export function currenciesOf(onSale: PlanRow[]): string[] {
  return [...new Set(onSale.map((plan) => plan.currency))].sort(byCurrencyOrder);
}

/**
 * A plan as a buyer sees it. An annual plan shows what it saves against four quarterly plans of
 * its tier on sale in the same currency (nothing when it saves nothing).
 */
export function toPlanView(
  plan: PlanRow,
  onSale: PlanRow[],
  providers: PaymentProviders,
): MembershipPlan {
  const quarterly = onSale.find(
    (other) =>
      other.tier === plan.tier &&
      other.duration === 'quarterly' &&
      other.currency === plan.currency,
  );
  const saved = quarterly ? quarterly.priceMinor * 4 - plan.priceMinor : 0;
  return {
    tier: plan.tier as MemberTier,
    duration: plan.duration as MembershipDuration,
    months: MEMBERSHIP_MONTHS[plan.duration as MembershipDuration],
    priceMinor: plan.priceMinor,
    currency: plan.currency,
    annualSaving:
      plan.duration === 'annual' && quarterly && saved > 0
        ? {
            amountMinor: saved,
            percent: Math.round((saved * 100) / (quarterly.priceMinor * 4)),
          }
        : null,
    methods: methodsFor(providers, plan.currency),
  };
}

export function toAdminPlanView(plan: PlanRow): AdminMembershipPlan {
  return {
    id: plan.id,
    tier: plan.tier as MemberTier,
    duration: plan.duration as MembershipDuration,
    months: MEMBERSHIP_MONTHS[plan.duration as MembershipDuration],
    priceMinor: plan.priceMinor,
    currency: plan.currency,
    active: plan.active,
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/**
 * The brand's plans as an administrator wants them (decision 023): the listed ones created or
 * repriced, every other one taken off sale (kept, for the orders that bought it). One
 * transaction, so buyers never see half of a change.
 */
export async function replacePlans(
  db: Database,
  tenantId: number,
  plans: UpdateMembershipPlansBody['plans'],
  actorId: number,
  at: Date,
): Promise<PlanRow[]> {
  return db.transaction(async (tx) => {
    const before = await brandPlans(tx, tenantId);
    await tx
      .update(membershipPlans)
      .set({ active: false, updatedAt: at })
      .where(and(eq(membershipPlans.tenantId, tenantId), eq(membershipPlans.active, true)));
    for (const plan of plans) {
      await tx
        .insert(membershipPlans)
        .values({ tenantId, ...plan, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: [
            membershipPlans.tenantId,
            membershipPlans.tier,
            membershipPlans.duration,
            membershipPlans.currency,
          ],
          set: {
            priceMinor: plan.priceMinor,
            active: plan.active,
            updatedAt: at,
          },
        });
    }
    const after = await brandPlans(tx, tenantId);
    const priced = (rows: PlanRow[]) =>
      rows
        .filter((row) => row.active)
        .map(({ tier, duration, priceMinor, currency }) => ({
          tier,
          duration,
          priceMinor,
          currency,
        }));
    await recordAudit(tx, {
      tenantId,
      actorId,
      action: 'plans.replace',
      targetType: 'membershipPlans',
      targetId: tenantId,
      before: { plans: priced(before) },
      after: { plans: priced(after) },
      at,
    });
    return after;
  });
}

/** Paid products the brand's buyers see most, with every tier's price and usage count. */
export async function tierExamples(
  db: Database,
  tenantId: number,
  limit: number,
  locale: Locale,
): Promise<TierExample[]> {
  const rows = await db
    .select({
      ...summaryWithCoverColumns,
      ...memberPriceColumns,
      usesGeneral: products.usesGeneral,
      usesOrdinary: products.usesOrdinary,
      usesPremium: products.usesPremium,
      usesSvip: products.usesSvip,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.authorId))
    .leftJoin(productImages, isCover)
    .where(and(visibleTo(tenantId), gt(products.priceGeneral, 0)))
    .orderBy(desc(products.downloadCount), asc(products.id))
    .limit(limit);
  return rows.map((row) => ({
    product: toProductSummary(row, row.coverKey, locale),
    prices: {
      general: row.price,
      ordinary: row.priceOrdinary,
      premium: row.pricePremium,
      svip: row.priceSvip,
    },
    uses: {
      general: row.usesGeneral,
      ordinary: row.usesOrdinary,
      premium: row.usesPremium,
      svip: row.usesSvip,
    },
  }));
}
