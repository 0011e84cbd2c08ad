import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Partner brands (spec §3). Ids, codes and route suffixes are the specification's and fixed;
 * the look and the host rules are edited in the admin console (decision 041).
 */
export const tenants = pgTable(
  'tenants',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** Display name; seeded from the contracts, then the admins'. */
    name: text('name').notNull(),
    /** Host-name prefixes that select this brand (a partner sub-host), e.g. "darkflash.". */
    hostRules: jsonb('host_rules').$type<string[]>().notNull().default([]),
    /** Object-storage keys of uploaded logos; null: the built-in logo. */
    logoLightKey: text('logo_light_key'),
    logoDarkKey: text('logo_dark_key'),
    logoZhKey: text('logo_zh_key'),
    /** The login, register and reset pages' look: accent colour and background image. */
    accentColor: text('accent_color'),
    loginBackgroundKey: text('login_background_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('tenants_accent_color_check', sql`${t.accentColor} ~ '^#[0-9a-f]{6}$'`)],
);
