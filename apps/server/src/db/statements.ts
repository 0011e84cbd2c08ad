import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

/** Renders SQL text and its parameters; the text has no names to escape differently. */
const dialect = new PgDialect();

/**
 * The rows of a statement written as SQL text, run as a named prepared statement on `db`'s
 * connection, a transaction's included. Hot statements inside a transaction are written so:
 * drizzle's query builder costs more CPU to build a statement than PostgreSQL takes to run it,
 * and PostgreSQL parses a named one once per connection and, once it finds a generic plan no
 * worse than planning each time, stops planning it (decision 078). One name, one text: the values are
 * parameters, a list one array parameter (`sql.param(ids)`), never spliced into the text.
 * (PGlite runs it as a plain statement.)
 */
export async function preparedRows<T>(db: Database, name: string, statement: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/**
 * The table's columns by name, for such a statement's `returning`: named rather than `*`, so a
 * column another instance's migration adds never changes a prepared statement's result (which
 * PostgreSQL refuses) while this instance runs.
 */
export function columnsOf(table: Table): SQL {
  return sql.raw(
    Object.values(getTableColumns(table))
      .map((column) => `"${column.name}"`)
      .join(', '),
  );
}

/**
 * A table's row from such a statement's `returning ${columnsOf(table)}` (keys are the database's column names),
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
