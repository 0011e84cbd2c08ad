import { PAYMENT_METHODS, type PaymentMethod } from '@space/contracts/limits';
import type { MembershipChoice } from '@space/contracts/memberships';
import { isCurrency } from '@space/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { AlertIcon } from '../../components/ui/icons.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { formatDate } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';
import { MethodCards } from '../orders/method-cards.tsx';
import { PendingOrderPanel } from '../orders/pending-order.tsx';
import { useCheckout } from '../orders/use-checkout.ts';
import {
  getMembershipOfferQueryOptions,
  getMembershipQuoteQueryOptions,
} from './memberships-api.ts';
import { CrownIcon, TIER_TONE } from '../../components/ui/tier-badge.tsx';
import { usePlanCurrency } from './currency-switch.tsx';

/**
 * `/payment?membership=…&duration=…[&currency=…]`: a membership plan through the same checkout
 * as products (decision 023) — the method cards, an idempotent POST /api/orders and the
 * provider's page or QR code — with the new expiry the server's ledger gives, before paying.
 * Every method that takes one of the plan's currencies is offered; choosing one switches the
 * order to the plan's price in that method's currency (decision 076).
 */
export function MembershipPayment({ choice }: { choice: MembershipChoice }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const offer = useQuery(getMembershipOfferQueryOptions(null, true));
  // The new expiry does not depend on the currency: one quote for all of them.
  const quote = useQuery(
    getMembershipQuoteQueryOptions({ tier: choice.tier, duration: choice.duration }),
  );
  const checkout = useCheckout();
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const priced = (offer.data?.plans ?? []).filter(
    (entry) => entry.tier === choice.tier && entry.duration === choice.duration,
  );
  // Opens on the link's currency, else the reader's, among those some method takes.
  const payable = priced.filter((entry) => entry.methods.length > 0);
  const [currency, setCurrency] = usePlanCurrency(
    (payable.length > 0 ? payable : priced).map((entry) => entry.currency),
    choice.currency ?? null,
  );

  if (offer.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]" aria-hidden="true">
        <div className="h-80 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
        <div className="h-64 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
      </div>
    );
  }
  if (offer.isError) return <LoadFailed onRetry={() => void offer.refetch()} />;
  const plan = priced.find((entry) => entry.currency === currency) ?? priced[0];
  if (!plan) {
    return (
      <EmptyState
        icon={<CrownIcon size={26} />}
        title={t('membership.notOnSale')}
        action={<ButtonLink to={paths.buyMember}>{t('membership.seePlans')}</ButtonLink>}
      />
    );
  }

  const method = picked && plan.methods.includes(picked) ? picked : (plan.methods[0] ?? null);
  // Every method some currency of the plan takes; the others say which currencies they lack.
  const methods = PAYMENT_METHODS.filter((entry) =>
    priced.some((other) => other.methods.includes(entry)),
  );
  const selectMethod = (next: PaymentMethod) => {
    setPicked(next);
    if (!plan.methods.includes(next)) {
      const other = priced.find((entry) => entry.methods.includes(next));
      if (other) setCurrency(other.currency);
    }
  };
  // A refused quote (a lower tier than the one in force) is refused at checkout too.
  const canPay = method !== null && !quote.isError;
  const tierName = t(`tiers.${plan.tier}`);
  const planName = t('membership.plan', {
    tier: tierName,
    duration: t(`membership.durations.${plan.duration}`),
  });

  return (
    <>
      {checkout.pendingOrderNo ? (
        <PendingOrderPanel
          orderNo={checkout.pendingOrderNo}
          reason="pending"
          texts={{ title: t('membership.pendingTitle'), text: t('membership.pendingText') }}
          onClosed={checkout.dismissPending}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-8">
          <section aria-labelledby="order-summary">
            <h2 id="order-summary" className="text-lg font-bold">
              {t('payment.summary')}
            </h2>
            <div className="mt-3 flex items-center gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-5">
              <span
                className={`grid size-14 shrink-0 place-items-center rounded-2xl ${TIER_TONE[plan.tier].badge}`}
              >
                <CrownIcon size={28} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold sm:text-lg">{planName}</p>
                <p className="text-sm text-muted">
                  {t('membership.months', { count: plan.months })} ·{' '}
                  {t(`membership.tierBlurbs.${plan.tier}`)}
                </p>
              </div>
              <PriceTag
                amount={plan.priceMinor}
                currency={plan.currency}
                className="font-semibold"
              />
            </div>
            {priced.length > 1 && method ? (
              <p className="mt-2 text-sm text-muted" data-testid="plan-currency-note">
                {t('membership.currencyNote', {
                  method: t(`payment.methods.${method}`),
                  currency: plan.currency,
                })}
              </p>
            ) : null}
          </section>
          <MethodCards
            available={methods}
            selected={method}
            currency={priced.map((entry) => entry.currency).join(' / ')}
            onSelect={selectMethod}
          />
        </div>
        <aside className="h-fit rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card lg:sticky lg:top-24">
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('membership.newExpiry')}</dt>
              <dd className="font-semibold" data-testid="new-expiry">
                {quote.data ? formatDate(quote.data.after.expiresAt, lang) : '…'}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-3 border-t border-border pt-3">
              <dt className="font-semibold">{t('cart.total')}</dt>
              <dd>
                <PriceTag
                  amount={plan.priceMinor}
                  currency={plan.currency}
                  className="text-2xl font-extrabold"
                />
              </dd>
            </div>
          </dl>
          {plan.methods.length === 0 ? (
            <p className="mt-3 text-sm text-warning">
              {t('payment.noMethod', { currency: plan.currency })}
            </p>
          ) : null}
          {quote.isError || checkout.error ? (
            <p role="alert" className="mt-3 flex gap-2 text-sm text-danger">
              <AlertIcon size={18} className="shrink-0" />
              {checkout.error ?? toMessage(quote.error)}
            </p>
          ) : null}
          <Button
            className="mt-5 w-full py-3 text-base"
            disabled={!canPay || checkout.busy}
            onClick={() =>
              method &&
              checkout.start({
                method,
                membership: {
                  tier: plan.tier,
                  duration: plan.duration,
                  currency: isCurrency(plan.currency) ? plan.currency : undefined,
                },
              })
            }
          >
            {checkout.busy
              ? t('payment.processing')
              : method
                ? t('payment.payWith', { method: t(`payment.methods.${method}`) })
                : t('payment.pay')}
          </Button>
          <p className="mt-3 text-xs text-muted">{t('membership.payNote')}</p>
          <p className="mt-1 text-xs text-muted">{t('payment.timeoutNote')}</p>
        </aside>
      </div>
    </>
  );
}

function toMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
