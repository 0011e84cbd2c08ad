import type { EarningsEntry, EarningsStatement } from '@space/contracts/earnings';
import { currencyExponent } from '@space/contracts/money';

/** A decimal we formatted ourselves: written as it is, even when negative. */
interface Decimal {
  decimal: string;
}
type Cell = string | number | Decimal | null;

/**
 * One CSV field (RFC 4180), as the stats export writes them (decision 030): text a spreadsheet
 * would run as a formula gets a leading apostrophe; amounts we computed are written as they are.
 */
function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.decimal;
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Minor units as an exact decimal in major units (1234 USD → "12.34", -5 → "-0.05"). */
function major(minor: number, currency: string): Decimal {
  const exponent = currencyExponent(currency);
  if (exponent === 0) return { decimal: String(minor) };
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  return { decimal: `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}` };
}

const line = (cells: Cell[]) => cells.map(csvField).join(',');

const ENTRY_HEADER = [
  'id',
  'created_at',
  'available_at',
  'kind',
  'status',
  'order_no',
  'product_id',
  'product',
  'currency',
  'gross',
  'platform_fee',
  'fee_percent',
  'amount',
];

function entryLine(entry: EarningsEntry): string {
  return line([
    entry.id,
    entry.createdAt,
    entry.availableAt,
    entry.kind,
    entry.pending ? 'pending' : 'available',
    entry.orderNo,
    entry.productId,
    entry.productName,
    entry.currency,
    major(entry.grossMinor, entry.currency),
    major(entry.platformFeeMinor, entry.currency),
    { decimal: (entry.feeBps / 100).toFixed(2) },
    major(entry.amountMinor, entry.currency),
  ]);
}

/** The entries table (amounts in major units), CRLF lines as RFC 4180 asks. */
export function entriesCsv(entries: EarningsEntry[]): string {
  return [ENTRY_HEADER.join(','), ...entries.map(entryLine)].join('\r\n') + '\r\n';
}

/** A statement: its summary per currency, an empty line, then the month's entries. */
export function statementCsv(statement: EarningsStatement): string {
  const summary = [
    'month,currency,opening,sales,refunds,payouts,closing,gross,platform_fees,sale_count,refund_count',
    ...statement.currencies.map((row) =>
      line([
        statement.month,
        row.currency,
        major(row.openingMinor, row.currency),
        major(row.salesMinor, row.currency),
        major(row.refundsMinor, row.currency),
        major(row.payoutsMinor, row.currency),
        major(row.closingMinor, row.currency),
        major(row.grossMinor, row.currency),
        major(row.platformFeesMinor, row.currency),
        row.saleCount,
        row.refundCount,
      ]),
    ),
  ];
  return [...summary, '', entriesCsv(statement.entries)].join('\r\n');
}
