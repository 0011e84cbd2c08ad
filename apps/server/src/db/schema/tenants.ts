import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Partner brands (spec §3). Ids are the specification's fixed tenant ids. */
export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Host-name patterns (suffix match) that select this brand, e.g. "darkflash.". */
  hostRules: jsonb('host_rules').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
