import type { CreatorStats, StatsCsvTable } from '@space/contracts/creator-stats';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { Button } from '../../components/ui/button.tsx';
import { DownloadIcon } from '../../components/ui/icons.tsx';
import { toApiError } from '../../lib/api-client.ts';
import { intlLocale } from '../../lib/intl.ts';
import { formatMoney } from '../../lib/money.ts';
import { useMainStore } from '../../stores/main-store.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { downloadStatsCsv, type StatsSelection } from './creator-stats-api.ts';
import { StatsChart } from './stats-chart.tsx';
import {
  CHART_METRICS,
  chartDataOf,
  formatRange,
  metricTotalText,
  minorAmount,
  type ChartMetric,
} from './stats-shaping.ts';
import { TableCard } from './stats-tables.tsx';

/** Saves one table of the current selection as CSV. */
export function CsvButton({
  selection,
  table,
}: {
  selection: StatsSelection;
  table: StatsCsvTable;
}) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => downloadStatsCsv(selection, table),
    onError: (error) => toast.error(toApiError(error).message),
  });
  return (
    <Button
      variant="secondary"
      className="!px-3 !py-1.5 text-xs"
      disabled={download.isPending}
      onClick={() => download.mutate()}
      aria-label={t('creatorStats.downloadCsvOf', { table: t(`creatorStats.tables.${table}`) })}
    >
      <DownloadIcon size={14} aria-hidden="true" />
      {t('creatorStats.downloadCsv')}
    </Button>
  );
}

/** The daily chart with its metric tabs and the daily CSV. */
export function ChartCard({
  stats,
  selection,
}: {
  stats: CreatorStats;
  selection: StatsSelection;
}) {
  const { t } = useTranslation();
  const lang = useMainStore((s) => s.lang);
  const [metric, setMetric] = useState<ChartMetric>('views');
  const data = useMemo(() => chartDataOf(stats, metric), [stats, metric]);
  const labels = useMemo(
    () =>
      metric === 'revenue'
        ? data.lines.map((line) => line.key)
        : [t(`creatorStats.metrics.${metric}`)],
    [data, metric, t],
  );
  const formatValue = useCallback(
    (value: number, line: number) =>
      metric === 'revenue'
        ? formatMoney(minorAmount(value, data.lines[line]!.key), data.lines[line]!.key, lang)
        : new Intl.NumberFormat(intlLocale(lang)).format(value),
    [metric, data, lang],
  );
  return (
    <TableCard
      title={t('creatorStats.chart')}
      action={<CsvButton selection={selection} table="daily" />}
    >
      <div className="p-4">
        <div
          role="tablist"
          aria-label={t('creatorStats.chartMetric')}
          className="mb-3 flex flex-wrap gap-1"
        >
          {CHART_METRICS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={metric === key}
              onClick={() => setMetric(key)}
              className={`rounded-full px-3 py-1 text-sm font-medium ${
                metric === key ? 'bg-primary text-on-primary' : 'text-muted hover:bg-surface-2'
              }`}
            >
              {t(`creatorStats.metrics.${key}`)}
            </button>
          ))}
        </div>
        {metric === 'revenue' && data.lines.length === 0 ? (
          <p className="grid min-h-[260px] place-items-center text-sm text-muted">
            {t('messages.noData')}
          </p>
        ) : (
          <StatsChart
            data={data}
            labels={labels}
            formatValue={formatValue}
            locale={lang}
            dayLabel={t('creatorStats.day')}
            wholeNumbers={metric !== 'revenue'}
            failedText={t('creatorStats.chartFailed')}
            label={t('creatorStats.chartLabel', {
              metric: t(`creatorStats.metrics.${metric}`),
              range: formatRange(stats.range, lang),
              total: metricTotalText(stats, metric, lang),
            })}
          />
        )}
      </div>
    </TableCard>
  );
}
