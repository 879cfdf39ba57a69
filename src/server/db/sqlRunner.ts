import type { SqlRunner } from '../jobs/bossDb';
import type { Database, DbOrTx } from './client';

type RowsResult = { rows: Record<string, unknown>[] };
type PgliteLike = { query: (text: string, values?: unknown[]) => Promise<RowsResult>; exec: (text: string) => Promise<RowsResult[]> };
type PostgresLike = {
  unsafe: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]> & { simple: () => Promise<unknown> };
};

type Rows = Record<string, unknown>[];

/** Rows of the last statement that returned any, from PGlite's `exec` (one result per statement). */
export const lastRowsOfPglite = (results: RowsResult[]): Rows => [...results].reverse().find((r) => r.rows.length)?.rows ?? [];

/** The same from postgres.js's `.simple()`: one statement answers its rows, several one array each. */
export function lastRowsOfPostgres(result: unknown): Rows {
  const list = result as unknown[];
  const results = Array.isArray(list[0]) ? (list as Rows[]) : [list as Rows];
  return [...results].reverse().find((rows) => rows.length) ?? [];
}

/**
 * Raw SQL on the connection a drizzle database or transaction is bound to, so raw statements
 * (a pg-boss job insert, say) commit or roll back with the drizzle work around them. Uses
 * drizzle's session client: `PgliteSession.client` / `PostgresJsSession.client` (0.45).
 */
export function sqlRunnerOf(db: DbOrTx, kind: Database['kind']): SqlRunner {
  const client = (db as unknown as { session: { client: unknown } }).session.client;
  if (kind === 'pglite') {
    const c = client as PgliteLike;
    return {
      query: async (text, values = []) => (await c.query(text, values)).rows as never,
      exec: async (text) => lastRowsOfPglite(await c.exec(text)),
    };
  }
  const c = client as PostgresLike;
  return {
    query: async (text, values = []) => (await c.unsafe(text, values)) as never,
    exec: async (text) => lastRowsOfPostgres(await c.unsafe(text).simple()),
  };
}
