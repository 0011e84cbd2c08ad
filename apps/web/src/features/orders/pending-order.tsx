import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ClockIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { toApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/i18n.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { refreshCommerce } from '../cart/cart-api.ts';
import { PriceTag } from '../../components/ui/price-tag.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { nextStepFor } from './checkout.ts';
import { MethodName, OrderStateBadge } from './order-bits.tsx';
import { getOrderQueryOptions, orderQueryKey, ordersApi } from './orders-api.ts';

/** Pay a waiting order: the QR page or the provider's page, as the order says. */
export function useContinuePayment() {
  const navigate = useNavigate();
  return (order: Parameters<typeof nextStepFor>[0]) => {
    const step = nextStepFor(order);
    if (step.kind === 'route') void navigate(step.to);
    else if (step.kind === 'external') window.location.assign(step.url);
  };
}

/** Cancel a waiting order, after the buyer confirmed (spec §4: payment can be cancelled). */
export function useCancelOrder(orderNo: string, onDone?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ordersApi.cancel(orderNo),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(orderNo), order);
      refreshCommerce(queryClient);
      toast.success(t('orders.cancelledToast'));
      onDone?.();
    },
    onError: (error) => {
      toast.error(toApiError(error).message);
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderNo) });
    },
  });
}

/** "Cancel order" with an inline confirmation. */
export function CancelOrderButton({ orderNo, onDone }: { orderNo: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(orderNo, onDone);
  if (!confirming) {
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('orders.cancel')}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('orders.cancelConfirm')}
      className="flex flex-wrap items-center gap-2 rounded-2xl border border-border bg-surface-2 p-2 pl-4"
    >
      <span className="text-sm">{t('orders.cancelConfirm')}</span>
      <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
        {t('orders.cancelYes')}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        {t('orders.cancelKeep')}
      </Button>
    </div>
  );
}

/**
 * An order already open for these products (ORDER_PENDING), or the one the buyer came back
 * from without paying: pay it or cancel it.
 */
export function PendingOrderPanel({
  orderNo,
  reason,
  texts,
  onClosed,
}: {
  orderNo: string;
  reason: 'pending' | 'returned';
  /** Instead of the products' wording (a membership order). */
  texts?: { title: string; text: string };
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const order = useQuery(getOrderQueryOptions(orderNo));
  const continuePayment = useContinuePayment();
  return (
    <section
      aria-labelledby="pending-order"
      className="mb-6 rounded-[var(--radius-card)] border border-warning/40 bg-warning/5 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <ClockIcon className="mt-0.5 shrink-0 text-warning" />
        <div className="min-w-0 flex-1">
          <h2 id="pending-order" className="font-semibold">
            {texts?.title ??
              (reason === 'returned' ? t('payment.returnedTitle') : t('payment.pendingTitle'))}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {texts?.text ??
              (reason === 'returned' ? t('payment.returnedText') : t('payment.pendingText'))}
          </p>
          {order.isPending ? (
            <div className="mt-3 h-12 animate-pulse rounded-xl bg-surface-2" />
          ) : order.isError ? (
            <p className="mt-3 text-sm text-danger">{toApiError(order.error).message}</p>
          ) : (
            <>
              <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-muted">{t('orders.orderNo')}</dt>
                  <dd className="font-mono text-xs break-all sm:text-sm">{order.data.orderNo}</dd>
                </div>
                <div>
                  <dt className="text-muted">{t('orders.state')}</dt>
                  <dd>
                    <OrderStateBadge state={order.data.state} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">{t('orders.method')}</dt>
                  <dd>
                    <MethodName method={order.data.method} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">{t('orders.amount')}</dt>
                  <dd className="font-semibold">
                    <PriceTag amount={order.data.amountMinor} currency={order.data.currency} />
                  </dd>
                </div>
              </dl>
              {order.data.state === 'waiting' && order.data.expiresAt ? (
                <p className="mt-2 text-xs text-muted">
                  {t('orders.payBefore', { time: formatDateTime(order.data.expiresAt, lang) })}
                </p>
              ) : null}
              <div className="mt-4 flex flex-wrap items-center gap-2">
                {order.data.state === 'waiting' ? (
                  <>
                    {nextStepFor(order.data).kind !== 'none' ? (
                      <Button onClick={() => continuePayment(order.data)}>
                        {t('orders.continuePayment')}
                      </Button>
                    ) : null}
                    <CancelOrderButton orderNo={orderNo} onDone={onClosed} />
                  </>
                ) : (
                  <>
                    <ButtonLink to={`${paths.products}?tab=orders`} variant="secondary">
                      {t('orders.viewOrders')}
                    </ButtonLink>
                    <Button variant="ghost" onClick={onClosed}>
                      {t('common.close')}
                    </Button>
                  </>
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
