import type { Order } from '@space/contracts/commerce';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { runtimeKey, useTranslation } from '../../lib/translator.ts';
import { useNavigate, useSearchParams } from '../../lib/router/router.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { AlertIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { toApiError } from '../../lib/api-client.ts';
import { useIsLoggedIn } from '../../stores/token.ts';
import { refreshCommerce } from '../cart/cart-api.ts';
import { GRANTED_STATES, OPEN_STATES, providerReturnParams, successPath } from './checkout.ts';
import { SignInPrompt } from './order-bits.tsx';
import { isOrderNo, orderQueryKey, ordersApi } from './orders-api.ts';

/** Our return URLs are `/callBack?type=payment&orderNo=…&method=…` plus the provider's own. */
export function isPaymentReturn(search: URLSearchParams): boolean {
  return search.get('type') === 'payment' || search.has('orderNo');
}

type Outcome = { kind: 'error'; message: string } | { kind: 'ended'; order: Order };

/**
 * The buyer is back from Alipay or PayPal: the server completes the payment with the provider
 * (POST /api/orders/:orderNo/complete with the provider's parameters), then /success, which
 * keeps polling an order still being confirmed. Sent once, even under StrictMode.
 */
export function PaymentReturn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  const valid = isOrderNo(orderNo);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !loggedIn || !isOrderNo(orderNo)) return;
    started.current = true;
    ordersApi
      .complete(orderNo, providerReturnParams(search))
      .then((order) => {
        queryClient.setQueryData(orderQueryKey(orderNo), order);
        if (GRANTED_STATES.includes(order.state)) refreshCommerce(queryClient);
        if (GRANTED_STATES.includes(order.state) || OPEN_STATES.includes(order.state)) {
          // Replace: going back must not complete the payment again.
          void navigate(successPath(orderNo), { replace: true });
        } else {
          setOutcome({ kind: 'ended', order });
        }
      })
      .catch((error: unknown) => setOutcome({ kind: 'error', message: toApiError(error).message }));
  }, [loggedIn, orderNo, search, navigate, queryClient]);

  if (!loggedIn) return <SignInPrompt text={t('callback.paymentSignIn')} />;
  if (!valid || outcome) {
    const title = !valid
      ? t('callback.paymentMissing')
      : outcome?.kind === 'ended'
        ? t(runtimeKey('orders.ended', outcome.order.state))
        : t('callback.paymentFailed');
    const text =
      outcome?.kind === 'error'
        ? outcome.message
        : outcome?.kind === 'ended'
          ? t('orders.endedText', { orderNo: outcome.order.orderNo })
          : undefined;
    return (
      <EmptyState
        icon={<AlertIcon size={26} />}
        title={title}
        text={text}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <ButtonLink to={`${paths.products}?tab=orders`}>{t('orders.viewOrders')}</ButtonLink>
            <ButtonLink to={paths.cart} variant="secondary">
              {t('payment.backToCart')}
            </ButtonLink>
          </div>
        }
      />
    );
  }
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-center">
      <span className="size-10 animate-spin rounded-full border-4 border-surface-2 border-t-primary" />
      <p className="font-semibold">{t('callback.completing')}</p>
    </div>
  );
}
