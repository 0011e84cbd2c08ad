import type { Cart } from '@space/contracts/commerce';
import type { CouponPreview } from '@space/contracts/coupons';
import type { ProductDetail } from '@space/contracts/products';
import { useQueries } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { CartIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { loginPathFor, paths } from '../../config/paths.ts';
import { CartLines, type CartLine } from './cart-lines.tsx';
import { useCartNoticeStore } from './cart-notice.ts';
import { appliedTotal, useCouponPreview } from './coupon-api.ts';
import { CouponDiscountRows, CouponField } from './coupon-field.tsx';
import { useCouponStore } from './coupon-store.ts';
import { useCartActions, useServerCart } from './use-cart.ts';
import { getProductQueryOptions } from '../catalog/catalog-api.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';
import { rememberRoute } from '../../lib/history-route.ts';
import { ApiError } from '../../lib/api-client.ts';
import { sumByCurrency } from '../../lib/money.ts';
import { useCartStore } from '../../stores/cart-store.ts';
import { useSoftwareStore } from '../../stores/software-store.ts';

const paymentPathFor = (currency: string | null) =>
  currency ? `${paths.payment}?currency=${encodeURIComponent(currency)}` : paths.payment;

interface Total {
  currency: string;
  amountMinor: number;
}

/** A logged-in cart's discount coupon: the applied code, its preview and the field. */
interface CouponSlot {
  code: string | null;
  preview: CouponPreview | undefined;
  field: ReactNode;
}

export function MergeNotice() {
  const { t } = useTranslation();
  const notice = useCartNoticeStore((s) => s.notice);
  const dismiss = useCartNoticeStore((s) => s.dismiss);
  if (!notice) return null;
  const lines = [
    notice.owned.length > 0 ? t('cart.mergedOwned', { names: notice.owned.join(', ') }) : null,
    notice.unavailable > 0 ? t('cart.mergedUnavailable', { count: notice.unavailable }) : null,
    notice.full > 0 ? t('cart.mergedFull', { count: notice.full }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <div
      role="status"
      className="mb-5 flex items-start gap-3 rounded-[var(--radius-card)] border border-primary/30 bg-primary/8 p-4 text-sm"
    >
      <div className="flex-1 space-y-1">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('common.close')}
        className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-surface-2"
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

function Summary({
  totals,
  note,
  count,
  onCheckout,
  checkoutLabel,
  coupon,
}: {
  totals: Total[];
  note: string;
  count: number;
  onCheckout: (currency: string | null) => void;
  checkoutLabel: string;
  coupon?: CouponSlot;
}) {
  const { t } = useTranslation();
  const mixed = totals.length > 1;
  return (
    <aside
      aria-labelledby="cart-summary"
      className="h-fit rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card lg:sticky lg:top-24"
    >
      <h2 id="cart-summary" className="text-lg font-bold">
        {t('cart.summary')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('cart.itemCount', { count })}</p>
      {totals.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('cart.nothingToPay')}</p>
      ) : (
        <dl className="mt-4 space-y-2">
          {totals.map((total) => {
            const applied = coupon?.code ? appliedTotal(coupon.preview, total.currency) : null;
            return (
              <Fragment key={total.currency}>
                {applied && coupon?.code ? (
                  <CouponDiscountRows code={coupon.code} total={applied} />
                ) : null}
                <div className="flex items-baseline justify-between gap-3">
                  <dt className="text-sm text-muted">
                    {mixed ? t('cart.totalIn', { currency: total.currency }) : t('cart.total')}
                  </dt>
                  <dd>
                    <PriceTag
                      amount={applied?.amountMinor ?? total.amountMinor}
                      currency={total.currency}
                      className="text-2xl font-extrabold"
                    />
                  </dd>
                </div>
              </Fragment>
            );
          })}
        </dl>
      )}
      <p className="mt-3 text-xs text-muted">{note}</p>
      {mixed ? <p className="mt-2 text-xs text-warning">{t('cart.mixedCurrencies')}</p> : null}
      {totals.length > 0 ? coupon?.field : null}
      <div className="mt-5 flex flex-col gap-2">
        {mixed ? (
          totals.map((total) => (
            <Button key={total.currency} onClick={() => onCheckout(total.currency)}>
              {t('cart.checkoutIn', { currency: total.currency })}
            </Button>
          ))
        ) : (
          <Button disabled={totals.length === 0} onClick={() => onCheckout(null)}>
            {checkoutLabel}
          </Button>
        )}
        <ButtonLink to={paths.home} variant="ghost">
          {t('cart.continueShopping')}
        </ButtonLink>
      </div>
    </aside>
  );
}

function CartLayout({
  lines,
  totals,
  note,
  onCheckout,
  checkoutLabel,
  coupon,
}: {
  lines: CartLine[];
  totals: Total[];
  note: string;
  onCheckout: (currency: string | null) => void;
  checkoutLabel: string;
  coupon?: CouponSlot;
}) {
  const { t } = useTranslation();
  const { add, remove, adding, removing } = useCartActions();
  if (lines.length === 0) {
    return (
      <EmptyState
        icon={<CartIcon size={26} />}
        title={t('empty.cartEmpty')}
        text={t('empty.cartEmptyText')}
        action={<ButtonLink to={paths.home}>{t('cart.continueShopping')}</ButtonLink>}
      />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8">
      <CartLines lines={lines} actions={{ onAdd: add, onRemove: remove, adding, removing }} />
      <Summary
        totals={totals}
        note={note}
        count={lines.length}
        onCheckout={onCheckout}
        checkoutLabel={checkoutLabel}
        coupon={coupon}
      />
    </div>
  );
}

function linesOfServerCart(cart: Cart): CartLine[] {
  return cart.items.map((item) => ({
    kind: 'product',
    id: item.product.id,
    product: item.product,
    price: item.price,
    currency: item.currency,
    owned: item.alreadyOwned,
    missing: item.missingPrerequisites.map((offer) => ({
      product: offer.product,
      price: offer.price,
      currency: offer.currency,
    })),
  }));
}

/** A logged-in user's cart: the server's, priced for their tier. */
export function ServerCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useServerCart();
  const couponCode = useCouponStore((s) => s.code);
  const preview = useCouponPreview(null, cart.data?.totals ?? []);
  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) return <LoadFailed onRetry={() => void cart.refetch()} />;
  return (
    <CartLayout
      coupon={{
        code: couponCode,
        preview: preview.data,
        field: <CouponField currency={null} totals={cart.data.totals} preview={preview} />,
      }}
      lines={linesOfServerCart(cart.data)}
      totals={cart.data.totals}
      note={t('cart.pricesFor', { tier: t(`tiers.${cart.data.tier}`) })}
      checkoutLabel={t('cart.checkout')}
      onCheckout={(currency) => void navigate(paymentPathFor(currency))}
    />
  );
}

