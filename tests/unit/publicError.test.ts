import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { z } from 'zod';
import { AppError, DATABASE_UNAVAILABLE } from '../../src/server/errors';
import { describeError, GENERIC_ERROR, MalformedJson } from '../../src/server/http/publicError';
import { serializeError } from '../../src/server/lib/logger';

const pgError = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, severity: 'ERROR', ...extra });
const query = (cause: unknown) =>
  new DrizzleQueryError('insert into "subscribers" ("email") values ($1)', ['jane@example.com'], cause as Error);
const asProcedureError = (cause: unknown) => new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });

describe('describeError: one answer for anything thrown', () => {
  it('keeps the code, message and headers of our own errors', () => {
    const app = new AppError('TOO_MANY_REQUESTS', 'Slow down.', { headers: { 'Retry-After': '60' } });
    expect(describeError(new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Slow down.', cause: app }))).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Slow down.',
      headers: { 'Retry-After': '60' },
      logLevel: 'debug',
    });
  });

  it('answers invalid input with its first message and field', () => {
    const zod = z.object({ email: z.email('Please enter a valid email.') }).safeParse({ email: 'x' }).error!;
    expect(describeError(new TRPCError({ code: 'BAD_REQUEST', cause: zod }))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Please enter a valid email.',
      field: 'email',
    });
    expect(describeError(new MalformedJson())).toMatchObject({ status: 400, message: 'Malformed JSON body' });
  });

  it('keeps tRPC’s own refusals (sign in, unknown procedure, unparsable input) as 4xx', () => {
    expect(describeError(new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' }))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(describeError(new TRPCError({ code: 'NOT_FOUND', message: 'No procedure found on path "x"' }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(describeError(new TRPCError({ code: 'PARSE_ERROR', message: 'bad', cause: new SyntaxError('bad') }))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it('answers every kind of database outage with 503 UNAVAILABLE and Retry-After', () => {
    const outages = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('write CONNECT_TIMEOUT 10.0.0.5:5432'), { code: 'CONNECT_TIMEOUT' }),
      query(pgError('57P01', 'terminating connection due to administrator command')),
      query(pgError('57014', 'canceling statement due to statement timeout')),
      query(pgError('53300', 'sorry, too many clients already')),
      new Error('PGlite is closed'),
    ];
    for (const outage of outages) {
      expect(describeError(asProcedureError(outage)), String(outage)).toMatchObject({
        status: 503,
        code: 'UNAVAILABLE',
        message: DATABASE_UNAVAILABLE,
        headers: { 'Retry-After': '5' },
        logLevel: 'warn',
      });
    }
  });

  it('answers data PostgreSQL refused with a 400 and a broken constraint with a 409, never a 500', () => {
    expect(describeError(asProcedureError(query(pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'))))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
    expect(describeError(asProcedureError(query(pgError('23505', 'duplicate key value violates unique constraint'))))).toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
  });

  it('answers anything else with a generic 500 that names nothing of its cause', () => {
    const described = describeError(asProcedureError(new Error('secret internals: relation "users" is gone')));
    expect(described).toEqual({ status: 500, code: 'INTERNAL', trpc: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR, logLevel: 'error' });
    // a failed outside fetch whose cause is a refused connection is no database outage
    const fetchFailure = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(describeError(asProcedureError(fetchFailure)).status).toBe(500);
  });
});

describe('errors in the log', () => {
  it('names a database error by code, table and constraint: no statement, no parameters, no row', () => {
    const error = asProcedureError(
      query(
        pgError('23505', 'duplicate key value violates unique constraint "subscribers_email_key"', {
          detail: 'Key (email)=(jane@example.com) already exists.',
          table_name: 'subscribers',
          constraint_name: 'subscribers_email_key',
        }),
      ),
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain('"table":"subscribers"');
    expect(logged).toContain('"constraint":"subscribers_email_key"');
    expect(logged).not.toContain('jane@example.com');
    expect(logged).not.toMatch(/insert into/i);
  });

  it('keeps the message of errors about the server, and the stack of unknown errors', () => {
    expect(serializeError(pgError('57P01', 'terminating connection due to administrator command'))).toMatchObject({
      code: '57P01',
      message: 'terminating connection due to administrator command',
    });
    expect(serializeError(new Error('kaboom'))).toMatchObject({
      type: 'Error',
      message: 'kaboom',
      stack: expect.stringContaining('kaboom'),
    });
  });
});
