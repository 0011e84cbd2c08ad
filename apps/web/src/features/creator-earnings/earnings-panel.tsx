import type {
  EarningsBalance,
  EarningsEntry,
  EarningsEntryKind,
  EarningsStatement,
} from '@space/contracts/earnings';
import type { Locale } from '@space/contracts/locales';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { intlLocale } from '../../lib/intl.ts';
import { formatMoney } from '../../lib/money.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useMainStore } from '../../stores/main-store.ts';
import {
  downloadEntriesCsv,
  downloadStatementCsv,
  ENTRIES_PAGE_SIZE,
  getEarningsBalanceQueryOptions,
  getEarningsEntriesQueryOptions,
  getEarningsStatementQueryOptions,
  type EntriesFilter,
} from './earnings-api.ts';
import { PayoutsPanel } from './payouts-panel.tsx';

const FIELD =
  'h-10 w-full rounded-full border border-border bg-surface px-4 text-sm text-text focus:border-primary focus:outline-none';
const CARD = 'min-w-0 rounded-[var(--radius-card)] border border-border bg-surface shadow-card';

/** The current month, `YYYY-MM`, in UTC (statements are UTC months). */
export function currentMonth(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 7);
}

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function BalanceCard({ balance, locale }: { balance: EarningsBalance; locale: Locale }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, balance.currency, locale);
  const rows: [string, number][] = [
    [t('creatorEarnings.pending'), balance.pendingMinor],
    [t('creatorEarnings.available'), balance.availableMinor],
    [t('creatorEarnings.paidOut'), balance.paidOutMinor],
  ];
  return (
    <div className={`${CARD} p-4`}>
      <p className="text-sm font-semibold text-muted">{balance.currency}</p>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        {rows.map(([label, minor]) => (
          <div key={label} className="min-w-0">
            <dt className="truncate text-xs text-muted">{label}</dt>
            <dd
              className={`truncate text-lg font-semibold tabular-nums sm:text-xl ${minor < 0 ? 'text-danger' : ''}`}
              title={money(minor)}
            >
              {money(minor)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function EntriesTable({ entries, locale }: { entries: EarningsEntry[]; locale: Locale }) {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  if (entries.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-muted">{t('messages.noData')}</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <thead className="text-left text-xs text-muted">
          <tr>
            <th className="px-4 py-2 font-medium">{t('creatorEarnings.columns.date')}</th>
            <th className="px-4 py-2 font-medium">{t('creatorEarnings.columns.kind')}</th>
            <th className="px-4 py-2 font-medium">{t('creatorEarnings.columns.product')}</th>
            <th className="px-4 py-2 text-right font-medium">
              {t('creatorEarnings.columns.gross')}
            </th>
            <th className="px-4 py-2 text-right font-medium">{t('creatorEarnings.columns.fee')}</th>
            <th className="px-4 py-2 text-right font-medium">
              {t('creatorEarnings.columns.amount')}
            </th>
            <th className="px-4 py-2 font-medium">{t('creatorEarnings.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-border">
              <td className="px-4 py-2 whitespace-nowrap">
                {date.format(new Date(entry.createdAt))}
              </td>
              <td className="px-4 py-2">{t(`creatorEarnings.kinds.${entry.kind}`)}</td>
              <td className="max-w-[14rem] truncate px-4 py-2" title={entry.orderNo ?? undefined}>
                {entry.productName ?? t('creatorEarnings.membership')}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">
                {formatMoney(entry.grossMinor, entry.currency, locale)}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">
                {formatMoney(entry.platformFeeMinor, entry.currency, locale)}
              </td>
              <td
                className={`px-4 py-2 text-right font-semibold tabular-nums ${entry.amountMinor < 0 ? 'text-danger' : ''}`}
              >
                {formatMoney(entry.amountMinor, entry.currency, locale)}
              </td>
              <td className="px-4 py-2 whitespace-nowrap text-muted">
                {entry.pending
                  ? t('creatorEarnings.pendingUntil', {
                      date: date.format(new Date(entry.availableAt)),
                    })
                  : t('creatorEarnings.available')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EntriesFilters({
  filter,
  currencies,
  onChange,
}: {
  filter: EntriesFilter;
  currencies: string[];
  onChange: (filter: EntriesFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <label className="min-w-0">
        <span className="text-xs text-muted">{t('creatorEarnings.filters.kind')}</span>
        <select
          className={FIELD}
          value={filter.kind ?? ''}
          onChange={(e) =>
            onChange({ ...filter, kind: (e.target.value || null) as EarningsEntryKind | null })
          }
        >
          <option value="">{t('creatorEarnings.filters.allKinds')}</option>
          <option value="sale">{t('creatorEarnings.kinds.sale')}</option>
          <option value="refund">{t('creatorEarnings.kinds.refund')}</option>
          <option value="payout">{t('creatorEarnings.kinds.payout')}</option>
          <option value="payout_settle">{t('creatorEarnings.kinds.payout_settle')}</option>
        </select>
      </label>
      <label className="min-w-0">
        <span className="text-xs text-muted">{t('creatorEarnings.filters.currency')}</span>
        <select
          className={FIELD}
          value={filter.currency ?? ''}
          onChange={(e) => onChange({ ...filter, currency: e.target.value || null })}
        >
          <option value="">{t('creatorEarnings.filters.allCurrencies')}</option>
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </label>
      <label className="min-w-0">
        <span className="text-xs text-muted">{t('creatorEarnings.filters.from')}</span>
        <input
          type="date"
          className={FIELD}
          value={filter.from ?? ''}
          onChange={(e) => onChange({ ...filter, from: e.target.value || null })}
        />
      </label>
      <label className="min-w-0">
        <span className="text-xs text-muted">{t('creatorEarnings.filters.to')}</span>
        <input
          type="date"
          className={FIELD}
          value={filter.to ?? ''}
          onChange={(e) => onChange({ ...filter, to: e.target.value || null })}
        />
      </label>
    </div>
  );
}

function StatementTable({ statement, locale }: { statement: EarningsStatement; locale: Locale }) {
  const { t } = useTranslation();
  if (statement.currencies.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-muted">{t('messages.noData')}</p>;
  }
  const columns = ['opening', 'sales', 'refunds', 'payouts', 'closing'] as const;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm">
        <thead className="text-left text-xs text-muted">
          <tr>
            <th className="px-4 py-2 font-medium">{t('creatorEarnings.filters.currency')}</th>
            {columns.map((column) => (
              <th key={column} className="px-4 py-2 text-right font-medium">
                {t(`creatorEarnings.statement.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statement.currencies.map((row) => (
            <tr key={row.currency} className="border-t border-border">
              <td className="px-4 py-2 font-semibold">{row.currency}</td>
              {[
                row.openingMinor,
                row.salesMinor,
                row.refundsMinor,
                row.payoutsMinor,
                row.closingMinor,
              ].map((minor, index) => (
                <td key={columns[index]} className="px-4 py-2 text-right tabular-nums">
                  {formatMoney(minor, row.currency, locale)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CsvButton({ label, onDownload }: { label: string; onDownload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <span className="flex items-center gap-2">
      {failed ? (
        <span className="text-xs text-danger">{t('creatorEarnings.csvFailed')}</span>
      ) : null}
      <Button
        variant="secondary"
        aria-label={label}
        onClick={() => {
          setFailed(false);
          onDownload().catch(() => setFailed(true));
        }}
      >
        {t('creatorEarnings.downloadCsv')}
      </Button>
    </span>
  );
}

/**
 * The creator's earnings (issue 30, decision 068): balance cards per currency, the ledger's
 * entries with filters and a CSV export, and a month's statement. A lazily loaded studio tab.
 */
export function CreatorEarningsPanel() {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const [filter, setFilter] = useState<EntriesFilter>({
    currency: null,
    kind: null,
    from: null,
    to: null,
  });
  const [page, setPage] = useState(1);
  const [month, setMonth] = useState(() => currentMonth());
  const balance = useQuery(getEarningsBalanceQueryOptions());
  const entries = useQuery(getEarningsEntriesQueryOptions(filter, page));
  const statement = useQuery(getEarningsStatementQueryOptions(month));
  const currencies = balance.data?.balances.map((b) => b.currency) ?? [];

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <Section title={t('creatorEarnings.balance')}>
        {balance.isError ? (
          <LoadFailed onRetry={() => void balance.refetch()} />
        ) : balance.isPending ? (
          <div className="h-24 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
        ) : balance.data.balances.length === 0 ? (
          <p className="rounded-[var(--radius-card)] border border-dashed border-border px-4 py-3 text-sm text-muted">
            {t('creatorEarnings.nothingYet')}
          </p>
        ) : (
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {balance.data.balances.map((b) => (
              <BalanceCard key={b.currency} balance={b} locale={lang} />
            ))}
          </div>
        )}
        <p className="text-xs text-muted">
          {t('creatorEarnings.note', { count: balance.data?.holdDays ?? 14 })}
        </p>
      </Section>

      <Section title={t('creatorPayouts.title')}>
        <PayoutsPanel balances={balance.data?.balances ?? []} locale={lang} />
      </Section>

      <Section
        title={t('creatorEarnings.entries')}
        action={
          <CsvButton
            label={t('creatorEarnings.downloadEntries')}
            onDownload={() => downloadEntriesCsv(filter)}
          />
        }
      >
        <EntriesFilters
          filter={filter}
          currencies={currencies}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <div className={CARD}>
          {entries.isError ? (
            <LoadFailed onRetry={() => void entries.refetch()} />
          ) : entries.isPending ? (
            <div className="h-40 animate-pulse bg-surface-2" />
          ) : (
            <EntriesTable entries={entries.data.list} locale={lang} />
          )}
        </div>
        {entries.data ? (
          <Pagination
            page={page}
            pageSize={ENTRIES_PAGE_SIZE}
            total={entries.data.total}
            onPage={setPage}
          />
        ) : null}
      </Section>

      <Section
        title={t('creatorEarnings.statement.title')}
        action={
          <CsvButton
            label={t('creatorEarnings.downloadStatement', { month })}
            onDownload={() => downloadStatementCsv(month)}
          />
        }
      >
        <label className="w-full sm:w-60">
          <span className="text-xs text-muted">{t('creatorEarnings.statement.month')}</span>
          <input
            type="month"
            className={FIELD}
            value={month}
            min="2000-01"
            max="2100-12"
            onChange={(e) => {
              if (/^\d{4}-\d{2}$/.test(e.target.value)) setMonth(e.target.value);
            }}
          />
        </label>
        <div className={CARD}>
          {statement.isError ? (
            <LoadFailed onRetry={() => void statement.refetch()} />
          ) : statement.isPending ? (
            <div className="h-24 animate-pulse bg-surface-2" />
          ) : (
            <>
              <StatementTable statement={statement.data} locale={lang} />
              {statement.data.entries.length > 0 ? (
                <details className="border-t border-border">
                  <summary className="cursor-pointer px-4 py-2 text-sm text-muted">
                    {t('creatorEarnings.statement.entries', {
                      count: statement.data.entries.length,
                    })}
                  </summary>
                  <EntriesTable entries={statement.data.entries} locale={lang} />
                </details>
              ) : null}
            </>
          )}
        </div>
      </Section>
    </div>
  );
}
