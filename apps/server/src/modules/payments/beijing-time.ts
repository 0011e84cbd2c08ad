/**
 * WeChat Pay and Alipay speak China Standard Time (UTC+8, no daylight saving): WeChat in
 * RFC 3339 with the offset, Alipay as a bare "yyyy-MM-dd HH:mm:ss" that means Beijing time.
 */
const OFFSET_MS = 8 * 60 * 60_000;

function beijingParts(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 19);
}

/** 2026-06-01T08:00:00+08:00 */
export function beijingRfc3339(date: Date): string {
  return `${beijingParts(date)}+08:00`;
}

/** 2026-06-01 08:00:00 */
export function beijingDateTime(date: Date): string {
  return beijingParts(date).replace('T', ' ');
}

/** Alipay's "yyyy-MM-dd HH:mm:ss" (Beijing) → Date; null when absent or malformed. */
export function parseBeijingDateTime(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An RFC 3339 time with offset (WeChat's success_time) → Date; null when absent or malformed. */
export function parseRfc3339(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
