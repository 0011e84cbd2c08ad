import type { MembershipDuration } from '@space/contracts/limits';
import type { MemberTier, MembershipPlan, TierExample } from '@space/contracts/memberships';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { productPath } from '../../config/paths.ts';
import { formatMoney } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';
import { isBelow, membershipPaymentPath } from './memberships-api.ts';
import { CrownIcon, TIER_TONE } from '../../components/ui/tier-badge.tsx';

/** A usage-count limit as a buyer reads it (decision 022: -1 unlimited, 0 none). */
export function UsesText({ limit }: { limit: number }) {
  const { t } = useTranslation();
  if (limit < 0) return <>{t('membership.unlimited')}</>;
  if (limit === 0) return <>{t('membership.noUses')}</>;
  return <>{t('membership.uses', { count: limit })}</>;
}

/** What a tier pays for real products of the catalogue, and how often it may use them. */
function Examples({ tier, examples }: { tier: MemberTier; examples: TierExample[] }) {
  const { t } = useTranslation();
  if (examples.length === 0) return null;
  return (
    <div className="mt-5 border-t border-border pt-4">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('membership.examples')}
      </h3>
      <ul className="mt-2 space-y-2.5">
        {examples.map(({ product, prices, uses }) => (
          <li key={product.id} className="text-sm">
            <Link
              to={productPath(product.id)}
              className="line-clamp-1 font-medium hover:text-primary"
            >
              {product.name}
            </Link>
            <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
              <PriceTag
                amount={prices[tier]}
                currency={product.currency}
                className={`font-semibold ${TIER_TONE[tier].text}`}
              />
              {prices[tier] < prices.general ? (
                <span className="text-xs text-muted line-through">
                  <span className="sr-only">{t('membership.general')}: </span>
                  <PriceTag amount={prices.general} currency={product.currency} />
                </span>
              ) : null}
              <span className="text-xs text-muted">
                · {t('membership.usesLabel')}: <UsesText limit={uses[tier]} />
                {uses[tier] !== uses.general ? (
                  <>
                    {' '}
                    <span className="line-through">
                      <span className="sr-only">{t('membership.general')}: </span>
                      <UsesText limit={uses.general} />
                    </span>
                  </>
                ) : null}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One tier on /buyMember: its price for the chosen duration, the annual saving, real product
 * prices and usage counts, and the way to buy it (renew it, upgrade to it; a tier below the
 * one in force cannot be bought until that ends; decision 023).
 */
export function PlanCard({
  tier,
  duration,
  plan,
  examples,
  currentTier,
}: {
  tier: MemberTier;
  duration: MembershipDuration;
  plan: MembershipPlan | undefined;
  examples: TierExample[];
  currentTier: MemberTier | null;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const headingId = `plan-${tier}`;
  const isCurrent = currentTier === tier;
  const below = isBelow(tier, currentTier);
  const name = t(`tiers.${tier}`);
  const action = isCurrent
    ? t('membership.renew', { tier: name })
    : currentTier
      ? t('membership.upgrade', { tier: name })
      : t('membership.buy', { tier: name });
  return (
    <section
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-[var(--radius-card)] border-2 bg-surface p-5 shadow-card sm:p-6 ${
        isCurrent ? TIER_TONE[tier].ring : 'border-border'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          <CrownIcon size={22} className={TIER_TONE[tier].text} />
          {name}
        </h2>
        {isCurrent ? (
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TIER_TONE[tier].badge}`}
          >
            {t('membership.currentPlan')}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted">{t(`membership.tierBlurbs.${tier}`)}</p>
      {plan ? (
        <>
          <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
            <PriceTag
              amount={plan.priceMinor}
              currency={plan.currency}
              className="text-3xl font-extrabold tracking-tight"
            />
            <span className="text-sm text-muted">{t(`membership.per.${duration}`)}</span>
          </p>
          <p className="mt-1 text-xs text-muted">
            {t('membership.months', { count: plan.months })}
          </p>
          {plan.annualSaving ? (
            <p className="mt-3 inline-flex w-fit items-center gap-1.5 rounded-full bg-success/12 px-3 py-1 text-xs font-semibold text-success">
              <CheckIcon size={14} strokeWidth={2.5} />
              {t('membership.saving', {
                amount: formatMoney(plan.annualSaving.amountMinor, plan.currency, lang),
                percent: plan.annualSaving.percent,
              })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-5 text-sm text-muted">{t('membership.notOnSale')}</p>
      )}
      <Examples tier={tier} examples={examples} />
      <div className="mt-auto pt-6">
        {plan && !below ? (
          <ButtonLink
            to={membershipPaymentPath({ tier, duration, currency: plan.currency })}
            variant={isCurrent || tier === 'premium' ? 'primary' : 'secondary'}
            className="w-full py-3"
          >
            {action}
          </ButtonLink>
        ) : (
          <Button variant="secondary" className="w-full py-3" disabled>
            {action}
          </Button>
        )}
        {below && currentTier ? (
          <p className="mt-2 text-xs text-muted">
            {t('membership.lowerTier', { tier: t(`tiers.${currentTier}`) })}
          </p>
        ) : plan ? (
          <p className="mt-2 text-xs text-muted">
            {plan.methods.length > 0
              ? t('membership.payWith', {
                  methods: plan.methods.map((method) => t(`payment.methods.${method}`)).join(' · '),
                })
              : t('membership.noMethod', { currency: plan.currency })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
