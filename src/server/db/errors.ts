import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a failure of the database means for the caller. Both drivers raise PostgreSQL's own
 * errors (a five-character SQLSTATE in `code`); postgres.js adds its connection errors and
 * PGlite its "closed" and WebAssembly failures.
 */
export type DatabaseFailure = 'unavailable' | 'bad-input' | 'conflict';

/** Node socket errors and postgres.js's own connection errors. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ECONNABORTED',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

export type PostgresErrorLike = Error & {
  code: string;
  severity?: string;
  table?: string;
  table_name?: string;
  constraint?: string;
  constraint_name?: string;
  column?: string;
  column_name?: string;
  routine?: string;
};

/** An error PostgreSQL itself reported (postgres.js PostgresError, PGlite DatabaseError). */
export function isPostgresError(error: unknown): error is PostgresErrorLike {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as Partial<PostgresErrorLike>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** drizzle wraps every driver error with the statement and its parameters: look inside. */
export function unwrapQueryError(error: unknown): unknown {
  return error instanceof DrizzleQueryError && error.cause ? error.cause : error;
}

export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  const e = unwrapQueryError(error);
  if (isPostgresError(e)) {
    const sqlClass = e.code.slice(0, 2);
    // connection exception, insufficient resources, operator intervention (shutdown,
    // statement timeout), system error; serialization failures and deadlocks are retryable too
    if (['08', '53', '57', '58'].includes(sqlClass) || e.code === '40001' || e.code === '40P01') return 'unavailable';
    if (e.code === '23502' || sqlClass === '22') return 'bad-input';
    if (sqlClass === '23') return 'conflict';
    return null;
  }
  if (!(e instanceof Error)) return null;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return 'unavailable';
  if (e.message === 'PGlite is closed' || e instanceof WebAssembly.RuntimeError) return 'unavailable';
  return null;
}

/**
 * Fields an operator may see in the log: the SQLSTATE and the names of the objects involved.
 * Never the statement, its parameters or the row (`detail` names the values, e.g. an email);
 * the message only for classes that describe the server or the schema, not the data.
 */
export function databaseErrorFields(error: PostgresErrorLike): Record<string, string | undefined> {
  const quiet = !['08', '42', '53', '57', '58', 'XX'].includes(error.code.slice(0, 2));
  return {
    type: 'DatabaseError',
    code: error.code,
    severity: error.severity,
    table: error.table ?? error.table_name,
    constraint: error.constraint ?? error.constraint_name,
    column: error.column ?? error.column_name,
    routine: error.routine,
    message: quiet ? undefined : error.message,
  };
}
