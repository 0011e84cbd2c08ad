import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/**
 * Inserts many rows with one statement and one parameter: the rows travel as a JSON array
 * and `jsonb_to_recordset` turns them back into typed columns. Much cheaper to build, send
 * and parse than a multi-row VALUES with a parameter per cell, and never near PostgreSQL's
 * limit of 65,535 parameters. Every row must set the same columns (those of the first row).
 */
export async function insertRowsAsJson<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const used = Object.keys(first).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        used.map(({ key, name }) => [name, (row as Record<string, unknown>)[key]]),
      ),
    ),
  );
  const names = sql.join(
    used.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  const definitions = sql.join(
    used.map(({ name, type }) => sql`${sql.identifier(name)} ${sql.raw(type)}`),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as r(${definitions})`,
  );
}
