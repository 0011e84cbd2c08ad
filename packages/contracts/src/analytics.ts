import { z } from 'zod';
import { PAGE_VIEW_BATCH_MAX } from './limits.ts';
import { LOCALES } from './locales.ts';

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
  viewedAt: z.iso.datetime(),
});
export type PageView = z.infer<typeof pageViewSchema>;

export const pageViewBatchSchema = z.object({
  views: z.array(pageViewSchema).min(1).max(PAGE_VIEW_BATCH_MAX),
});
export type PageViewBatch = z.infer<typeof pageViewBatchSchema>;
