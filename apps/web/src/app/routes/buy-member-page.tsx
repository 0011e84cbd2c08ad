import type { MembershipDuration } from '@space/contracts/limits';
import { MEMBER_TIERS } from '@space/contracts/memberships';
import { tenantByCode } from '@space/contracts/tenants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Link } from '../../lib/router/router.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { CurrencySwitch, usePlanCurrency } from '../../features/memberships/currency-switch.tsx';
import { DurationToggle } from '../../features/memberships/duration-toggle.tsx';
import { MembershipLine } from '../../features/memberships/membership-status.tsx';
import {
  getCurrentMembershipQueryOptions,
  getMembershipOfferQueryOptions,
} from '../../features/memberships/memberships-api.ts';
import { PlanCard } from '../../features/memberships/plan-card.tsx';
import { CrownIcon } from '../../components/ui/tier-badge.tsx';
import { useSoftwareStore } from '../../stores/software-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';

/**
 * `/buyMember` (spec §2): the three tiers side by side, what each pays for real products and
 * how often it may use them, quarterly or annual with the annual saving, and the viewer's
 * level. Buying goes to /payment, which asks for a login first (spec §6).
 */
export function BuyMemberPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const client = useSoftwareStore((s) => s.client);
  const [duration, setDuration] = useState<MembershipDuration>('quarterly');
  const offer = useQuery(
    getMembershipOfferQueryOptions(tenantByCode(client)?.id ?? null, loggedIn),
  );
  const current = useQuery({ ...getCurrentMembershipQueryOptions(), enabled: loggedIn });
  const currentTier = current.data?.membership?.tier ?? null;
  // One currency at a time, the reader's first (decision 076).
  const [currency, setCurrency] = usePlanCurrency(offer.data?.currencies ?? []);
  const plans = (offer.data?.plans ?? []).filter((plan) => plan.currency === currency);
  const savings = plans.flatMap((plan) => (plan.annualSaving ? [plan.annualSaving.percent] : []));

  return (
    <div>
      <section className="border-b border-border bg-gradient-to-br from-[var(--space-hero-from)] to-[var(--space-hero-to)]">
        <div className="container-page py-10 sm:py-14">
          <p className="flex items-center gap-2 text-sm font-semibold text-primary">
            <CrownIcon />
            {t('membership.becomeMember')}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('titles.buyMember')}
          </h1>
          <p className="mt-3 max-w-2xl text-muted sm:text-lg">{t('membership.heroText')}</p>
          {loggedIn && current.data ? (
            <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
              <MembershipLine current={current.data} />
              {current.data.membership ? (
                <Link
                  to={paths.memberRecharge}
                  className="text-sm font-semibold text-primary hover:underline"
                >
                  {t('membership.renewOrUpgrade')}
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
      </section>
      <div className="container-page py-8 sm:py-10">
        {offer.isPending ? (
          <div className="grid gap-5 lg:grid-cols-3" aria-hidden="true">
            {MEMBER_TIERS.map((tier) => (
              <div
                key={tier}
                className="h-96 animate-pulse rounded-[var(--radius-card)] bg-surface-2"
              />
            ))}
          </div>
        ) : offer.isError ? (
          <LoadFailed onRetry={() => void offer.refetch()} />
        ) : offer.data.plans.length === 0 ? (
          <EmptyState icon={<CrownIcon size={26} />} title={t('empty.membershipEmpty')} />
        ) : (
          <>
            <div className="mb-6 flex flex-col items-center gap-3">
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
            <div className="grid gap-5 lg:grid-cols-3">
              {MEMBER_TIERS.map((tier) => (
                <PlanCard
                  key={tier}
                  tier={tier}
                  duration={duration}
                  plan={plans.find((plan) => plan.tier === tier && plan.duration === duration)}
                  examples={offer.data.examples}
                  currentTier={currentTier}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
