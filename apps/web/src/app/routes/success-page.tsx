import type { Order } from '@space/contracts/commerce';
import { useQueryClient } from '@tanstack/react-query';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { Link, useSearchParams } from '../../lib/router/router.tsx';
import { LazyImage } from '../../components/lazy-image/lazy-image.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { AlertIcon, CheckCircleIcon, ReceiptIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths, productPath } from '../../config/paths.ts';
import { refreshCommerce } from '../../features/cart/cart-api.ts';
import { srcSetOf } from '../../lib/image-sources.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';
import { MembershipOrderLine } from '../../features/orders/membership-order-line.tsx';
import { refreshMembership } from '../../features/memberships/memberships-api.ts';
import { GRANTED_STATES, OPEN_STATES } from '../../features/orders/checkout.ts';
import { MethodName, OrderStateBadge, SignInPrompt } from '../../features/orders/order-bits.tsx';
import { OrderDiscountEntries } from '../../features/orders/order-discount.tsx';
import { isOrderNo } from '../../features/orders/orders-api.ts';
import { usePaymentWait } from '../../features/orders/use-payment-wait.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { useIsLoggedIn } from '../../stores/token.ts';

const ordersPath = `${paths.products}?tab=orders`;

function Receipt({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const free = order.state === 'no_payment_required';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-success/30 bg-success/5 px-5 py-8 text-center">
        <CheckCircleIcon size={48} className="text-success" />
        <h2 className="text-xl font-bold sm:text-2xl">
          {free ? t('success.freeTitle') : t('success.paidTitle')}
        </h2>
        <p className="max-w-md text-sm text-muted">
          {order.membership ? t('membership.successText') : t('success.text')}
        </p>
      </div>
      <section
        aria-labelledby="bought"
        className="rounded-[var(--radius-card)] border border-border bg-surface shadow-card"
      >
        <h2 id="bought" className="border-b border-border px-5 py-3 font-semibold">
          {order.membership
            ? t('membership.successTitle')
            : t('success.bought', { count: order.items.length })}
        </h2>
        <ul className="divide-y divide-border">
          {order.membership ? (
            <MembershipOrderLine
              membership={order.membership}
              currency={order.currency}
              className="px-5 py-3"
            />
          ) : null}
          {order.items.map((item) => (
            <li key={item.product.id} className="flex items-center gap-3 px-5 py-3">
              <LazyImage
                src={item.product.cover}
                srcSet={srcSetOf(item.product.coverVariants)}
                sizes="80px"
                alt={t('common.image', { name: item.product.name })}
                aspect={1.5}
                className="w-16 shrink-0 rounded-lg"
              />
              <Link
                to={productPath(item.product.id)}
                className="min-w-0 flex-1 font-medium hover:text-primary"
              >
                {item.product.name}
              </Link>
              <PriceTag amount={item.pricePaidMinor} currency={order.currency} />
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 border-t border-border px-5 py-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">{t('orders.orderNo')}</dt>
            <dd className="font-mono break-all">{order.orderNo}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('orders.paidAt')}</dt>
            <dd>{formatDateTime(order.paidAt ?? order.createdAt, lang)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('orders.method')}</dt>
            <dd>
              <MethodName method={order.method} />
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('orders.state')}</dt>
            <dd>
              <OrderStateBadge state={order.state} />
            </dd>
          </div>
          <OrderDiscountEntries order={order} />
          <div className="sm:col-span-2">
            <dt className="text-muted">{t('orders.amount')}</dt>
            <dd className="text-lg font-bold">
              <PriceTag amount={order.amountMinor} currency={order.currency} />
            </dd>
          </div>
        </dl>
      </section>
      <div className="flex flex-wrap justify-center gap-2">
        {order.membership ? (
          <ButtonLink to={paths.memberRecharge}>{t('membership.toRecharge')}</ButtonLink>
        ) : null}
        <ButtonLink to={paths.products} variant={order.membership ? 'secondary' : 'primary'}>
          {t('success.toProducts')}
        </ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          {t('cart.continueShopping')}
        </ButtonLink>
      </div>
    </div>
  );
}

function OrderOutcome({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // An order still being confirmed (the buyer came back before the notification) is polled.
  const order = usePaymentWait(orderNo, {
    onOver: (ended) => {
      if (!GRANTED_STATES.includes(ended.state)) return;
      // What was bought leaves the cart and joins the owned products.
      refreshCommerce(queryClient);
      // A membership changes the level, the expiry and every price the user sees.
      if (ended.membership !== undefined) refreshMembership(queryClient);
    },
  });
  const granted = order.data ? GRANTED_STATES.includes(order.data.state) : false;

  if (order.isPending) {
    return (
      <div
        className="mx-auto h-96 max-w-3xl animate-pulse rounded-[var(--radius-card)] bg-surface-2"
        aria-hidden="true"
      />
    );
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.code === 404) {
      return (
        <EmptyState
          icon={<ReceiptIcon size={26} />}
          title={t('success.missing')}
          action={<ButtonLink to={ordersPath}>{t('orders.viewOrders')}</ButtonLink>}
        />
      );
    }
    return <LoadFailed onRetry={() => void order.refetch()} />;
  }
  if (granted) return <Receipt order={order.data} />;
  if (OPEN_STATES.includes(order.data.state)) {
    return (
      <div
        role="status"
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center"
      >
        <span className="size-10 animate-spin rounded-full border-4 border-surface-2 border-t-primary" />
        <p className="font-semibold">{t('success.confirming')}</p>
        <p className="text-sm text-muted">{t('success.confirmingText')}</p>
        <ButtonLink to={ordersPath} variant="secondary">
          {t('orders.viewOrders')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <EmptyState
      icon={<AlertIcon size={26} />}
      title={t(runtimeKey('orders.ended', order.data.state))}
      text={t('orders.endedText', { orderNo })}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink to={paths.cart}>{t('payment.backToCart')}</ButtonLink>
          <ButtonLink to={ordersPath} variant="secondary">
            {t('orders.viewOrders')}
          </ButtonLink>
        </div>
      }
    />
  );
}

/** `/success?orderNo=…`: what was bought, and the way to the owned products. */
export function SuccessPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeader title={t('titles.success')} />
      {!loggedIn ? (
        <SignInPrompt />
      ) : isOrderNo(orderNo) ? (
        <OrderOutcome key={orderNo} orderNo={orderNo} />
      ) : (
        <EmptyState
          icon={<ReceiptIcon size={26} />}
          title={t('empty.paymentEmpty')}
          action={<ButtonLink to={paths.products}>{t('success.toProducts')}</ButtonLink>}
        />
      )}
    </div>
  );
}
