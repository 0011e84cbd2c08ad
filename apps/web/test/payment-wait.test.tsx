import type { Order } from '@space/contracts/commerce';
import {
  defaultScheduler,
  focusManager,
  notifyManager,
  useQueryClient,
} from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, serveApi } from './support/fake-api.tsx';
import { PaymentPage } from '../src/app/routes/payment-page.tsx';
import { orderQueryKey } from '../src/features/orders/orders-api.ts';
import { type PaymentWaitGoal, usePaymentWait } from '../src/features/orders/use-payment-wait.ts';
import { initI18n } from '../src/lib/i18n.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';
import { ORDER_NO, waitingOrder } from './support/orders.ts';

const ORDER_PATH = `GET /api/orders/${ORDER_NO}`;

const order = waitingOrder;

/** A redirect order whose provider page is not there yet (a repeated checkout's answer). */
const noPageYet = order({ method: 'paypal', currency: 'USD', payment: null });
const withPage = order({
  method: 'paypal',
  currency: 'USD',
  payment: { kind: 'redirect', url: 'https://pay.example/paypal/1' },
});

/** The server's answers in turn, the last one repeated. */
function answersInTurn(...orders: Order[]) {
  let next = 0;
  return () => ({ data: orders[Math.min(next++, orders.length - 1)]! });
}

const onOver = vi.fn<(order: Order, error: Error | null) => void>();

/** A page waiting on the order, from the start or, like the checkout, from the order it has. */
function Waiting({ goal, from }: { goal?: PaymentWaitGoal; from?: Order }) {
  const queryClient = useQueryClient();
  const [orderNo, setOrderNo] = useState<string | null>(from ? null : ORDER_NO);
  const wait = usePaymentWait(orderNo, { goal, onOver });
  return (
    <div>
      <p data-testid="state">{wait.data ? wait.data.state : wait.isError ? 'error' : 'none'}</p>
      {from ? (
        <button
          type="button"
          onClick={() => {
            queryClient.setQueryData(orderQueryKey(from.orderNo), from);
            setOrderNo(from.orderNo);
          }}
        >
          start
        </button>
      ) : null}
    </div>
  );
}

const polls = (calls: { key: string }[]) => calls.filter((call) => call.key === ORDER_PATH).length;
const shown = () => screen.getByTestId('state').textContent;

/** Lets `ms` of fake time pass, with the requests and renders it brings. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Fake time for the polls. The query cache tells its observers on the real clock's
 * `setTimeout(0)`; on a microtask here, so that they hear within the fake time.
 */
function withFakeTime() {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    notifyManager.setScheduler(queueMicrotask);
  });
  afterEach(() => notifyManager.setScheduler(defaultScheduler));
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useMainStore.getState().setLang('en');
  useTokenStore.getState().setToken('tok');
  onOver.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

describe('usePaymentWait for a page (/success, /wxQRcode)', () => {
  withFakeTime();

  it('asks every 2 s until the order is paid, then stops and says so once', async () => {
    const calls = serveApi({
      [ORDER_PATH]: answersInTurn(order(), order({ state: 'unknown' }), order({ state: 'paid' })),
    });
    renderAt('/wait', [['/wait', <Waiting />]]);
    await pass(0);
    expect(shown()).toBe('waiting');
    expect(polls(calls)).toBe(1);

    await pass(1900);
    expect(polls(calls)).toBe(1);
    await pass(100);
    expect(shown()).toBe('unknown');
    expect(polls(calls)).toBe(2);
    expect(onOver).not.toHaveBeenCalled();

    await pass(2000);
    expect(shown()).toBe('paid');
    expect(polls(calls)).toBe(3);
    expect(onOver).toHaveBeenCalledTimes(1);
    expect(onOver).toHaveBeenCalledWith(expect.objectContaining({ state: 'paid' }), null);

    await pass(10_000);
    expect(polls(calls)).toBe(3);
    expect(onOver).toHaveBeenCalledTimes(1);
  });

  it('stops at an order that ended unpaid', async () => {
    const calls = serveApi({ [ORDER_PATH]: answersInTurn(order({ state: 'cancelled' })) });
    renderAt('/wait', [['/wait', <Waiting />]]);
    await pass(0);
    expect(shown()).toBe('cancelled');
    expect(onOver).toHaveBeenCalledWith(expect.objectContaining({ state: 'cancelled' }), null);
    await pass(10_000);
    expect(polls(calls)).toBe(1);
  });

  it('keeps asking while the tab is hidden (the buyer pays on the phone)', async () => {
    const calls = serveApi({ [ORDER_PATH]: answersInTurn(order()) });
    renderAt('/wait', [['/wait', <Waiting />]]);
    await pass(0);
    act(() => focusManager.setFocused(false));
    await pass(6000);
    expect(polls(calls)).toBe(4);
  });

  it('tries again after a failed request, but not for a missing order', async () => {
    let down = true;
    const calls = serveApi({
      [ORDER_PATH]: () => {
        if (down) throw new TypeError('Failed to fetch');
        return { data: order({ state: 'paid' }) };
      },
    });
    renderAt('/wait', [['/wait', <Waiting />]]);
    await pass(0);
    expect(shown()).toBe('error');
    down = false;
    await pass(2000);
    expect(shown()).toBe('paid');
    expect(polls(calls)).toBe(2);

    cleanup();
    const missing = serveApi({});
    renderAt('/wait', [['/wait', <Waiting />]]);
    await pass(0);
    expect(shown()).toBe('error');
    await pass(10_000);
    expect(polls(missing)).toBe(1);
    expect(onOver).toHaveBeenCalledTimes(1);
  });
});

