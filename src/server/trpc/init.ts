import { initTRPC, TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { transformer } from '../../shared/serverTransformer';
import { AppError, databaseAppError, errorTable } from '../errors';
import { describeError, firstZodMessage } from '../http/publicError';
import { currentRequest } from '../lib/requestScope';
import type { Context } from './context';

export { firstZodMessage };

const t = initTRPC.context<Context>().create({
  transformer,
  /** The same message, code and status the REST adapter gives, plus the request id. */
  errorFormatter({ shape, error }) {
    const described = describeError(error);
    return {
      ...shape,
      code: TRPC_ERROR_CODES_BY_KEY[described.trpc],
      message: described.message,
      data: {
        ...shape.data,
        code: described.trpc,
        httpStatus: described.status,
        appCode: described.code,
        field: described.field,
        requestId: currentRequest()?.id,
        stack: undefined,
      },
    };
  },
});

/** Turns a service's AppError (or a database failure we can name) into the tRPC error of the one error table. */
const appErrors = t.middleware(async ({ next, ctx }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    const app = cause instanceof AppError ? cause : databaseAppError(cause);
    if (app) {
      for (const [k, v] of Object.entries(app.options.headers ?? {})) ctx.resHeaders.set(k, v);
      throw new TRPCError({ code: errorTable[app.code].trpc, message: app.message, cause: app });
    }
    if (result.error.code === 'INTERNAL_SERVER_ERROR') {
      // logged once by the transport (tRPC's onError or the REST adapter) with the request id
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side.', cause: result.error });
    }
  }
  return result;
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const baseProcedure = t.procedure.use(appErrors);
