import type { CheckoutBody, Order } from '@space/contracts/commerce';
import { ERRORS } from '@space/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { ApiError, toApiError } from '../../lib/api-client.ts';
import { refreshCommerce } from '../cart/cart-api.ts';
import { COUPON_PREVIEW_QUERY_KEY, isCouponRefusal } from '../cart/coupon-api.ts';
import { useCouponStore } from '../cart/coupon-store.ts';
import { GRANTED_STATES, newCheckoutKey, nextStepFor } from './checkout.ts';
import { orderQueryKey, ordersApi } from './orders-api.ts';
import { paymentWaitIsOver, usePaymentWait } from './use-payment-wait.ts';

/**
 * Whether a failed checkout ended the attempt: the server answered with a catalogue error
 * (refused, or the provider failed and the order is `failed`), so a new try takes a new key.
 * A lost connection, a timeout or a bare 5xx may have made the order: the retry keeps the key
 * and gets that same order back.
 */
function attemptEnded(error: unknown): boolean {
  return error instanceof ApiError && error.code >= 10_000;
}

export type CheckoutRequest = Omit<CheckoutBody, 'checkoutKey'>;

/**
 * Creates an order, idempotently: one checkout key per attempt (crypto.randomUUID), reused by a
 * double click or a retry; then goes where the order says (success, the WeChat QR page, or the
 * provider's page), first waiting a little for a redirect provider's page that is not there yet
 * (usePaymentWait). An open order already holding the products is reported, not guessed at.
 */
export function useCheckout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const [pendingOrderNo, setPendingOrderNo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  // A repeated checkout may answer while the first request is still asking the provider:
  // the order whose redirect page is awaited (usePaymentWait's `payment-page`).
  const [settlingOrderNo, setSettlingOrderNo] = useState<string | null>(null);

  const goOn = (order: Order) => {
    if (GRANTED_STATES.includes(order.state)) refreshCommerce(queryClient);
    // The order holds its coupon now; the next purchase starts without one.
    if (order.coupon) useCouponStore.getState().clear();
    const step = nextStepFor(order);
    if (step.kind === 'route') {
      void navigate(step.to);
    } else if (step.kind === 'external') {
      setLeaving(true);
      window.location.assign(step.url);
    } else {
      // Nothing to go on to (the order failed after all): this attempt is over.
      key.current = null;
      setError(t('payment.couldNotStart'));
      void queryClient.invalidateQueries({ queryKey: ['me', 'orders'] });
    }
  };

  const fail = (failure: unknown) => {
    if (attemptEnded(failure)) key.current = null;
    // The preview was older than checkout's check: show why the coupon is refused now.
    if (isCouponRefusal(failure)) {
      void queryClient.invalidateQueries({ queryKey: COUPON_PREVIEW_QUERY_KEY });
    }
    if (failure instanceof ApiError) {
      const orderNo = failure.data?.orderNo;
      if (failure.code === ERRORS.ORDER_PENDING.code && typeof orderNo === 'string') {
        setPendingOrderNo(orderNo);
      }
      if (
        failure.code === ERRORS.ALREADY_OWNED.code ||
        failure.code === ERRORS.PRODUCT_UNAVAILABLE.code ||
        failure.code === ERRORS.CART_EMPTY.code ||
        failure.code === ERRORS.PAYMENT_PROVIDER_FAILED.code
      ) {
        refreshCommerce(queryClient);
      }
    }
    setError(toApiError(failure).message);
  };

  usePaymentWait(settlingOrderNo, {
    goal: 'payment-page',
    onOver: (order, failure) => {
      setSettlingOrderNo(null);
      if (failure) fail(failure);
      else goOn(order);
    },
  });

  const mutation = useMutation({
    mutationFn: (request: CheckoutRequest) => {
      key.current ??= newCheckoutKey();
      return ordersApi.checkout({ ...request, checkoutKey: key.current });
    },
    onMutate: () => {
      setError(null);
      setPendingOrderNo(null);
    },
    onSuccess: (order) => {
      if (paymentWaitIsOver(order, 'payment-page')) {
        goOn(order);
        return;
      }
      queryClient.setQueryData(orderQueryKey(order.orderNo), order);
      setSettlingOrderNo(order.orderNo);
    },
    onError: fail,
  });

  const busy = mutation.isPending || settlingOrderNo !== null || leaving;
  return {
    start: (request: CheckoutRequest) => {
      if (busy) return;
      mutation.mutate(request);
    },
    busy,
    error,
    pendingOrderNo,
    dismissPending: () => setPendingOrderNo(null),
  };
}