describe("usePaymentWait for the checkout (a redirect provider's page)", () => {
  withFakeTime();

  it('starts from the order it has and asks every second until the page is there', async () => {
    const calls = serveApi({ [ORDER_PATH]: answersInTurn(noPageYet, withPage) });
    renderAt('/wait', [['/wait', <Waiting goal="payment-page" from={noPageYet} />]]);
    await pass(5000);
    expect(polls(calls)).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    await pass(0);
    expect(polls(calls)).toBe(0);
    await pass(1000);
    expect(polls(calls)).toBe(1);
    expect(onOver).not.toHaveBeenCalled();
    await pass(1000);
    expect(polls(calls)).toBe(2);
    expect(onOver).toHaveBeenCalledTimes(1);
    expect(onOver).toHaveBeenCalledWith(withPage, null);
    await pass(10_000);
    expect(polls(calls)).toBe(2);
  });

  it('gives up after 8 polls and goes on with the last answer', async () => {
    const calls = serveApi({ [ORDER_PATH]: answersInTurn(noPageYet) });
    renderAt('/wait', [['/wait', <Waiting goal="payment-page" from={noPageYet} />]]);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    await pass(7000);
    expect(polls(calls)).toBe(7);
    expect(onOver).not.toHaveBeenCalled();
    await pass(1000);
    expect(polls(calls)).toBe(8);
    expect(onOver).toHaveBeenCalledTimes(1);
    expect(onOver).toHaveBeenCalledWith(noPageYet, null);
    await pass(10_000);
    expect(polls(calls)).toBe(8);
  });

  it('ends at the first failure, without retrying', async () => {
    const calls = serveApi({});
    renderAt('/wait', [['/wait', <Waiting goal="payment-page" from={noPageYet} />]]);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    await pass(1000);
    expect(polls(calls)).toBe(1);
    expect(onOver).toHaveBeenCalledTimes(1);
    const [last, error] = onOver.mock.calls[0]!;
    expect(last).toEqual(noPageYet);
    expect(error).toMatchObject({ code: 404 });
    await pass(10_000);
    expect(polls(calls)).toBe(1);
  });
});

describe('the checkout waits through usePaymentWait', () => {
  it("opens the provider's page once a repeated checkout's order has it", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = serveApi({
      'GET /api/cart': () => ({
        data: {
          tier: 'general',
          items: [
            {
              product: {
                id: 7,
                name: 'Twitch Chat',
                author: { id: 1, nickName: 'StreamCraft', avatar: null },
                deviceFamily: 'streamDock',
                contentTypes: ['plugin'],
                category: 'streaming',
                cover: null,
                coverVariants: [],
                currency: 'USD',
                price: 990,
                likeCount: 0,
                downloadCount: 0,
                createdAt: '2026-01-05T09:00:00.000Z',
              },
              addedAt: '2026-11-23T10:00:00.000Z',
              price: 990,
              currency: 'USD',
              free: false,
              alreadyOwned: false,
              missingPrerequisites: [],
            },
          ],
          count: 1,
          totals: [{ currency: 'USD', amountMinor: 990, methods: ['paypal'] }],
        },
      }),
      'POST /api/orders': () => ({ data: noPageYet }),
      [ORDER_PATH]: answersInTurn(withPage),
    });
    renderAt('/payment', [['/payment', <PaymentPage />]]);
    const pay = await screen.findByRole('button', { name: 'Pay with PayPal' });
    fireEvent.click(pay);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/paypal/1'), {
      timeout: 3000,
    });
    expect(calls.filter((call) => call.key === 'POST /api/orders')).toHaveLength(1);
    expect(polls(calls)).toBe(1);
  });
});
