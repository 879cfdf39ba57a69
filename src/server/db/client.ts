import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

/**
 * One query surface for both drivers. PGlite's database is typed as the postgres.js one:
 * the query builder is identical; only raw `execute` results differ, so use `rawRows`.
 */
export type Db = PostgresJsDatabase<typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** raw SQL with $1… parameters, rows as plain objects; used by pg-boss and benchmarks */
  query: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
  /** several statements at once, no parameters */
  exec: (text: string) => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; inMemory?: boolean };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.inMemory ? undefined : path.resolve(options.dataDir ?? './data', 'pglite'));
}

function openPostgres(url: string): Database {
  const sql = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres(sql, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    query: async (text, values = []) => (await sql.unsafe(text, values as never[])) as never,
    exec: async (text) => {
      await sql.unsafe(text);
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async (text, values = []) => (await client.query(text, values)).rows as never,
    exec: async (text) => {
      await client.exec(text);
    },
    close: () => client.close(),
  };
}
