import type {
  AuditAction,
  AuditEntry,
  AuditLogQuery,
  AuditTargetType,
} from '@space/contracts/admin';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminAuditLog, users } from '../../db/schema.ts';

/** A database or a transaction: an entry is written in the transaction of its write. */
type Writer = Pick<Database, 'insert'>;

export interface AuditRecord {
  /** The tenant of what was changed. */
  tenantId: number;
  actorId: number;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
}

/** Keys never written to the log, at any depth: secrets and codes' plain text. */
const SECRET_KEY = /password|hash|token|secret|plain|^codes$/i;

/** A copy fit for the log: secrets dropped, dates as ISO strings. */
export function auditable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(auditable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, inner]) => !SECRET_KEY.test(key) && inner !== undefined)
        .map(([key, inner]) => [key, auditable(inner)]),
    );
  }
  return value;
}

function snapshot(value: Record<string, unknown> | null | undefined) {
  return value ? (auditable(value) as Record<string, unknown>) : null;
}

/**
 * Writes one audit entry. Call it with the transaction of the write it describes, so a write
 * that rolls back leaves no entry (and an entry that fails rolls the write back).
 */
export async function recordAudit(db: Writer, entry: AuditRecord): Promise<void> {
  await db.insert(adminAuditLog).values({
    tenantId: entry.tenantId,
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    createdAt: entry.at,
  });
}

/** The fields of `after` that differ from `before`, and their old values: a compact diff. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    const a = JSON.stringify(auditable(before[key]));
    const b = JSON.stringify(auditable(after[key]));
    if (a !== b) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}

/** The log of one tenant (or of all, for a super admin), newest first, filtered. */
export async function listAuditLog(
  db: Database,
  tenantId: number | 'all',
  query: AuditLogQuery,
): Promise<{ list: AuditEntry[]; total: number }> {
  const filters: (SQL | undefined)[] = [
    tenantId === 'all' ? undefined : eq(adminAuditLog.tenantId, tenantId),
    query.action ? eq(adminAuditLog.action, query.action) : undefined,
    query.actorId ? eq(adminAuditLog.actorId, query.actorId) : undefined,
    query.targetType ? eq(adminAuditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(adminAuditLog.targetId, query.targetId) : undefined,
    query.from ? gte(adminAuditLog.createdAt, new Date(query.from)) : undefined,
    query.to ? lte(adminAuditLog.createdAt, new Date(query.to)) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: adminAuditLog,
        nickName: users.nickName,
        email: users.email,
      })
      .from(adminAuditLog)
      .innerJoin(users, eq(users.id, adminAuditLog.actorId))
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    list: rows.map(({ entry, nickName, email }) => ({
      id: entry.id,
      tenantId: entry.tenantId,
      actor: { id: entry.actorId, nickName, email },
      action: entry.action as AuditAction,
      targetType: entry.targetType as AuditTargetType,
      targetId: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
