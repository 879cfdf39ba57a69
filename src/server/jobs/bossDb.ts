import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { InFlight } from './inFlight';

/** What pg-boss needs of a connection: raw SQL with $n parameters, or a multi-statement text. */
export type SqlRunner = Pick<Database, 'query' | 'exec'>;

// pg serialises parameters itself (objects as JSON, undefined as null); postgres.js and PGlite
// want them ready, and pg-boss passes its job data as plain objects
function toParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value) && !Buffer.isBuffer(value)) {
    return JSON.stringify(value);
  }
  return value;
}

/**
 * pg-boss over the app's own connection, so one database (PGlite or PostgreSQL) serves both and
 * a job can be sent inside the transaction that makes it necessary. pg-boss sends some commands
 * as several statements with no parameters: those go through `exec`.
 */
export function bossDb(runner: SqlRunner, running?: InFlight): PgBoss.Db {
  const run = async (text: string, values?: unknown[]) => {
    if (!values || values.length === 0) return { rows: await runner.exec(text) };
    return { rows: await runner.query(text, values.map(toParameter)) };
  };
  return {
    executeSql: (text: string, values?: unknown[]) => (running ? running.track(run(text, values)) : run(text, values)),
  };
}
