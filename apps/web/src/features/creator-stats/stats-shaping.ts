import type { CreatorStats, StatsMetrics, StatsRevenue } from '@space/contracts/creator-stats';
import type { Locale } from '@space/contracts/locales';
import { intlLocale } from '../../lib/intl.ts';
import { currencyExponent, formatMoney } from '../../lib/money.ts';

/** What the chart can plot: a count, or net revenue (one line per currency). */
export const CHART_METRICS = ['views', 'likes', 'downloads', 'sales', 'revenue'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

export const COUNT_METRICS = ['views', 'likes', 'downloads', 'sales', 'refunds'] as const;
export type CountMetric = (typeof COUNT_METRICS)[number];

/** The chart's columns as uPlot takes them: x in seconds (UTC midnights), one array per line. */
export interface ChartData {
  xs: number[];
  lines: { key: string; values: number[] }[];
}

/** A day `YYYY-MM-DD` (UTC) as uPlot's x: seconds since the epoch. */
export function daySeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

/** An amount in minor units as a number of major units, for plotting only (never for display). */
export function majorAmount(minor: number, currency: string): number {
  return minor / 10 ** currencyExponent(currency);
}

/** The chart's data for one metric; revenue has a line per currency, never added together. */
export function chartDataOf(stats: CreatorStats, metric: ChartMetric): ChartData {
  const xs = stats.series.map((day) => daySeconds(day.day));
  if (metric !== 'revenue') {
    return { xs, lines: [{ key: metric, values: stats.series.map((day) => day[metric]) }] };
  }
  return {
    xs,
    lines: stats.totals.revenue.map(({ currency }) => ({
      key: currency,
      values: stats.series.map((day) =>
        majorAmount(day.revenue.find((r) => r.currency === currency)?.netMinor ?? 0, currency),
      ),
    })),
  };
}

/** "Jun 9" (or the locale's form) of a UTC day, for axes and range labels. */
export function formatDay(day: string, locale: Locale, withYear = false): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** "May 12 – Jun 10, 2026". */
export function formatRange(range: CreatorStats['range'], locale: Locale): string {
  return `${formatDay(range.from, locale, true)} – ${formatDay(range.to, locale, true)}`;
}

/** Each currency's amount of one field, formatted; empty when nothing was sold. */
export function moneyTexts(
  revenue: StatsRevenue[],
  field: 'grossMinor' | 'refundedMinor' | 'netMinor',
  locale: Locale,
): string[] {
  return revenue.map((entry) => formatMoney(entry[field], entry.currency, locale));
}

/** True when nothing at all happened: no view, like, download, sale or refund. */
export function isQuiet(metrics: StatsMetrics): boolean {
  return COUNT_METRICS.every((key) => metrics[key] === 0) && metrics.revenue.length === 0;
}

/** A row of the product or version table. */
export interface ItemRow extends StatsMetrics {
  key: string;
  label: string;
  /** The version's release day, for version rows. */
  released: string | null;
}

/** Versions of the one product asked for, or the creator's products. */
export function itemRowsOf(stats: CreatorStats): {
  kind: 'versions' | 'products';
  rows: ItemRow[];
} {
  if (stats.productId !== null && stats.versions.length > 0) {
    return {
      kind: 'versions',
      rows: stats.versions.map((v) => ({
        ...v,
        key: v.version,
        label: v.version,
        released: v.releasedAt.slice(0, 10),
      })),
    };
  }
  return {
    kind: 'products',
    rows: stats.products.map((p) => ({ ...p, key: String(p.id), label: p.name, released: null })),
  };
}

/** The total the chart's accessible label states for the metric. */
export function metricTotalText(stats: CreatorStats, metric: ChartMetric, locale: Locale): string {
  if (metric === 'revenue') return moneyTexts(stats.totals.revenue, 'netMinor', locale).join(', ');
  return new Intl.NumberFormat(intlLocale(locale)).format(stats.totals[metric]);
}

/** Back from a plotted major amount to minor units, for formatting. */
export function minorAmount(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyExponent(currency));
}
