import type { MembershipDuration } from '@space/contracts/limits';
import {
  MEMBER_TIERS,
  type MemberTier,
  type MembershipChoice,
  type MembershipPlan,
} from '@space/contracts/memberships';
import { isCurrency } from '@space/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { AlertIcon, CheckIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';
import { CurrencySwitch, usePlanCurrency } from '../../features/memberships/currency-switch.tsx';
import { DurationToggle } from '../../features/memberships/duration-toggle.tsx';
import { MembershipCard } from '../../features/memberships/membership-status.tsx';
import {
  getCurrentMembershipQueryOptions,
  getMembershipOfferQueryOptions,
  getMembershipQuoteQueryOptions,
  isBelow,
  membershipPaymentPath,
} from '../../features/memberships/memberships-api.ts';
import { CrownIcon, TIER_TONE } from '../../components/ui/tier-badge.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';

function TierOptions({
  plans,
  duration,
  selected,
  currentTier,
  onSelect,
}: {
  plans: MembershipPlan[];
  duration: MembershipDuration;
  selected: MemberTier;
  currentTier: MemberTier | null;
  onSelect: (tier: MemberTier) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="sr-only">{t('membership.choose')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {MEMBER_TIERS.map((tier) => {
          const plan = plans.find((entry) => entry.tier === tier && entry.duration === duration);
          const enabled = plan !== undefined && !isBelow(tier, currentTier);
          const checked = enabled && selected === tier;
          return (
            <label
              key={tier}
              className={`relative flex cursor-pointer flex-col gap-1 rounded-[var(--radius-card)] border-2 bg-surface p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${
                checked
                  ? `${TIER_TONE[tier].ring} shadow-card`
                  : 'border-border hover:border-primary/40'
              } ${enabled ? '' : 'cursor-not-allowed opacity-55'}`}
            >
              <input
                type="radio"
                name="membership-tier"
                value={tier}
                checked={checked}
                disabled={!enabled}
                onChange={() => onSelect(tier)}
                className="sr-only"
              />
              <span className="flex items-center gap-2 font-semibold">
                <CrownIcon size={18} className={TIER_TONE[tier].text} />
                {t(`tiers.${tier}`)}
              </span>
              {plan ? (
                <span className="text-sm">
                  <PriceTag
                    amount={plan.priceMinor}
                    currency={plan.currency}
                    className="font-bold"
                  />{' '}
                  <span className="text-muted">{t(`membership.per.${duration}`)}</span>
                </span>
              ) : (
                <span className="text-sm text-muted">{t('membership.notOnSale')}</span>
              )}
              {isBelow(tier, currentTier) && currentTier ? (
                <span className="text-xs text-muted">
                  {t('membership.lowerTier', { tier: t(`tiers.${currentTier}`) })}
                </span>
              ) : currentTier === tier ? (
                <span className={`text-xs font-semibold ${TIER_TONE[tier].text}`}>
                  {t('membership.currentPlan')}
                </span>
              ) : null}
              <span
                aria-hidden="true"
                className={`absolute top-4 right-4 grid size-5 place-items-center rounded-full border-2 ${
                  checked ? 'border-primary bg-primary text-on-primary' : 'border-border'
                }`}
              >
                {checked ? <CheckIcon size={12} strokeWidth={3} /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The server's answer to "what would this purchase give me?", and the way to pay for it. */
function Preview({ choice }: { choice: MembershipChoice }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const quote = useQuery(getMembershipQuoteQueryOptions(choice));
  const tierName = t(`tiers.${choice.tier}`);
  return (
    <aside
      aria-labelledby="membership-preview"
      className="h-fit rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card lg:sticky lg:top-24"
    >
      <h2 id="membership-preview" className="text-lg font-bold">
        {t('membership.preview')}
      </h2>
      {quote.isPending ? (
        <div className="mt-4 h-32 animate-pulse rounded-xl bg-surface-2" aria-hidden="true" />
      ) : quote.isError ? (
        <p role="alert" className="mt-3 flex gap-2 text-sm text-danger">
          <AlertIcon size={18} className="shrink-0" />
          {toApiError(quote.error).message || t('membership.previewFailed')}
        </p>
      ) : (
        <>
          <dl className="mt-4 space-y-3 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('profile.membership')}</dt>
              <dd className="font-semibold">
                {t('membership.plan', {
                  tier: tierName,
                  duration: t(`membership.durations.${choice.duration}`),
                })}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-muted">{t('membership.newExpiry')}</dt>
              <dd className="text-lg font-bold" data-testid="new-expiry">
                {formatDate(quote.data.after.expiresAt, lang)}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-3 border-t border-border pt-3">
              <dt className="font-semibold">{t('cart.total')}</dt>
              <dd>
                <PriceTag
                  amount={quote.data.plan.priceMinor}
                  currency={quote.data.plan.currency}
                  className="text-2xl font-extrabold"
                />
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-muted">
            {quote.data.kind === 'renewal' && quote.data.current
              ? t('membership.previewRenewal', {
                  tier: tierName,
                  date: formatDate(quote.data.current.expiresAt, lang),
                })
              : quote.data.kind === 'upgrade'
                ? t('membership.previewUpgrade', { tier: tierName })
                : t('membership.previewNew', { tier: tierName })}{' '}
            {quote.data.convertedDays > 0
              ? t('membership.credit', { count: quote.data.convertedDays })
              : null}
          </p>
          <ButtonLink to={membershipPaymentPath(choice)} className="mt-5 w-full py-3 text-base">
            {t('membership.continue')}
          </ButtonLink>
        </>
      )}
    </aside>
  );
}

/**
 * `/memberRecharge` (spec §2; login required): the membership in force and its expiry, the
 * plans to renew or upgrade with, and the new expiry the server's ledger would give
 * (GET /api/memberships/quote), before going to /payment.
 */
export function MemberRechargePage() {
  const { t } = useTranslation();
  const current = useQuery(getCurrentMembershipQueryOptions());
  const offer = useQuery(getMembershipOfferQueryOptions(null, true));
  const [duration, setDuration] = useState<MembershipDuration>('quarterly');
  const [picked, setPicked] = useState<MemberTier | null>(null);
  // One currency at a time, the reader's first (decision 076).
  const [currency, setCurrency] = usePlanCurrency(offer.data?.currencies ?? []);

  let content;
  if (current.isPending || offer.isPending) {
    content = (
      <div
        className="h-96 animate-pulse rounded-[var(--radius-card)] bg-surface-2"
        aria-hidden="true"
      />
    );
  } else if (current.isError || offer.isError) {
    content = (
      <LoadFailed
        onRetry={() => {
          void current.refetch();
          void offer.refetch();
        }}
      />
    );
  } else {
    const currentTier = current.data.membership?.tier ?? null;
    const plans = offer.data.plans.filter((plan) => plan.currency === currency);
    const buyable = (tier: MemberTier) =>
      !isBelow(tier, currentTier) &&
      plans.some((plan) => plan.tier === tier && plan.duration === duration);
    const tier =
      [picked, currentTier, ...MEMBER_TIERS].find(
        (candidate): candidate is MemberTier => candidate !== null && buyable(candidate),
      ) ?? null;
    const savings = plans.flatMap((plan) => (plan.annualSaving ? [plan.annualSaving.percent] : []));
    content = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-6">
          <MembershipCard current={current.data} />
          <section aria-labelledby="choose-plan" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="choose-plan" className="text-lg font-bold">
                {t('membership.choose')}
              </h2>
              <Link
                to={paths.buyMember}
                className="text-sm font-semibold text-primary hover:underline"
              >
                {t('membership.seePlans')}
              </Link>
            </div>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
              <DurationToggle
                value={duration}
                onChange={setDuration}
                bestSavingPercent={savings.length > 0 ? Math.max(...savings) : null}
              />
              <CurrencySwitch
                currencies={offer.data.currencies}
                value={currency}
                onChange={setCurrency}
              />
            </div>
            <TierOptions
              plans={plans}
              duration={duration}
              selected={tier ?? 'ordinary'}
              currentTier={currentTier}
              onSelect={setPicked}
            />
          </section>
        </div>
        {tier ? (
          <Preview
            key={`${tier}-${duration}-${currency}`}
            choice={{
              tier,
              duration,
              ...(currency && isCurrency(currency) ? { currency } : {}),
            }}
          />
        ) : (
          <p className="text-sm text-muted">{t('empty.membershipEmpty')}</p>
        )}
      </div>
    );
  }
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title={t('titles.memberRecharge')} />
      {content}
    </div>
  );
}
