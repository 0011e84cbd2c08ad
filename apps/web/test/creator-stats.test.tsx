import type { CreatorStats, StatsMetrics } from '@space/contracts/creator-stats';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreatorStatsPanel } from '../src/features/creator-stats/creator-stats-panel.tsx';
import {
  chartDataOf,
  daySeconds,
  formatDay,
  formatRange,
  isQuiet,
  itemRowsOf,
  majorAmount,
  metricTotalText,
  minorAmount,
  moneyTexts,
} from '../src/features/creator-stats/stats-shaping.ts';
import { initI18n, switchLanguage } from '../src/lib/i18n.ts';
import { en } from '../src/locales/en.ts';
import { ko } from '../src/locales/ko.ts';
import { useMainStore } from '../src/stores/main-store.ts';
import { useTokenStore } from '../src/stores/token.ts';

/** uPlot draws on a canvas happy-dom does not have: a stand-in records what it was given. */
const charts = vi.hoisted(() => [] as { data: unknown[][]; series: { label?: string }[] }[]);
vi.mock('uplot', () => ({
  default: class {
    static tzDate = (date: Date) => date;
    constructor(options: { series: { label?: string }[] }, data: unknown[][]) {
      charts.push({ data, series: options.series });
    }
    setSize() {}
    destroy() {}
  },
}));

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function metrics(overrides: Partial<StatsMetrics> = {}): StatsMetrics {
  return { views: 0, likes: 0, downloads: 0, sales: 0, refunds: 0, revenue: [], ...overrides };
}

const usd = (gross: number, refunded = 0) => ({
  currency: 'USD',
  grossMinor: gross,
  refundedMinor: refunded,
  netMinor: gross - refunded,
});
const jpy = (gross: number) => ({
  currency: 'JPY',
  grossMinor: gross,
  refundedMinor: 0,
  netMinor: gross,
});

const STATS: CreatorStats = {
  creatorId: 7,
  productId: null,
  range: { from: '2026-06-08', to: '2026-06-10', days: 3 },
  totals: metrics({
    views: 1234,
    likes: 5,
    downloads: 9,
    sales: 3,
    refunds: 1,
    revenue: [jpy(1500), usd(1998, 999)],
  }),
  series: [
    { day: '2026-06-08', ...metrics({ views: 1000, sales: 1, revenue: [jpy(1500)] }) },
    { day: '2026-06-09', ...metrics({ views: 200, likes: 5, sales: 2, revenue: [usd(1998)] }) },
    {
      day: '2026-06-10',
      ...metrics({ views: 34, downloads: 9, refunds: 1, revenue: [usd(0, 999)] }),
    },
  ],
  products: [
    {
      id: 1,
      name: 'Twitch Chat',
      status: 'listed',
      ...metrics({ views: 1200, sales: 3, revenue: [usd(1998, 999)] }),
    },
    { id: 2, name: 'Lights', status: 'delisted', ...metrics({ views: 34 }) },
  ],
  versions: [],
  breakdown: [
    {
      tier: 'general',
      method: 'paypal',
      currency: 'USD',
      sales: 2,
      refunds: 1,
      grossMinor: 1998,
      refundedMinor: 999,
      netMinor: 999,
    },
    {
      tier: 'svip',
      method: 'wechat',
      currency: 'JPY',
      sales: 1,
      refunds: 0,
      grossMinor: 1500,
      refundedMinor: 0,
      netMinor: 1500,
    },
  ],
};

describe('stats shaping', () => {
  it('turns UTC days into uPlot seconds and one line per count', () => {
    expect(daySeconds('2026-06-08')).toBe(Date.UTC(2026, 5, 8) / 1000);
    expect(chartDataOf(STATS, 'views')).toEqual({
      xs: [daySeconds('2026-06-08'), daySeconds('2026-06-09'), daySeconds('2026-06-10')],
      lines: [{ key: 'views', values: [1000, 200, 34] }],
    });
    expect(chartDataOf(STATS, 'sales').lines[0]!.values).toEqual([1, 2, 0]);
  });

  it('plots revenue as a net line per currency in major units, never added together', () => {
    expect(chartDataOf(STATS, 'revenue').lines).toEqual([
      { key: 'JPY', values: [1500, 0, 0] },
      { key: 'USD', values: [0, 19.98, -9.99] },
    ]);
    expect(majorAmount(1998, 'USD')).toBe(19.98);
    expect(minorAmount(19.98, 'USD')).toBe(1998);
    expect(minorAmount(-9.99, 'USD')).toBe(-999);
    expect(minorAmount(1500, 'JPY')).toBe(1500);
  });

  it('formats days in UTC whatever the browser zone, in each language', () => {
    expect(formatDay('2026-06-08', 'en')).toBe('Jun 8');
    expect(formatDay('2026-06-08', 'zh')).toBe('6月8日');
    expect(formatDay('2026-06-08', 'ko')).toBe('6월 8일');
    expect(formatRange(STATS.range, 'en')).toBe('Jun 8, 2026 – Jun 10, 2026');
  });

  it('formats money per currency through the shared helpers', () => {
    expect(moneyTexts(STATS.totals.revenue, 'netMinor', 'en')).toEqual(['¥1,500', '$9.99']);
    expect(moneyTexts(STATS.totals.revenue, 'grossMinor', 'en')).toEqual(['¥1,500', '$19.98']);
    expect(metricTotalText(STATS, 'revenue', 'en')).toBe('¥1,500, $9.99');
    expect(metricTotalText(STATS, 'views', 'en')).toBe('1,234');
  });

  it('knows a quiet range and picks products or versions for the table', () => {
    expect(isQuiet(metrics())).toBe(true);
    expect(isQuiet(metrics({ refunds: 1 }))).toBe(false);
    expect(isQuiet(metrics({ revenue: [usd(0)] }))).toBe(false);
    expect(itemRowsOf(STATS).kind).toBe('products');
    expect(itemRowsOf(STATS).rows.map((row) => row.label)).toEqual(['Twitch Chat', 'Lights']);
    const versions = itemRowsOf({
      ...STATS,
      productId: 1,
      versions: [
        { version: '1.1.0', releasedAt: '2026-06-09T15:00:00.000Z', ...metrics({ views: 3 }) },
      ],
    });
    expect(versions).toMatchObject({
      kind: 'versions',
      rows: [{ label: '1.1.0', released: '2026-06-09' }],
    });
  });
});

