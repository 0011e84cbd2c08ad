import type { UnmatchedPaymentEvent } from '@space/contracts/admin';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt, serveApi } from './support/fake-api.tsx';
import { UnmatchedPaymentsSection } from '../src/features/admin/admin-unmatched-section.tsx';
import { initI18n } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';
import { ko } from '../src/locales/ko.ts';

const U = en.admin.unmatched;
const PATH = 'GET /api/admin/payment-events/unmatched';

/** A PayPal refund made in the dashboard for a capture Space does not know (no custom_id). */
const paypal: UnmatchedPaymentEvent = {
  id: 41,
  method: 'paypal',
  source: 'notify',
  outcome: 'unmatched',
  reason: 'a refund (9XJ1) of no known order',
  transactionId: 'CAPTURE-UNKNOWN',
  orderNo: null,
  receivedAt: '2026-11-29T03:00:00.000Z',
  raw: {
    id: '9XJ1',
    status: 'COMPLETED',
    amount: { value: '5.00', currency_code: 'USD' },
    links: [{ rel: 'up', href: 'https://api.paypal.com/v2/payments/captures/CAPTURE-UNKNOWN' }],
  },
};

/** A WeChat Pay REFUND.SUCCESS of another business on the same merchant account. */
const wechat: UnmatchedPaymentEvent = {
  id: 40,
  method: 'wechat',
  source: 'notify',
  outcome: 'unmatched',
  reason: 'a refund (50000) of no known order',
  transactionId: '4200000001',
  orderNo: 'OTHERSHOP_1',
  receivedAt: '2026-11-29T02:00:00.000Z',
  raw: {
    refund_id: '50000',
    out_refund_no: 'OTHER_R1',
    transaction_id: '4200000001',
    out_trade_no: 'OTHERSHOP_1',
    refund_status: 'SUCCESS',
    amount: { refund: 1250, total: 1999, payer_refund: 1250 },
  },
};

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('unmatched provider events in the admin console', () => {
  it('lists each event: provider, what it is, amount, the ids to look it up by, when', async () => {
    const calls = serveApi({
      [PATH]: { data: { list: [paypal, wechat], total: 2, page: 1, pageSize: 20 } },
    });
    renderAt('/admin', [['/admin', <UnmatchedPaymentsSection />]]);
    const rows = await screen.findAllByRole('row');
    // The header row, then the newest first, as the server sends them.
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText(en.payment.methods.paypal)).toBeTruthy();
    expect(rows[1]!.textContent).toContain(`${U.refund} · COMPLETED`);
    expect(first.getByText('$5.00')).toBeTruthy();
    expect(first.getByText('9XJ1')).toBeTruthy();
    expect(first.getByText('CAPTURE-UNKNOWN')).toBeTruthy();
    expect(first.getByText(new Date(paypal.receivedAt).toLocaleString('en'))).toBeTruthy();
    const second = within(rows[2]!);
    expect(second.getByText(en.payment.methods.wechat)).toBeTruthy();
    expect(rows[2]!.textContent).toContain(`${U.refund} · SUCCESS`);
    expect(second.getByText('CN¥12.50')).toBeTruthy();
    for (const id of ['50000', 'OTHER_R1', '4200000001', 'OTHERSHOP_1']) {
      expect(second.getByText(id)).toBeTruthy();
    }
    // What to do with them, beside the list.
    expect(screen.getByText(U.todo)).toBeTruthy();
    expect(calls.map((call) => call.key)).toEqual([PATH]);
    expect(calls[0]!.url.searchParams.get('page')).toBe('1');
  });

  it('says when nothing is unmatched, in Korean too', async () => {
    serveApi({ [PATH]: { data: { list: [], total: 0, page: 1, pageSize: 20 } } });
    renderAt('/admin', [['/admin', <UnmatchedPaymentsSection />]]);
    expect(await screen.findByText(U.emptyTitle)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    await initI18n('ko');
    serveApi({ [PATH]: { data: { list: [], total: 0, page: 1, pageSize: 20 } } });
    renderAt('/admin', [['/admin', <UnmatchedPaymentsSection />]]);
    await waitFor(() => expect(screen.getByText(ko.admin.unmatched.emptyTitle)).toBeTruthy());
    await initI18n('en');
  });
});
