import pino from 'pino';
import { prettyFactory } from 'pino-pretty';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { databaseErrorFields, isPostgresError } from '../db/errors';
import { currentRequest } from './requestScope';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** `auto`: readable lines on a terminal, JSON lines otherwise. */
export const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export type LogSink = { write: (line: string) => void };

/**
 * stdout is synchronous for files, pipes and terminals on Linux, so a line written just before
 * process.exit (a start-up failure) is never lost.
 */
const jsonSink: LogSink = { write: (line) => process.stdout.write(line) };
let sink: LogSink = jsonSink;

/** Errors as an operator needs them: type, message, code, stack, cause; never SQL or its parameters. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  if (depth > 4) return { type: error.name };
  if (error instanceof DrizzleQueryError) {
    // its message and stack hold the whole statement and its parameters (emails, names…)
    return { type: 'DrizzleQueryError', cause: serializeError(error.cause, depth + 1) };
  }
  if (isPostgresError(error)) return databaseErrorFields(error);
  const { code } = error as { code?: unknown };
  // tRPC wraps an unknown error in one that repeats its message (which may be drizzle's SQL)
  const echoesCause = error.cause instanceof Error && error.message === error.cause.message;
  // a wrapper's stack only shows where it was wrapped; the cause's stack is the one that helps
  const wrapper = error.name === 'TRPCError' || error.name === 'AppError';
  return {
    type: error.name,
    ...(echoesCause ? {} : { message: error.message }),
    ...(echoesCause || wrapper ? {} : { stack: error.stack }),
    ...(code !== undefined ? { code } : {}),
    ...(error.cause !== undefined ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** The process's one logger; request lines carry the request id and user from the request scope. */
export const logger = pino(
  {
    // tests stay quiet unless one captures the log (routeLogTo); index.ts applies LOG_LEVEL
    level: process.env.VITEST ? 'silent' : 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError },
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'cookie', '*.cookie', 'headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
    mixin() {
      const scope = currentRequest();
      return scope ? { reqId: scope.id, ...(scope.userId ? { userId: scope.userId } : {}) } : {};
    },
  },
  { write: (line: string) => sink.write(line) },
);

function prettySink(colorize: boolean): LogSink {
  const format = prettyFactory({ colorize, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true });
  return { write: (line) => process.stdout.write(format(line)) };
}

/** Applies LOG_LEVEL and LOG_FORMAT once settings are read. */
export function configureLogger(options: { level: LogLevel; format: LogFormat }) {
  logger.level = options.level;
  const pretty = options.format === 'pretty' || (options.format === 'auto' && process.stdout.isTTY === true);
  sink = pretty ? prettySink(process.stdout.isTTY === true) : jsonSink;
}

/** Sends log lines elsewhere (a test reading them); returns the function that puts things back. */
export function routeLogTo(next: LogSink, level: LogLevel = 'debug'): () => void {
  const previous = { sink, level: logger.level };
  sink = next;
  logger.level = level;
  return () => {
    sink = previous.sink;
    logger.level = previous.level;
  };
}
