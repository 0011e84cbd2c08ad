import { index, integer, pgTable, text, timestamp, bigint } from 'drizzle-orm/pg-core';

/** Page views reported by the web client's navigation hook (spec §2). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id'),
    path: text('path').notNull(),
    title: text('title').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    visitorId: text('visitor_id').notNull(),
    locale: text('locale').notNull().default('en'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_path_viewed_idx').on(t.path, t.viewedAt)],
);
