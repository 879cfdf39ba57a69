import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

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
  SERVICE_UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', status: 503 },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', status: 500 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; status: number }>;

export type AppErrorCode = keyof typeof errorTable;

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