function lineOfDetail(
  id: number,
  query: { data?: ProductDetail; error: unknown; isPending: boolean; refetch: () => unknown },
  inCart: Set<number>,
): CartLine {
  if (query.data) {
    const product = query.data;
    return {
      kind: 'product',
      id,
      product,
      // Visitors pay the general price; the server prices the order again at checkout.
      price: product.prices.general,
      currency: product.currency,
      owned: false,
      missing: product.prerequisites
        .filter((prerequisite) => !inCart.has(prerequisite.id))
        .map((prerequisite) => ({
          product: prerequisite,
          price: prerequisite.price,
          currency: prerequisite.currency,
        })),
    };
  }
  if (query.error instanceof ApiError && query.error.code === 404)
    return { kind: 'unavailable', id };
  if (query.error) return { kind: 'failed', id, retry: () => void query.refetch() };
  return { kind: 'loading', id };
}

/** A visitor's cart: the browser's product ids, priced from the public catalogue. */
export function VisitorCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useCartStore((s) => s.productIds);
  const details = useQueries({ queries: ids.map((id) => getProductQueryOptions(id)) });
  const inCart = new Set(ids);
  const lines = ids.map((id, index) => lineOfDetail(id, details[index]!, inCart));
  const totals = sumByCurrency(
    lines.flatMap((line) =>
      line.kind === 'product' ? [{ amountMinor: line.price, currency: line.currency }] : [],
    ),
  );
  const onCheckout = (currency: string | null) => {
    // Log in, then straight on to payment with the merged cart (spec §6: payment needs login).
    rememberRoute(paymentPathFor(currency));
    void navigate(loginPathFor(null, useSoftwareStore.getState().client));
  };
  return (
    <CartLayout
      lines={lines}
      totals={totals}
      note={t('cart.visitorPrices')}
      checkoutLabel={t('cart.logInToCheckout')}
      onCheckout={onCheckout}
    />
  );
}

function CartSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8" aria-hidden="true">
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-28 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
    </div>
  );
}
