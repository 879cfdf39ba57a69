import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type PostgresJsDatabase, type PostgresJsQueryResultHKT } from 'drizzle-orm/postgres-js';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema';
import { lastRowsOfPglite, lastRowsOfPostgres } from './sqlRunner';
import { lockDataDir } from './dataDirLock';
import { guardedSocketFactory } from './pgSocket';
import { StartupError } from '../startupError';
import { copyOutStream, type CopyOutOptions } from './copyOut';

/**
 * One query surface for both drivers. PGlite's database is typed as the postgres.js one:
 * the query builder is identical; only raw `execute` results differ, so use `rawRows`.
 */
export type RootDb = PostgresJsDatabase<typeof schema>;
/** The root query builder or an open transaction on it (nested `transaction` calls are savepoints). */
export type DbOrTx = PgDatabase<PostgresJsQueryResultHKT, typeof schema>;
/** What services and helpers query through: it accepts a transaction too. */
export type Db = DbOrTx;

export type Database = {
  db: RootDb;
  kind: 'pglite' | 'postgres';
  /**
   * raw SQL with $1… parameters, rows as plain objects; used by pg-boss, hot reads and benchmarks.
   * `prepare`: PostgreSQL keeps the parsed statement on each connection (for a fixed text run on
   * every request: a parse and a round of writes saved each time)
   */
  query: <T = Record<string, unknown>>(text: string, values?: unknown[], options?: { prepare?: boolean }) => Promise<T[]>;
  /** several statements at once, no parameters; the rows of the last statement that returns any */
  exec: (text: string) => Promise<Record<string, unknown>[]>;
  /** `COPY … TO STDOUT` as a byte stream, PostgreSQL only (PGlite has no server to stream from) */
  copyOut?: (copyText: string, options?: CopyOutOptions) => ReadableStream<Uint8Array>;
  /** long work (migrations) on a connection without the statement timeout of requests */
  maintenance: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /** work one instance at a time does on a database several share (migrating, seeding, the first admin) */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; inMemory?: boolean };

/** A database that does not answer within this fails the request with a 503, not a hang. */
export const CONNECT_TIMEOUT_SECONDS = 5;
/** The longest pause between two attempts to reach a database that is down. */
const RECONNECT_BACKOFF_MAX_SECONDS = 0.5;
/** No request's statement should run longer; migrations use `maintenance` instead. */
export const STATEMENT_TIMEOUT_MS = 10_000;
/** The advisory lock instances take in turn to prepare a shared database ('muster' in ASCII). */
const STARTUP_LOCK_KEY = 0x6d7573746572;

/**
 * Opens the database and makes sure it answers; a failure is a StartupError naming the setting
 * (DATABASE_URL or DATA_DIR) before anything is written.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.inMemory) return openPglite(undefined);
  const dataDir = path.resolve(options.dataDir ?? './data');
  const lock = lockDataDir(dataDir);
  try {
    const database = await openPglite(path.join(dataDir, 'pglite'));
    return { ...database, close: () => database.close().finally(lock.release) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

function postgresClient(url: string, options: { max: number; statementTimeoutMs: number }) {
  return postgres(url, {
    max: options.max,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    // postgres.js waits before reconnecting, up to 20 s, while queries queue behind it: during
    // an outage that was a request hanging for 20 s; retry soon instead, and fail fast
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, RECONNECT_BACKOFF_MAX_SECONDS),
    // JIT compiles a plan for 300+ ms, and parallel workers take longer to start than a capped
    // search takes alone (a 22 ms count ran 220 ms with two): an OLTP app wins neither back (decision 0029)
    connection: {
      application_name: 'muster',
      statement_timeout: options.statementTimeoutMs,
      jit: 'off',
      max_parallel_workers_per_gather: '0', // a string: postgres.js leaves out a falsy parameter
    },
    // a documented option that postgres.js 3.4's types leave out
    ...({ socket: guardedSocketFactory() } as object),
    onnotice: () => {},
  });
}

async function openPostgres(url: string): Promise<Database> {
  const sql = postgresClient(url, { max: 10, statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  await checkReachable(sql, url);
  const db = drizzlePostgres(sql, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    copyOut: (copyText, options) => copyOutStream(sql, copyText, options),
    query: async (text, values = [], options) =>
      (await sql.unsafe(text, values as never[], { prepare: options?.prepare ?? false })) as never,
    exec: async (text) => {
      // a reserved connection: the text may hold its own BEGIN … COMMIT (pg-boss does)
      const connection = await sql.reserve();
      return lastRowsOfPostgres(
        await connection
          .unsafe(text)
          .simple()
          .finally(() => connection.release()),
      );
    },
    maintenance: (work) => onOwnConnection(url, (own) => work(drizzlePostgres(own, { schema, casing: 'snake_case' }))),
    // a session lock on a connection of its own, released when that connection ends; the work
    // itself runs on the pool
    exclusively: (work) =>
      onOwnConnection(url, async (own) => {
        await own.unsafe(`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
        return work();
      }),
    close: () => sql.end({ timeout: 5 }),
  };
}

/** `work` on a single connection without the requests' statement timeout, closed afterwards. */
async function onOwnConnection<T>(url: string, work: (own: postgres.Sql) => Promise<T>): Promise<T> {
  const own = postgresClient(url, { max: 1, statementTimeoutMs: 0 });
  try {
    return await work(own);
  } finally {
    await own.end({ timeout: 5 });
  }
}

async function checkReachable(sql: postgres.Sql, url: string) {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CONNECT_TIMEOUT_SECONDS * 2} s`)), CONNECT_TIMEOUT_SECONDS * 2000);
  });
  try {
    await Promise.race([sql`select 1`, deadline]);
  } catch (error) {
    await sql.end({ timeout: 0 }).catch(() => {});
    throw new StartupError(`Cannot reach the database at DATABASE_URL (${redactUrl(url)}): ${reason(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  let client: PGlite;
  try {
    client = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm } });
  } catch (error) {
    throw new StartupError(`Cannot open the embedded database in DATA_DIR (${dir ?? 'memory'}): ${reason(error)}`);
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as RootDb;
  return {
    db,
    kind: 'pglite',
    query: async (text, values = []) => (await client.query(text, values)).rows as never,
    exec: async (text) => lastRowsOfPglite(await client.exec(text)),
    maintenance: (work) => work(db),
    // one process holds the data directory (lockDataDir)
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

/** The URL as an operator may see it in a log: no password. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'an unparsable URL';
  }
}

function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const message = error.message.split('\n')[0];
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}
