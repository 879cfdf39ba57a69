import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { classifyDatabaseError } from './db/errors';

/** The one table of application errors: tRPC code and HTTP status for each. */
export const errorTable = {
  BAD_REQUEST: { trpc: 'BAD_REQUEST', status: 400 },
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', status: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', status: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', status: 404 },
  CONFLICT: { trpc: 'CONFLICT', status: 409 },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', status: 413 },
  TOO_MANY_REQUESTS: { trpc: 'TOO_MANY_REQUESTS', status: 429 },
  BAD_GATEWAY: { trpc: 'BAD_GATEWAY', status: 502 },
  /** the database does not answer (an outage, a restart): retry shortly */
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', status: 503 },
  SERVICE_UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', status: 503 },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', status: 500 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; status: number }>;

export type AppErrorCode = keyof typeof errorTable;

/** tRPC code → status and our code; where two of ours share a tRPC code, the later one names it. */
export const statusOfTrpcCode = Object.fromEntries(
  Object.entries(errorTable).map(([code, v]) => [v.trpc, { status: v.status, code }]),
) as Record<string, { status: number; code: AppErrorCode }>;

/** What services throw. `headers` travel to the HTTP response (Retry-After, …). */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly options: { headers?: Record<string, string>; details?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

export const DATABASE_UNAVAILABLE = 'The database is not answering right now. Please try again in a few seconds.';
export const RETRY_AFTER_SECONDS = 5;

/** A database failure as the AppError a caller should get; null when it is not one we can name. */
export function databaseAppError(error: unknown): AppError | null {
  switch (classifyDatabaseError(error)) {
    case 'unavailable':
      return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE, {
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        cause: error,
      });
    case 'bad-input':
      return new AppError('BAD_REQUEST', 'Some of the input cannot be stored as given.', { cause: error });
    case 'conflict':
      return new AppError('CONFLICT', 'This conflicts with something already stored.', { cause: error });
    default:
      return null;
  }
}
