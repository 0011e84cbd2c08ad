import type { Cart, CartItem } from '@space/contracts/commerce';
import type { PaymentMethod } from '@space/contracts/limits';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Link, useSearchParams } from '../../lib/router/router.tsx';
import { LazyImage } from '../../components/lazy-image/lazy-image.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { AlertIcon, ReceiptIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths, productPath } from '../../config/paths.ts';
import { appliedTotal, useCouponPreview } from '../../features/cart/coupon-api.ts';
import { CouponDiscountRows, CouponField } from '../../features/cart/coupon-field.tsx';
import { useCouponStore } from '../../features/cart/coupon-store.ts';
import { useServerCart } from '../../features/cart/use-cart.ts';
import { srcSetOf } from '../../lib/image-sources.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';
import { MembershipPayment } from '../../features/memberships/membership-payment.tsx';
import { membershipChoiceFrom } from '../../features/memberships/memberships-api.ts';
import { MethodCards } from '../../features/orders/method-cards.tsx';
import { isOrderNo } from '../../features/orders/orders-api.ts';
import { PendingOrderPanel } from '../../features/orders/pending-order.tsx';
import { useCheckout } from '../../features/orders/use-checkout.ts';

function OrderSummary({ items }: { items: CartItem[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-summary">
      <h2 id="order-summary" className="text-lg font-bold">
        {t('payment.summary')}
      </h2>
      <ul className="mt-3 divide-y divide-border rounded-[var(--radius-card)] border border-border bg-surface">
        {items.map((item) => (
          <li key={item.product.id} className="flex items-center gap-3 p-3 sm:p-4">
            <LazyImage
              src={item.product.cover}
              srcSet={srcSetOf(item.product.coverVariants)}
              sizes="80px"
              alt={t('common.image', { name: item.product.name })}
              aspect={1.5}
              className="w-16 shrink-0 rounded-lg sm:w-20"
            />
            <div className="min-w-0 flex-1">
              <Link
                to={productPath(item.product.id)}
                className="line-clamp-2 text-sm font-semibold hover:text-primary sm:text-base"
              >
                {item.product.name}
              </Link>
              <p className="truncate text-xs text-muted sm:text-sm">
                {t('common.by', { name: item.product.author.nickName })}
              </p>
            </div>
            <PriceTag amount={item.price} currency={item.currency} className="font-semibold" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Checkout({ cart, currencyParam }: { cart: Cart; currencyParam: string | null }) {
  const { t } = useTranslation();
  const checkout = useCheckout();
  const [choice, setChoice] = useState<PaymentMethod | null>(null);
  const [currencyChoice, setCurrencyChoice] = useState<string | null>(currencyParam);

  const total = cart.totals.find((entry) => entry.currency === currencyChoice) ?? cart.totals[0];
  const items = total
    ? cart.items.filter((item) => !item.alreadyOwned && item.currency === total.currency)
    : [];
  const couponCode = useCouponStore((s) => s.code);
  const couponTotals = total ? [total] : [];
  const preview = useCouponPreview(total?.currency ?? null, couponTotals);

  if (!total || items.length === 0) {
    return (
      <>
        {checkout.pendingOrderNo ? (
          <PendingOrderPanel
            orderNo={checkout.pendingOrderNo}
            reason="pending"
            onClosed={checkout.dismissPending}
          />
        ) : null}
        <EmptyState
          icon={<ReceiptIcon size={26} />}
          title={t('empty.paymentEmpty')}
          text={t('payment.emptyText')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <ButtonLink to={paths.cart}>{t('payment.backToCart')}</ButtonLink>
              <ButtonLink to={`${paths.products}?tab=orders`} variant="secondary">
                {t('orders.viewOrders')}
              </ButtonLink>
            </div>
          }
        />
      </>
    );
  }

  // The discount the server previewed; checkout prices the order again (decision 025).
  const applied = couponCode ? appliedTotal(preview.data, total.currency) : null;
  const amountMinor = applied?.amountMinor ?? total.amountMinor;
  const free = amountMinor === 0;
  const couponPending = couponCode !== null && preview.isFetching;
  const method = choice && total.methods.includes(choice) ? choice : (total.methods[0] ?? null);
  const canPay = free || method !== null;
  const ownedLeftOut = cart.items.filter((item) => item.alreadyOwned).length;

  const pay = () => {
    if (!canPay) return;
    checkout.start({
      method: free ? undefined : (method ?? undefined),
      // Exactly what this page shows is ordered; the server prices it again.
      productIds: items.map((item) => item.product.id),
      couponCode: applied && couponCode ? couponCode : undefined,
    });
  };

  return (
    <>
      {checkout.pendingOrderNo ? (
        <PendingOrderPanel
          orderNo={checkout.pendingOrderNo}
          reason="pending"
          onClosed={checkout.dismissPending}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-8">
          {cart.totals.length > 1 ? (
            <div role="group" aria-label={t('payment.currency')} className="flex flex-wrap gap-2">
              {cart.totals.map((entry) => (
                <Button
                  key={entry.currency}
                  variant={entry.currency === total.currency ? 'primary' : 'secondary'}
                  aria-pressed={entry.currency === total.currency}
                  onClick={() => setCurrencyChoice(entry.currency)}
                >
                  {t('cart.checkoutIn', { currency: entry.currency })}
                </Button>
              ))}
            </div>
          ) : null}
          <OrderSummary items={items} />
          {free ? (
            <p className="rounded-[var(--radius-card)] border border-success/40 bg-success/5 p-4 text-sm">
              {t('payment.freeText')}
            </p>
          ) : (
            <MethodCards
              available={total.methods}
              selected={method}
              currency={total.currency}
              onSelect={setChoice}
            />
          )}
        </div>
        <aside className="h-fit rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card lg:sticky lg:top-24">
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('cart.itemCount', { count: items.length })}</dt>
              <dd>{t(`tiers.${cart.tier}`)}</dd>
            </div>
            {applied && couponCode ? (
              <CouponDiscountRows code={couponCode} total={applied} />
            ) : null}
            <div className="flex items-baseline justify-between gap-3 border-t border-border pt-3">
              <dt className="font-semibold">{t('cart.total')}</dt>
              <dd>
                <PriceTag
                  amount={amountMinor}
                  currency={total.currency}
                  className="text-2xl font-extrabold"
                />
              </dd>
            </div>
          </dl>
          <CouponField currency={total.currency} totals={couponTotals} preview={preview} />
          {ownedLeftOut > 0 ? (
            <p className="mt-2 text-xs text-muted">
              {t('payment.ownedLeftOut', { count: ownedLeftOut })}
            </p>
          ) : null}
          {!free && total.methods.length === 0 ? (
            <p className="mt-3 text-sm text-warning">
              {t('payment.noMethod', { currency: total.currency })}
            </p>
          ) : null}
          {checkout.error ? (
            <p role="alert" className="mt-3 flex gap-2 text-sm text-danger">
              <AlertIcon size={18} className="shrink-0" />
              {checkout.error}
            </p>
          ) : null}
          <Button
            className="mt-5 w-full py-3 text-base"
            disabled={!canPay || checkout.busy || couponPending}
            onClick={pay}
          >
            {checkout.busy
              ? t('payment.processing')
              : free
                ? t('payment.getFree')
                : method
                  ? t('payment.payWith', { method: t(`payment.methods.${method}`) })
                  : t('payment.pay')}
          </Button>
          <p className="mt-3 text-xs text-muted">{t('payment.timeoutNote')}</p>
        </aside>
      </div>
    </>
  );
}

/**
 * `/payment` (spec §2; login required, and coming back from /wxQRcode goes to /products, both
 * in the route's loader): the order summary, the method, and the pay button.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const cart = useServerCart();
  const returnedOrderNo = search.get('cancelled') ? search.get('orderNo') : null;
  const [returnedClosed, setReturnedClosed] = useState(false);
  // `?membership=…&duration=…`: a membership plan instead of the cart (decision 023).
  const membership = membershipChoiceFrom(search);
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title={t('titles.payment')} />
      {isOrderNo(returnedOrderNo) && !returnedClosed ? (
        <PendingOrderPanel
          orderNo={returnedOrderNo}
          reason="returned"
          onClosed={() => setReturnedClosed(true)}
        />
      ) : null}
      {membership ? (
        <MembershipPayment key={`${membership.tier}-${membership.duration}`} choice={membership} />
      ) : cart.isPending ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]" aria-hidden="true">
          <div className="h-80 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
          <div className="h-64 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
        </div>
      ) : cart.isError ? (
        <LoadFailed onRetry={() => void cart.refetch()} />
      ) : (
        <Checkout cart={cart.data} currencyParam={search.get('currency')} />
      )}
    </div>
  );
}
