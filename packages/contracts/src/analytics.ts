import { z } from 'zod';
import { PAGE_VIEW_BATCH_MAX, PAGE_VIEW_MAX_AGE_DAYS, PAGE_VIEW_MAX_AHEAD_MS } from './limits.ts';
import { LOCALES } from './locales.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a view happened: ISO date-time, recent (limits.ts), so year 0000 or 9999 never reaches a query. */
const viewedAtSchema = z.iso.datetime().refine((value) => {
  const at = Date.parse(value);
  const now = Date.now();
  return at >= now - PAGE_VIEW_MAX_AGE_DAYS * DAY_MS && at <= now + PAGE_VIEW_MAX_AHEAD_MS;
}, 'validation.viewedAtRange');

export const pageViewSchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  title: z.string().max(300).default(''),
  referrer: z.string().max(2048).default(''),
  /** A random id the browser keeps; not tied to an account. */
  visitorId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  locale: z.enum(LOCALES),
  viewedAt: viewedAtSchema,
});
export type PageView = z.infer<typeof pageViewSchema>;

export const pageViewBatchSchema = z.object({
  views: z.array(pageViewSchema).min(1).max(PAGE_VIEW_BATCH_MAX),
});
export type PageViewBatch = z.infer<typeof pageViewBatchSchema>;
