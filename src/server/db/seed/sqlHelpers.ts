import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/**
 * `excluded.<column>` for the given keys, for the `set` of an ON CONFLICT DO UPDATE. The
 * database uses snake_case names derived from the keys (drizzle `casing`), unless a column
 * was given an explicit name.
 */
export function excludedColumns<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const columns = getTableColumns(table);
  const set = {} as Record<K, SQL>;
  for (const key of keys) {
    const column = columns[key];
    const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
    set[key] = sql`excluded.${sql.identifier(name)}`;
  }
  return set;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction that holds a transaction-scoped advisory lock, so instances
 * starting at the same moment seed one after the other instead of racing on "insert if empty".
 */
export async function inLockedTransaction<T>(db: Db, lockKey: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ locked: sql`pg_advisory_xact_lock(${lockKey})` }).from(sql`(select 1) as one`);
    return work(tx);
  });
}
