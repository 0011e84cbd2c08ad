import { desc } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * Every administrative write, who made it and what it changed (issue 16, decision 037): written
 * by `recordAudit` in the transaction of the write itself, so a rolled-back write leaves no
 * entry. `before`/`after` hold the changed fields only, never a password hash, a token or a
 * code's plain text. `tenant_id` is the tenant of what was changed (a super admin's action in
 * brand B is brand B's history).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('admin_audit_log_tenant_created_idx').on(t.tenantId, desc(t.createdAt), desc(t.id)),
    index('admin_audit_log_actor_created_idx').on(t.actorId, desc(t.createdAt), desc(t.id)),
  ],
);
