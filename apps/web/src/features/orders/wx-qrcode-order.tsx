import type { Order } from '@space/contracts/commerce';
import { isWebLink } from '@space/contracts/web-links';
import { useQueryClient } from '@tanstack/react-query';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { AlertIcon, ReceiptIcon } from '../../components/ui/icons.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { refreshCommerce } from '../cart/cart-api.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';
import { GRANTED_STATES, OPEN_STATES, nextStepFor, successPath } from './checkout.ts';
import { Countdown } from './countdown.tsx';
import { MethodMark } from './order-bits.tsx';
import { CancelOrderButton, useContinuePayment } from './pending-order.tsx';
import { QrCode } from './qr-code.tsx';
import { usePaymentWait } from './use-payment-wait.ts';
import { ApiError } from '../../lib/api-client.ts';

const ordersPath = `${paths.products}?tab=orders`;

function ClosedOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<AlertIcon size={26} />}
      title={t(runtimeKey('orders.ended', order.state))}
      text={t('orders.endedText', { orderNo: order.orderNo })}
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

function WaitingOrder({ order, polling }: { order: Order; polling: boolean }) {
  const { t } = useTranslation();
  const continuePayment = useContinuePayment();
  const codeUrl = order.payment?.kind === 'qr' ? order.payment.codeUrl : null;
  // Another method's order opened here: it is paid on that provider's page.
  if (order.payment?.kind === 'redirect') {
    return (
      <EmptyState
        icon={<ReceiptIcon size={26} />}
        title={t('wxpay.otherMethod')}
        action={
          nextStepFor(order).kind !== 'none' ? (
            <Button onClick={() => continuePayment(order)}>{t('orders.continuePayment')}</Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className="mx-auto grid max-w-4xl gap-6 rounded-[var(--radius-card)] border border-border bg-surface p-5 shadow-card sm:p-8 md:grid-cols-[auto_minmax(0,1fr)] md:gap-10">
      <div className="flex flex-col items-center gap-3">
        {codeUrl ? (
          <QrCode value={codeUrl} label={t('wxpay.qrLabel', { orderNo: order.orderNo })} />
        ) : (
          <div
            role="status"
            aria-label={t('wxpay.preparing')}
            className="aspect-square w-full max-w-64 animate-pulse rounded-2xl bg-surface-2"
          />
        )}
        <p className="flex items-center gap-2 text-sm font-medium">
          <MethodMark method="wechat" />
          {t('wxpay.scan')}
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          <p className="text-sm text-muted">{t('orders.amount')}</p>
          <PriceTag
            amount={order.amountMinor}
            currency={order.currency}
            className="text-4xl font-extrabold tracking-tight"
          />
        </div>
        <dl className="grid gap-2 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted">{t('orders.orderNo')}</dt>
            <dd className="font-mono break-all">{order.orderNo}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted">{t('orders.items')}</dt>
            <dd>{order.items.map((item) => item.product.name).join(', ')}</dd>
          </div>
        </dl>
        <p
          className="flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-2 text-sm"
          aria-live="polite"
        >
          <span
            aria-hidden="true"
            className={`size-2 rounded-full bg-warning ${polling ? 'animate-pulse' : ''}`}
          />
          <span className="flex-1">
            {order.state === 'unknown' ? t('wxpay.confirming') : t('wxpay.waiting')}
          </span>
          {order.expiresAt ? (
            <span className="text-muted">
              <Countdown until={order.expiresAt} />
            </span>
          ) : null}
        </p>
        {codeUrl && isWebLink(codeUrl) ? (
          // Only the local sandbox hands out an http(s) code; WeChat's own is weixin://.
          <a
            href={codeUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-primary hover:underline"
          >
            {t('wxpay.openSandbox')}
          </a>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {order.state === 'waiting' ? <CancelOrderButton orderNo={order.orderNo} /> : null}
          <ButtonLink to={ordersPath} variant="ghost">
            {t('orders.viewOrders')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

export function QrOrder({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Polled every 2 s until paid or ended (issue 9), also while the buyer looks at the phone.
  const order = usePaymentWait(orderNo, {
    onOver: (ended) => {
      if (!GRANTED_STATES.includes(ended.state)) return;
      refreshCommerce(queryClient);
      void navigate(successPath(orderNo), { replace: true });
    },
  });

  if (order.isPending) {
    return (
      <div
        className="mx-auto h-96 max-w-4xl animate-pulse rounded-[var(--radius-card)] bg-surface-2"
        aria-hidden="true"
      />
    );
  }
  if (order.isError && !order.data) {
    if (order.error instanceof ApiError && order.error.code === 404) return <MissingOrder />;
    return <LoadFailed onRetry={() => void order.refetch()} />;
  }
  const current = order.data!;
  if (GRANTED_STATES.includes(current.state)) return null;
  if (!OPEN_STATES.includes(current.state)) return <ClosedOrder order={current} />;
  return <WaitingOrder order={current} polling={order.isFetching} />;
}

export function MissingOrder() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ReceiptIcon size={26} />}
      title={t('wxpay.missing')}
      action={<ButtonLink to={ordersPath}>{t('orders.viewOrders')}</ButtonLink>}
    />
  );
}
