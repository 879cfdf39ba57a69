import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { AppError, databaseAppError, errorTable, statusOfTrpcCode } from '../errors';
import { logger } from '../lib/logger';
import { currentRequest } from '../lib/requestScope';

export const GENERIC_ERROR = 'Something went wrong on our side.';

export class MalformedJson extends Error {}

export function firstZodMessage(error: ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  return { message: issue?.message ?? 'Invalid input', field: issue?.path.join('.') || undefined };
}

/** What the caller is told about a failure, and how loudly the log mentions it. */
export type PublicError = {
  status: number;
  /** our code, the `code` of the JSON body */
  code: string;
  trpc: TRPC_ERROR_CODE_KEY;
  message: string;
  headers?: Record<string, string>;
  details?: unknown;
  field?: string;
  /** error: a defect, logged with its cause; warn: an outage or input the database refused */
  logLevel: 'error' | 'warn' | 'debug';
};

function fromAppError(app: AppError, logLevel: PublicError['logLevel']): PublicError {
  const entry = errorTable[app.code];
  const details = app.options.details;
  return { status: entry.status, code: app.code, trpc: entry.trpc, message: app.message, headers: app.options.headers, details, logLevel };
}

/**
 * The one mapping from anything thrown to the answer, for tRPC and REST alike: our AppErrors
 * and input errors keep their message, database failures get a fixed one (503 for an outage),
 * anything else is a 500 whose message says nothing about its cause.
 */
export function describeError(error: unknown): PublicError {
  let outer: TRPCError | undefined;
  let root = error;
  for (let depth = 0; root instanceof TRPCError && depth < 5; depth++) {
    if (!outer && root.code !== 'INTERNAL_SERVER_ERROR') outer = root;
    if (root.cause === undefined) break;
    root = root.cause;
  }
  if (root instanceof AppError) {
    const fromDatabase = databaseAppError(root.cause) !== null;
    return fromAppError(root, fromDatabase ? 'warn' : root.code === 'INTERNAL' ? 'error' : 'debug');
  }
  if (root instanceof ZodError) {
    const { message, field } = firstZodMessage(root);
    return { status: 400, code: 'BAD_REQUEST', trpc: 'BAD_REQUEST', message, field, logLevel: 'debug' };
  }
  if (root instanceof MalformedJson) {
    return { status: 400, code: 'BAD_REQUEST', trpc: 'BAD_REQUEST', message: 'Malformed JSON body', logLevel: 'debug' };
  }
  const database = databaseAppError(root);
  if (database) return fromAppError(database, 'warn');
  if (outer) {
    const status = statusOfTrpcCode[outer.code]?.status ?? getHTTPStatusCodeFromError(outer);
    if (status < 500) {
      const code = statusOfTrpcCode[outer.code]?.code ?? (status === 400 ? 'BAD_REQUEST' : outer.code);
      return { status, code, trpc: outer.code, message: outer.message, logLevel: 'debug' };
    }
  }
  return { status: 500, code: 'INTERNAL', trpc: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR, logLevel: 'error' };
}

const reported = new WeakSet<object>();

/** Logs a failure once (a batch shares one context failure among its calls). */
export function reportError(error: unknown, described = describeError(error), fields: Record<string, unknown> = {}) {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const line = { ...fields, status: described.status, code: described.code };
  if (described.logLevel === 'debug') logger.debug(line, described.message);
  else if (described.logLevel === 'warn') logger.warn({ ...line, err: error }, described.message);
  else logger.error({ ...line, err: error }, 'unexpected error');
}

/** `{ error, code, …, requestId }`: the one shape of every JSON error body. */
export function errorJson(c: Context, status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return c.json({ error: message, code, ...extra, requestId: currentRequest()?.id }, status as ContentfulStatusCode);
}

/** Describes, logs and answers a failure. */
export function errorResponse(c: Context, error: unknown, fields?: Record<string, unknown>) {
  const described = describeError(error);
  reportError(error, described, fields);
  for (const [k, v] of Object.entries(described.headers ?? {})) c.header(k, v);
  return errorJson(c, described.status, described.code, described.message, {
    ...(described.field ? { field: described.field } : {}),
    ...(described.details !== undefined ? { details: described.details } : {}),
  });
}
