import type { StatsMetrics } from '@space/contracts/creator-stats';
import type { Locale } from '@space/contracts/locales';
import { useTranslation } from '../../lib/translator.ts';
import { intlLocale } from '../../lib/intl.ts';
import { moneyTexts } from './stats-shaping.ts';

function Card({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="min-w-0 rounded-[var(--radius-card)] border border-border bg-surface p-4 shadow-card">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 truncate text-2xl font-semibold tabular-nums" title={value}>
        {value}
      </dd>
      {note ? <dd className="mt-0.5 truncate text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

/** The range's totals: counts, and net revenue per currency (never added across currencies). */
export function StatsCards({ totals, locale }: { totals: StatsMetrics; locale: Locale }) {
  const { t } = useTranslation();
  const count = new Intl.NumberFormat(intlLocale(locale));
  const net = moneyTexts(totals.revenue, 'netMinor', locale);
  const gross = moneyTexts(totals.revenue, 'grossMinor', locale);
  const refunded = moneyTexts(totals.revenue, 'refundedMinor', locale);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      <Card label={t('creatorStats.metrics.views')} value={count.format(totals.views)} />
      <Card label={t('creatorStats.metrics.likes')} value={count.format(totals.likes)} />
      <Card label={t('creatorStats.metrics.downloads')} value={count.format(totals.downloads)} />
      <Card
        label={t('creatorStats.metrics.sales')}
        value={count.format(totals.sales)}
        note={
          totals.refunds > 0 ? t('creatorStats.refunded', { count: totals.refunds }) : undefined
        }
      />
      <div className="col-span-2 min-w-0 rounded-[var(--radius-card)] border border-border bg-surface p-4 shadow-card sm:col-span-2 xl:col-span-1">
        <dt className="text-sm text-muted">{t('creatorStats.metrics.revenue')}</dt>
        {net.length === 0 ? (
          <dd className="mt-1 text-2xl font-semibold">—</dd>
        ) : (
          net.map((text, index) => (
            <dd key={totals.revenue[index]!.currency} className="mt-1 min-w-0">
              <span className="block truncate text-2xl font-semibold tabular-nums">{text}</span>
              {totals.revenue[index]!.refundedMinor > 0 ? (
                <span className="block truncate text-xs text-muted">
                  {t('creatorStats.grossRefunded', {
                    gross: gross[index],
                    refunded: refunded[index],
                  })}
                </span>
              ) : null}
            </dd>
          ))
        )}
      </div>
    </dl>
  );
}