type Answer = { code?: number; data: unknown; status?: number };

/** Our API, one answer per path; records every query string. */
function serve(routes: Record<string, () => Answer>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const answer = routes[url.split('?')[0]!]?.() ?? { code: 404, data: null, status: 404 };
    return new Response(
      JSON.stringify({ code: answer.code ?? 200, msg: 'ok', data: answer.data }),
      {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  return calls;
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <CreatorStatsPanel />
    </QueryClientProvider>,
  );
}

const PRODUCTS = [
  { id: 1, name: 'Twitch Chat', status: 'listed' },
  { id: 2, name: 'Lights', status: 'delisted' },
];

beforeAll(() => initI18n('en'));
beforeEach(async () => {
  localStorage.clear();
  useMainStore.getState().setLang('en');
  await switchLanguage('en');
  useTokenStore.getState().setToken('tok');
  charts.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the creator stats panel', () => {
  it("says 'No data' and why to a creator without products", async () => {
    serve({ '/api/creator-stats/products': () => ({ data: [] }) });
    renderPanel();
    expect(await screen.findByText(en.messages.noData)).toBeTruthy();
    expect(screen.getByText(en.creatorStats.noProducts)).toBeTruthy();
  });

  it("says 'Failed to load' with a retry when the stats do not come", async () => {
    serve({
      '/api/creator-stats/products': () => ({ data: PRODUCTS }),
      '/api/creator-stats': () => ({ code: 500, data: null, status: 500 }),
    });
    renderPanel();
    expect(await screen.findByText(en.messages.failedToLoad)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.common.retry })).toBeTruthy();
  });

  it('shows totals, the chart, both tables, and asks again for another range or product', async () => {
    const calls = serve({
      '/api/creator-stats/products': () => ({ data: PRODUCTS }),
      '/api/creator-stats': () => ({ data: STATS }),
    });
    renderPanel();
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(plain(screen.getByText('Paid $19.98 · refunded $9.99').textContent)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Lights (delisted)' })).toBeTruthy();

    const breakdown = screen
      .getByRole('heading', { name: en.creatorStats.byTierAndMethod })
      .closest('section')!;
    const rows = within(breakdown)
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'TierPayment methodSalesRefundsPaidRefundedNet',
      'General userPayPal21$19.98$9.99$9.99',
      'SVIPWeChat Pay10¥1,500¥0¥1,500',
    ]);

    await waitFor(() => expect(charts).toHaveLength(1));
    expect(charts[0]!.data).toEqual([chartDataOf(STATS, 'views').xs, [1000, 200, 34]]);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Views per day, Jun 8, 2026 – Jun 10, 2026: 1,234 in total',
    );
    fireEvent.click(screen.getByRole('tab', { name: en.creatorStats.metrics.revenue }));
    await waitFor(() => expect(charts).toHaveLength(2));
    expect(charts[1]!.series.map((series) => series.label)).toEqual(['Day', 'JPY', 'USD']);

    expect(calls.at(-1)).toBe('/api/creator-stats?days=30');
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(calls.at(-1)).toBe('/api/creator-stats?days=7'));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '2' } });
    await waitFor(() => expect(calls.at(-1)).toBe('/api/creator-stats?days=7&productId=2'));
  });

  it('downloads a table as the CSV file the server named', async () => {
    serve({
      '/api/creator-stats/products': () => ({ data: PRODUCTS }),
      '/api/creator-stats': () => ({ data: STATS }),
    });
    renderPanel();
    await screen.findByText('1,234');
    const saved: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      saved.push(`${url} ${(init.headers as Record<string, string>).accept}`);
      return new Response('\uFEFFtier,method\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition':
            'attachment; filename="creator-stats-breakdown-2026-06-08-2026-06-10.csv"',
        },
      });
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Download the sales by tier and payment method as CSV' }),
    );
    await waitFor(() =>
      expect(clicked).toEqual(['creator-stats-breakdown-2026-06-08-2026-06-10.csv']),
    );
    expect(saved).toEqual(['/api/creator-stats/csv?days=30&table=breakdown text/csv']);
  });

  it('speaks Korean', async () => {
    serve({
      '/api/creator-stats/products': () => ({ data: PRODUCTS }),
      '/api/creator-stats': () => ({ data: STATS }),
    });
    useMainStore.getState().setLang('ko');
    await switchLanguage('ko');
    renderPanel();
    expect(await screen.findByRole('heading', { name: ko.creatorStats.title })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: '90일' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: ko.creatorStats.byProduct })).toBeTruthy();
  });
});
