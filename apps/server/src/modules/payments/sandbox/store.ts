import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paymentSandboxRecords } from '../../../db/schema.ts';

/**
 * Where the sandbox keeps what a provider would keep (trades, orders, captures, refunds): in the
 * database, so a refund, a query or reconciliation after a restart still finds an order paid
 * before it (issue 25 item 8), and two instances on one database see the same trades. Records
 * are plain JSON, read and written whole; the sandbox is a development tool, so a lost update
 * between two simultaneous presses of one pay page is acceptable.
 */
export interface SandboxStore {
  get<T>(kind: string, key: string): Promise<T | undefined>;
  put(kind: string, key: string, data: object): Promise<void>;
  /** The first record of `kind` whose top-level `field` is `value`. */
  findBy<T>(kind: string, field: string, value: string): Promise<T | undefined>;
}

export function databaseStore(db: Database, provider: string): SandboxStore {
  const t = paymentSandboxRecords;
  return {
    async get<T>(kind: string, key: string) {
      const [row] = await db
        .select({ data: t.data })
        .from(t)
        .where(and(eq(t.provider, provider), eq(t.kind, kind), eq(t.key, key)));
      return row?.data as T | undefined;
    },
    async put(kind, key, data) {
      const value = data as Record<string, unknown>;
      await db
        .insert(t)
        .values({ provider, kind, key, data: value, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [t.provider, t.kind, t.key],
          set: { data: value, updatedAt: new Date() },
        });
    },
    async findBy<T>(kind: string, field: string, value: string) {
      const [row] = await db
        .select({ data: t.data })
        .from(t)
        .where(
          and(eq(t.provider, provider), eq(t.kind, kind), sql`${t.data} ->> ${field} = ${value}`),
        )
        .limit(1);
      return row?.data as T | undefined;
    },
  };
}

/** For a sandbox mounted without a database (a bare Fastify in a unit test): forgets on exit. */
export function memoryStore(): SandboxStore {
  const records = new Map<string, string>();
  return {
    async get<T>(kind: string, key: string) {
      const text = records.get(`${kind}\u0000${key}`);
      return text === undefined ? undefined : (JSON.parse(text) as T);
    },
    async put(kind, key, data) {
      records.set(`${kind}\u0000${key}`, JSON.stringify(data));
    },
    async findBy<T>(kind: string, field: string, value: string) {
      for (const [id, text] of records) {
        if (!id.startsWith(`${kind}\u0000`)) continue;
        const data = JSON.parse(text) as Record<string, unknown>;
        if (data[field] === value) return data as T;
      }
      return undefined;
    },
  };
}
