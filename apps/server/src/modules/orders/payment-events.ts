import type { PaymentMethod } from '@space/contracts/limits';
import type { Database } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema.ts';

/** Where a payment result came from. */
export type PaymentSource = 'notify' | 'complete' | 'query';

/**
 * What became of a payment result (decision 020): applied (the order changed), duplicate
 * (it had been applied already), rejected (it does not fit the order; nothing changed), late
 * (money for an order that was cancelled or closed: recorded and flagged for refund), ignored
 * (nothing to do: still pending, or the order had moved on).
 */
export type PaymentOutcome =
  | 'applied'
  | 'duplicate'
  | 'rejected'
  | 'late'
  | 'ignored'
  /** A verified provider event (a refund made in its dashboard) that names no order of ours. */
  | 'unmatched';

export interface PaymentEvent {
  method: PaymentMethod;
  source: PaymentSource;
  orderNo: string | null;
  transactionId: string | null;
  outcome: PaymentOutcome;
  reason: string | null;
  raw: unknown;
  at: Date;
}

const RAW_MAX_CHARACTERS = 16_000;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as PostgreSQL's jsonb takes it: no NUL, no lone surrogates; bounded. */
function clean(text: string, max = 2_000): string {
  return text.slice(0, max).replace(LONE_SURROGATE, '\ufffd').replaceAll('\u0000', '');
}

function sanitize(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return clean(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (depth >= 8) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => sanitize(item, depth + 1));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, 100)
        .map(([key, item]) => [clean(key, 200), sanitize(item, depth + 1)]),
    );
  }
  return null;
}

/**
 * A provider's data made storable as jsonb: plain JSON, clean text, bounded depth and size.
 * The providers never put secrets into `raw` (decision 021); this only keeps hostile bytes out.
 */
export function storableRaw(value: unknown): Record<string, unknown> {
  const sanitized = sanitize(value ?? {}, 0);
  const object =
    sanitized !== null && typeof sanitized === 'object' && !Array.isArray(sanitized)
      ? (sanitized as Record<string, unknown>)
      : { value: sanitized };
  const text = JSON.stringify(object);
  return text.length > RAW_MAX_CHARACTERS ? { truncated: clean(text, RAW_MAX_CHARACTERS) } : object;
}

export async function recordPaymentEvent(db: Database, event: PaymentEvent): Promise<void> {
  await db.insert(paymentEvents).values({
    method: event.method,
    source: event.source,
    orderNo: event.orderNo === null ? null : clean(event.orderNo, 64),
    transactionId: event.transactionId === null ? null : clean(event.transactionId, 128),
    outcome: event.outcome,
    reason: event.reason === null ? null : clean(event.reason, 500),
    raw: storableRaw(event.raw),
    receivedAt: event.at,
  });
}
