import type { AdminEarningsOverview } from '@space/contracts/earnings';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useSearchParams } from '../../lib/router/router.tsx';
import { useTranslation } from '../../lib/translator.ts';
import { adminQueries } from './admin-api.ts';
import { FeeRatesPanel } from './admin-fee-rates.tsx';
import { Cell, money, Panel, Table } from './admin-ui.tsx';

type Owed = AdminEarningsOverview['owed'][number];

function OwedCard({ owed, locale }: { owed: Owed; locale: string }) {
  const { t } = useTranslation();
  const figures: [string, number][] = [
    [t('admin.earnings.available'), owed.availableMinor],
    [t('admin.earnings.pending'), owed.pendingMinor],
    [t('admin.earnings.inTransit'), owed.inTransitMinor],
    [t('admin.earnings.paidOut'), owed.paidOutMinor],
    [t('admin.earnings.carried'), owed.negativeMinor],
  ];
  return (
    <div className="rounded-xl border border-border bg-surface-2/40 p-4">
      <p className="text-sm font-semibold text-muted">
        {owed.currency} · {t('admin.earnings.creatorsOwed', { count: owed.creators })}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {figures.map(([label, minor]) => (
          <div key={label} className="min-w-0">
            <dt className="truncate text-xs text-muted">{label}</dt>
            <dd
              className={`truncate text-lg font-semibold tabular-nums ${minor < 0 ? 'text-danger' : 'text-text'}`}
              title={money(minor, owed.currency, locale)}
            >
              {money(minor, owed.currency, locale)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Payouts that need someone: waiting for approval, or failed (their money is back). */
function PayoutsToAct({ overview }: { overview: AdminEarningsOverview }) {
  const { t } = useTranslation();
  const [, setSearch] = useSearchParams();
  const count = (state: string) =>
    overview.payouts.filter((row) => row.state === state).reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span className="text-text">
        {t('admin.earnings.waiting', { count: count('requested') })}
      </span>
      <span className={count('failed') > 0 ? 'text-danger' : 'text-muted'}>
        {t('admin.earnings.failed', { count: count('failed') })}
      </span>
      <Button
        variant="secondary"
        onClick={() => setSearch(new URLSearchParams({ section: 'payouts' }))}
      >
        {t('admin.earnings.openPayouts')}
      </Button>
    </div>
  );
}

function Reconciliation({ overview, locale }: { overview: AdminEarningsOverview; locale: string }) {
  const { t } = useTranslation();
  const rows = overview.reconciliation;
  return (
    <Panel title={t('admin.earnings.reconciliation')}>
      <p className="mb-4 max-w-prose text-sm text-muted">{t('admin.earnings.reconcileIntro')}</p>
      <p
        className={`mb-4 text-sm font-medium ${overview.unbalancedJournals > 0 ? 'text-danger' : 'text-success'}`}
      >
        {overview.unbalancedJournals > 0
          ? t('admin.earnings.unbalanced', { count: overview.unbalancedJournals })
          : t('admin.earnings.balanced')}
      </p>
      {rows.length === 0 ? null : (
        <Table
          head={[
            t('admin.earnings.check'),
            t('admin.earnings.ledger'),
            t('admin.earnings.records'),
            t('admin.earnings.difference'),
            t('admin.earnings.result'),
          ]}
        >
          {rows.map((row) => {
            const difference = row.ledgerMinor - row.recordsMinor;
            return (
              <tr key={`${row.currency}:${row.check}`}>
                <Cell>
                  {/* A phone scrolls the table rather than stacking a check's words. */}
                  <span className="whitespace-nowrap">
                    {row.currency} · {t(`admin.earnings.checks.${row.check}`)}
                  </span>
                </Cell>
                <Cell>{money(row.ledgerMinor, row.currency, locale)}</Cell>
                <Cell>{money(row.recordsMinor, row.currency, locale)}</Cell>
                <Cell>{money(difference, row.currency, locale)}</Cell>
                <Cell>
                  <span className={difference === 0 ? 'text-success' : 'font-semibold text-danger'}>
                    {difference === 0 ? t('admin.earnings.agrees') : t('admin.earnings.differs')}
                  </span>
                </Cell>
              </tr>
            );
          })}
        </Table>
      )}
    </Panel>
  );
}

/**
 * Creator earnings for the brand (issue 30 item 7): what is owed, payouts needing a hand, the
 * books reconciled, and the platform fee.
 */
export function EarningsSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const overview = useQuery(adminQueries.earningsOverview());
  const data = overview.data;
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t('admin.earnings.owed')}>
        {!data ? (
          <p className="text-sm text-muted">{t('common.loading')}</p>
        ) : data.owed.length === 0 ? (
          <EmptyState title={t('admin.earnings.emptyTitle')} text={t('admin.earnings.emptyText')} />
        ) : (
          <div className="flex flex-col gap-3">
            {data.owed.map((owed) => (
              <OwedCard key={owed.currency} owed={owed} locale={locale} />
            ))}
          </div>
        )}
        {data ? <PayoutsToAct overview={data} /> : null}
      </Panel>
      {data ? <Reconciliation overview={data} locale={locale} /> : null}
      <FeeRatesPanel />
    </div>
  );
}
