import type { CreatedRedeemBatch } from '@space/contracts/redeem-codes';

const COLUMNS = [
  'code',
  'batch_id',
  'label',
  'product_ids',
  'membership_tier',
  'membership_days',
  'max_redemptions',
  'expires_at',
] as const;

/**
 * One CSV field: quoted when it holds a comma, quote or line break; text a spreadsheet would
 * run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a leading apostrophe.
 */
function field(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The new codes as a CSV file (RFC 4180, CRLF): the one-time export of a batch (decision 024). */
export function redeemBatchCsv({ batch, codes }: CreatedRedeemBatch): string {
  const shared = [
    batch.id,
    batch.label,
    batch.productIds.join(' '),
    batch.membershipTier,
    batch.membershipDays,
    batch.maxRedemptions,
    batch.expiresAt,
  ];
  const lines = [COLUMNS.join(','), ...codes.map((code) => [code, ...shared].map(field).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** The download's file name: `redeem-codes-<batch id>.csv`. */
export function redeemBatchCsvName(batchId: number): string {
  return `redeem-codes-${batchId}.csv`;
}
