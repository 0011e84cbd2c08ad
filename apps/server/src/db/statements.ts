import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * A value per database handle, made on first use: a hot statement prepared once per database
 * (decision 078), so drizzle builds its SQL once and PostgreSQL plans it once per connection.
 * A transaction passed as the handle gets its own (correct, merely not reused).
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * The rows of a statement written as SQL text (`db.execute`), on either engine. Hot statements
 * inside a transaction are written so: drizzle's query builder costs more CPU to build a
 * statement than PostgreSQL takes to run it (decision 078).
 */
export async function rawRows<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A table's row from such a statement's `returning *` (keys are the database's column names),
 * each value through its column's own mapping, as the query builder would answer it: drivers
 * hand some types back as text from a raw statement (timestamps), and the columns read both.
 */
export function tableRowOf<T extends Table>(
  table: T,
  raw: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
