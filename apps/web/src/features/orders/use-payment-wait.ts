import type { Order } from '@space/contracts/commerce';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { OPEN_STATES } from './checkout.ts';
import { getOrderQueryOptions } from './orders-api.ts';

/**
 * What a wait for a payment waits for:
 * - `settlement` (/success, /wxQRcode): the order leaves the open states (paid, or ended);
 * - `payment-page` (checkout): a redirect provider has handed over its page, i.e. the order is
 *   no longer a waiting one without its payment. A repeated checkout may answer while the first
 *   request is still asking the provider (decision 020); WeChat's order needs no page (its QR
 *   page waits for the code itself).
 */
export type PaymentWaitGoal = 'settlement' | 'payment-page';

const WAITS: Record<PaymentWaitGoal, { intervalMs: number; maxPolls: number }> = {
  // Issue 9: every 2 s, for as long as the page is open (the server ends an unpaid order).
  settlement: { intervalMs: 2000, maxPolls: Infinity },
  // The checkout asks again a few times for the provider's page, then goes on with what it has.
  'payment-page': { intervalMs: 1000, maxPolls: 8 },
};

/** Whether this answer ends a wait for `goal`. */
export function paymentWaitIsOver(order: Order, goal: PaymentWaitGoal): boolean {
  if (goal === 'payment-page') {
    return order.state !== 'waiting' || Boolean(order.payment) || order.method === 'wechat';
  }
  return !OPEN_STATES.includes(order.state);
}

/** Whether to ask for the order again, after `polls` answers since the wait began. */
function pollAgain(
  order: Order | undefined,
  error: Error | null,
  goal: PaymentWaitGoal,
  polls: number,
): boolean {
  if (polls >= WAITS[goal].maxPolls) return false;
  // No order yet: a failure is tried again (the page may come back), a missing order is not.
  if (!order) return !(error instanceof ApiError && error.code === 404);
  // The checkout's wait ends on a failure, as its request would.
  if (goal === 'payment-page' && error) return false;
  return !paymentWaitIsOver(order, goal);
}

export interface PaymentWaitOptions {
  goal?: PaymentWaitGoal;
  /**
   * Called once when the wait ends: the order left the states waited on, the wait gave up
   * (the checkout's polls ran out), or the checkout's wait failed (`error`, with the last order
   * answered). Not called for a page's order that never loaded.
   */
  onOver?: (order: Order, error: Error | null) => void;
}

/**
 * Waiting for an order's payment, on the web: polls GET /api/orders/:orderNo (the order query
 * the pages share) until the wait for `goal` is over. Polling goes on while the tab is hidden
 * (the buyer pays with a phone and may look away meanwhile), and after a failed request (the
 * default retries first), but not for an order that does not exist. `orderNo` null: no wait.
 * The checkout's wait starts from the order it already has (put in the query cache first): its
 * first poll comes after one interval, and a failure is not retried.
 */
export function usePaymentWait(orderNo: string | null, options: PaymentWaitOptions = {}) {
  const goal = options.goal ?? 'settlement';
  const { intervalMs, maxPolls } = WAITS[goal];
  // Answers since the wait for this order began (each answer has its own time).
  const [polls, setPolls] = useState({ orderNo, answeredAt: -1, count: 0 });
  const order = useQuery({
    ...getOrderQueryOptions(orderNo ?? ''),
    enabled: orderNo !== null,
    refetchInterval: (query) =>
      pollAgain(query.state.data, query.state.error, goal, polls.count) ? intervalMs : false,
    refetchIntervalInBackground: true,
    // The checkout's order just came with its answer: only the polls ask again.
    ...(goal === 'payment-page' ? { retry: false, staleTime: Infinity } : {}),
  });

  if (polls.orderNo !== orderNo) {
    setPolls({ orderNo, answeredAt: order.dataUpdatedAt, count: 0 });
  } else if (polls.answeredAt !== order.dataUpdatedAt) {
    const first = polls.answeredAt === -1;
    setPolls({ orderNo, answeredAt: order.dataUpdatedAt, count: first ? 0 : polls.count + 1 });
  }

  const failed = goal === 'payment-page' && order.isError;
  const over =
    orderNo !== null &&
    order.data !== undefined &&
    (failed || polls.count >= maxPolls || paymentWaitIsOver(order.data, goal));
  const end = useEffectEvent(() => {
    if (order.data) options.onOver?.(order.data, failed ? order.error : null);
  });
  useEffect(() => {
    if (over) end();
  }, [over, orderNo]);

  return order;
}
