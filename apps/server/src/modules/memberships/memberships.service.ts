import type { Locale } from '@space/contracts/locales';
import type {
  CurrentMembership,
  MembershipChoice,
  MembershipOffer,
  MembershipQuote,
  MembershipSource,
} from '@space/contracts/memberships';
import { MEMBER_TIERS } from '@space/contracts/memberships';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { currentMembership, planGrant, previewGrant } from './ledger.ts';
import {
  brandPlans,
  currenciesOf,
  plansOnSale,
  tierExamples,
  toPlanView,
  type PlanRow,
} from './plans.queries.ts';
import type { Member } from '../auth/index.ts';

/** Products shown on /buyMember to say what each tier pays (decision 023). */
export const TIER_EXAMPLES = 3;

const DAY_MS = 86_400_000;

/** The brand's plans on sale, with their methods and annual saving, and example products. */
export async function membershipOffer(
  db: Database,
  providers: PaymentProviders,
  tenantId: number,
  locale: Locale,
): Promise<MembershipOffer> {
  const [plans, examples] = await Promise.all([
    brandPlans(db, tenantId),
    tierExamples(db, tenantId, TIER_EXAMPLES, locale),
  ]);
  const onSale = plans.filter((plan) => plan.active);
  return {
    tenantId,
    plans: onSale.map((plan) => toPlanView(plan, onSale, providers)),
    currencies: currenciesOf(onSale),
    examples,
  };
}

/** The membership in force at `at` (spec §3: level and expiry), `general` without one. */
export async function membershipView(
  db: Database,
  member: Member,
  at: Date,
): Promise<CurrentMembership> {
  const current = await currentMembership(db, member, at);
  if (!current) return { tier: 'general', membership: null };
  return {
    tier: current.tier,
    membership: {
      tier: current.tier,
      startsAt: current.startsAt.toISOString(),
      expiresAt: current.expiresAt.toISOString(),
      source: current.source as MembershipSource,
      daysLeft: Math.ceil((current.expiresAt.getTime() - at.getTime()) / DAY_MS),
    },
  };
}

/**
 * The plan a member may buy now: on sale for their brand, and not below the tier in force
 * (decision 023: a lower tier is refused while a higher one lasts, not converted), in the
 * chosen currency (decision 076: MEMBERSHIP_CURRENCY_UNAVAILABLE naming the plan's currencies
 * when it has no price in it). Without a currency, the first of the plan's currencies that
 * `takes` accepts (the chosen method's), else its first.
 */
export async function purchasablePlan(
  db: Database,
  member: Member,
  choice: MembershipChoice,
  at: Date,
  takes: (currency: string) => boolean = () => true,
): Promise<PlanRow> {
  const priced = await plansOnSale(db, member.tenantId, choice.tier, choice.duration);
  const { tier, duration } = choice;
  if (priced.length === 0) {
    throw new AppError('MEMBERSHIP_PLAN_UNAVAILABLE', undefined, { tier, duration });
  }
  const plan = choice.currency
    ? priced.find((row) => row.currency === choice.currency)
    : (priced.find((row) => takes(row.currency)) ?? priced[0]);
  if (!plan) {
    throw new AppError('MEMBERSHIP_CURRENCY_UNAVAILABLE', undefined, {
      tier,
      duration,
      currency: choice.currency,
      currencies: priced.map((row) => row.currency),
    });
  }
  const current = await currentMembership(db, member, at);
  if (current && MEMBER_TIERS.indexOf(current.tier) > MEMBER_TIERS.indexOf(choice.tier)) {
    throw new AppError('MEMBERSHIP_LOWER_TIER', undefined, {
      tier: current.tier,
      expiresAt: current.expiresAt.toISOString(),
    });
  }
  return plan;
}

/** What buying the plan now would give, by the ledger's rule, without writing anything. */
export async function quoteMembership(
  db: Database,
  providers: PaymentProviders,
  member: Member,
  choice: MembershipChoice,
  at: Date,
): Promise<MembershipQuote> {
  const plan = await purchasablePlan(db, member, choice, at);
  const preview = await previewGrant(
    db,
    member,
    planGrant(choice.tier, choice.duration, 'order'),
    at,
  );
  const onSale = (await brandPlans(db, member.tenantId)).filter((row) => row.active);
  return {
    plan: toPlanView(plan, onSale, providers),
    // previewGrant gives `extension` only for a lower tier, which purchasablePlan refused.
    kind: preview.kind === 'extension' ? 'renewal' : preview.kind,
    current: preview.before
      ? { tier: preview.before.tier, expiresAt: preview.before.expiresAt.toISOString() }
      : null,
    after: { tier: preview.after.tier, expiresAt: preview.after.expiresAt.toISOString() },
    convertedDays: preview.convertedDays,
  };
}
