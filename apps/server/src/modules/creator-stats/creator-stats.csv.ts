import type { CreatorStats, StatsCsvTable, StatsMetrics } from '@space/contracts/creator-stats';
import { currencyExponent } from '@space/contracts/money';

/** A decimal we formatted ourselves: written as it is, even when negative. */
interface Decimal {
  decimal: string;
}
type Cell = string | number | Decimal | null;

/**
 * One CSV field (RFC 4180). Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab,
 * carriage return first) gets a leading apostrophe; numbers and decimals we computed are
 * written as they are (a negative net is an amount, not a formula).
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.decimal;
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Minor units as a decimal in major units, exactly (1234 USD → "12.34", -5 → "-0.05"). */
export function majorUnits(minor: number, currency: string): Decimal {
  const exponent = currencyExponent(currency);
  if (exponent === 0) return { decimal: String(minor) };
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  return { decimal: `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}` };
}

const COUNT_COLUMNS = ['views', 'likes', 'downloads', 'sales', 'refunds'] as const;

/** Money columns: gross, refunded and net of each currency the range saw. */
function moneyColumns(currencies: string[]): string[] {
  return currencies.flatMap((c) => [`gross_${c}`, `refunded_${c}`, `net_${c}`]);
}

/** A row's counts and money; money as exact decimals in major units, what a spreadsheet sums. */
function metricCells(metrics: StatsMetrics, currencies: string[]): Cell[] {
  const counts = COUNT_COLUMNS.map((column) => metrics[column]);
  const money = currencies.flatMap((currency) => {
    const entry = metrics.revenue.find((r) => r.currency === currency);
    return [entry?.grossMinor ?? 0, entry?.refundedMinor ?? 0, entry?.netMinor ?? 0].map((minor) =>
      majorUnits(minor, currency),
    );
  });
  return [...counts, ...money];
}

function lines(header: string[], rows: Cell[][]): string {
  const text = [header.map(csvField).join(','), ...rows.map((row) => row.map(csvField).join(','))];
  return `${text.join('\r\n')}\r\n`;
}

/**
 * One table of the stats as CSV (CRLF, UTF-8 with a byte order mark so spreadsheet programs
 * read Chinese and Korean names right).
 */
export function creatorStatsCsv(stats: CreatorStats, table: StatsCsvTable): string {
  const currencies = stats.totals.revenue.map((r) => r.currency);
  const metricHeader = [...COUNT_COLUMNS, ...moneyColumns(currencies)];
  let body: string;
  switch (table) {
    case 'daily':
      body = lines(
        ['day', ...metricHeader],
        stats.series.map((day) => [day.day, ...metricCells(day, currencies)]),
      );
      break;
    case 'products':
      body = lines(
        ['product_id', 'product', 'status', ...metricHeader],
        stats.products.map((p) => [p.id, p.name, p.status, ...metricCells(p, currencies)]),
      );
      break;
    case 'versions':
      body = lines(
        ['version', 'released_at', ...metricHeader],
        stats.versions.map((v) => [v.version, v.releasedAt, ...metricCells(v, currencies)]),
      );
      break;
    case 'breakdown':
      body = lines(
        ['tier', 'method', 'currency', 'sales', 'refunds', 'gross', 'refunded', 'net'],
        stats.breakdown.map((b) => [
          b.tier,
          b.method,
          b.currency,
          b.sales,
          b.refunds,
          majorUnits(b.grossMinor, b.currency),
          majorUnits(b.refundedMinor, b.currency),
          majorUnits(b.netMinor, b.currency),
        ]),
      );
      break;
  }
  return `\uFEFF${body}`;
}

/** `creator-stats-<table>[-product-<id>]-<from>-<to>.csv` */
export function creatorStatsCsvName(stats: CreatorStats, table: StatsCsvTable): string {
  const product = stats.productId === null ? '' : `-product-${stats.productId}`;
  return `creator-stats-${table}${product}-${stats.range.from}-${stats.range.to}.csv`;
}
