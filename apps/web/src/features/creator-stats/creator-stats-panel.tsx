import { STATS_DAYS_DEFAULT, type CreatorStats } from '@space/contracts/creator-stats';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadFailed } from '../../components/ui/query-state.tsx';
import { useMainStore } from '../../stores/main-store.ts';
import {
  getCreatorStatsQueryOptions,
  getStatsProductsQueryOptions,
  type StatsSelection,
} from './creator-stats-api.ts';
import { StatsCards } from './stats-cards.tsx';
import { ChartCard, CsvButton } from './stats-chart-card.tsx';
import { StatsControls } from './stats-controls.tsx';
import { formatRange, isQuiet, itemRowsOf } from './stats-shaping.ts';
import { BreakdownTable, ItemTable, TableCard } from './stats-tables.tsx';

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {[0, 1, 2, 3, 4].map((n) => (
          <div key={n} className="h-24 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
        ))}
      </div>
      <div className="h-80 animate-pulse rounded-[var(--radius-card)] bg-surface-2" />
    </div>
  );
}

function NoRows() {
  const { t } = useTranslation();
  return <p className="px-4 py-8 text-center text-sm text-muted">{t('messages.noData')}</p>;
}

function StatsBody({ stats, selection }: { stats: CreatorStats; selection: StatsSelection }) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const items = itemRowsOf(stats);
  return (
    <>
      <StatsCards totals={stats.totals} locale={lang} />
      {isQuiet(stats.totals) ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-border px-4 py-3 text-sm text-muted">
          {t('messages.noData')} · {t('creatorStats.quiet')}
        </p>
      ) : null}
      <ChartCard stats={stats} selection={selection} />
      <div className="grid min-w-0 gap-4 2xl:grid-cols-2">
        <TableCard
          title={t(items.kind === 'versions' ? 'creatorStats.byVersion' : 'creatorStats.byProduct')}
          action={<CsvButton selection={selection} table={items.kind} />}
        >
          {items.rows.length > 0 ? (
            <ItemTable kind={items.kind} rows={items.rows} locale={lang} />
          ) : (
            <NoRows />
          )}
        </TableCard>
        <TableCard
          title={t('creatorStats.byTierAndMethod')}
          action={<CsvButton selection={selection} table="breakdown" />}
        >
          {stats.breakdown.length > 0 ? (
            <BreakdownTable rows={stats.breakdown} locale={lang} />
          ) : (
            <NoRows />
          )}
        </TableCard>
      </div>
      <p className="text-xs text-muted">{t('creatorStats.note')}</p>
    </>
  );
}

/**
 * The creator dashboard (the "Statistics" tab of /contentUpload, issue 11, decision 030):
 * views, likes, downloads, sales and revenue of the creator's products over a range of days.
 * Its chart library loads on first use of the chart only (stats-chart.tsx).
 */
export function CreatorStatsPanel() {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const [selection, setSelection] = useState<StatsSelection>({
    productId: null,
    days: STATS_DAYS_DEFAULT,
  });
  const products = useQuery(getStatsProductsQueryOptions());
  const hasProducts = (products.data?.length ?? 0) > 0;
  const stats = useQuery({ ...getCreatorStatsQueryOptions(selection), enabled: hasProducts });

  let body;
  if (products.isPending) body = <Loading />;
  else if (products.isError) body = <LoadFailed onRetry={() => void products.refetch()} />;
  else if (!hasProducts) {
    body = <EmptyState title={t('messages.noData')} text={t('creatorStats.noProducts')} />;
  } else {
    body = (
      <>
        <StatsControls products={products.data} selection={selection} onChange={setSelection} />
        {stats.isPending ? (
          <Loading />
        ) : stats.isError ? (
          <LoadFailed onRetry={() => void stats.refetch()} />
        ) : (
          <div
            aria-busy={stats.isPlaceholderData}
            className={`flex min-w-0 flex-col gap-4 transition-opacity ${stats.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            <StatsBody stats={stats.data} selection={selection} />
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="creator-stats-title" className="flex min-w-0 flex-col gap-4">
      <header>
        <h2 id="creator-stats-title" className="text-xl font-semibold">
          {t('creatorStats.title')}
        </h2>
        <p className="text-sm text-muted">
          {stats.data
            ? t('creatorStats.subtitle', { range: formatRange(stats.data.range, lang) })
            : t('creatorStats.intro')}
        </p>
      </header>
      {body}
    </section>
  );
}
