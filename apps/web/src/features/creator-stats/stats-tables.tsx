import type { StatsBreakdown } from '@space/contracts/creator-stats';
import type { Locale } from '@space/contracts/locales';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translator.ts';
import { intlLocale } from '../../lib/intl.ts';
import { formatMoney } from '../../lib/money.ts';
import { formatDay, moneyTexts, type ItemRow } from './stats-shaping.ts';

const TH = 'px-3 py-2 text-left text-xs font-semibold whitespace-nowrap text-muted';
const TH_NUM = `${TH} text-right`;
const TD = 'px-3 py-2 align-top';
const TD_NUM = `${TD} text-right tabular-nums whitespace-nowrap`;

/** A card holding a table that scrolls sideways on a phone rather than squeezing. */
export function TableCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-[var(--radius-card)] border border-border bg-surface shadow-card">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h3 className="font-semibold">{title}</h3>
        {action}
      </header>
      <div className="overflow-x-auto">{children}</div>
    </section>
  );
}

function Lines({ texts }: { texts: string[] }) {
  if (texts.length === 0) return <>—</>;
  return (
    <>
      {texts.map((text) => (
        <span key={text} className="block">
          {text}
        </span>
      ))}
    </>
  );
}

/** The creator's products, or the versions of the one product picked. */
export function ItemTable({
  kind,
  rows,
  locale,
}: {
  kind: 'products' | 'versions';
  rows: ItemRow[];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const count = new Intl.NumberFormat(intlLocale(locale));
  return (
    <table className="w-full min-w-[640px] text-sm">
      <thead className="bg-surface-2">
        <tr>
          <th scope="col" className={TH}>
            {t(
              kind === 'versions' ? 'creatorStats.columns.version' : 'creatorStats.columns.product',
            )}
          </th>
          {(['views', 'likes', 'downloads', 'sales', 'refunds'] as const).map((key) => (
            <th key={key} scope="col" className={TH_NUM}>
              {t(`creatorStats.metrics.${key}`)}
            </th>
          ))}
          <th scope="col" className={TH_NUM}>
            {t('creatorStats.columns.net')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${TD} max-w-[16rem] text-left font-medium`}>
              <span className="block truncate" title={row.label}>
                {row.label}
              </span>
              {row.released ? (
                <span className="block text-xs font-normal text-muted">
                  {t('creatorStats.released', { date: formatDay(row.released, locale, true) })}
                </span>
              ) : null}
            </th>
            {(['views', 'likes', 'downloads', 'sales', 'refunds'] as const).map((key) => (
              <td key={key} className={TD_NUM}>
                {count.format(row[key])}
              </td>
            ))}
            <td className={TD_NUM}>
              <Lines texts={moneyTexts(row.revenue, 'netMinor', locale)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Sales by tier, payment method and currency: what was paid, given back and kept. */
export function BreakdownTable({ rows, locale }: { rows: StatsBreakdown[]; locale: Locale }) {
  const { t } = useTranslation();
  const count = new Intl.NumberFormat(intlLocale(locale));
  return (
    <table className="w-full min-w-[640px] text-sm">
      <thead className="bg-surface-2">
        <tr>
          <th scope="col" className={TH}>
            {t('creatorStats.columns.tier')}
          </th>
          <th scope="col" className={TH}>
            {t('creatorStats.columns.method')}
          </th>
          <th scope="col" className={TH_NUM}>
            {t('creatorStats.metrics.sales')}
          </th>
          <th scope="col" className={TH_NUM}>
            {t('creatorStats.metrics.refunds')}
          </th>
          <th scope="col" className={TH_NUM}>
            {t('creatorStats.columns.gross')}
          </th>
          <th scope="col" className={TH_NUM}>
            {t('creatorStats.columns.refunded')}
          </th>
          <th scope="col" className={TH_NUM}>
            {t('creatorStats.columns.net')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row) => (
          <tr key={`${row.tier}-${row.method}-${row.currency}`}>
            <td className={TD}>{t(`tiers.${row.tier}`)}</td>
            <td className={TD}>{t(`payment.methods.${row.method}`)}</td>
            <td className={TD_NUM}>{count.format(row.sales)}</td>
            <td className={TD_NUM}>{count.format(row.refunds)}</td>
            <td className={TD_NUM}>{formatMoney(row.grossMinor, row.currency, locale)}</td>
            <td className={TD_NUM}>{formatMoney(row.refundedMinor, row.currency, locale)}</td>
            <td className={`${TD_NUM} font-semibold`}>
              {formatMoney(row.netMinor, row.currency, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
