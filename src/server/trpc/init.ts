import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { AppError, errorTable } from '../errors';
import type { Context } from './context';

export function firstZodMessage(error: ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  return { message: issue?.message ?? 'Invalid input', field: issue?.path.join('.') || undefined };
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const zod = error.cause instanceof ZodError ? firstZodMessage(error.cause) : null;
    const app = error.cause instanceof AppError ? error.cause : null;
    return {
      ...shape,
      message: zod?.message ?? shape.message,
      data: {
        ...shape.data,
        appCode: app?.code ?? (zod ? 'BAD_REQUEST' : undefined),
        field: zod?.field,
        stack: undefined,
      },
    };
  },
});

/** Turns a service's AppError into the tRPC error of the one error table. */
const appErrors = t.middleware(async ({ next, ctx }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) {
      for (const [k, v] of Object.entries(cause.options.headers ?? {})) ctx.resHeaders.set(k, v);
      throw new TRPCError({ code: errorTable[cause.code].trpc, message: cause.message, cause });
    }
    if (result.error.code === 'INTERNAL_SERVER_ERROR') {
      console.error('[muster] unexpected error', result.error.cause ?? result.error);
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side.', cause: result.error });
    }
  }
  return result;
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const baseProcedure = t.procedure.use(appErrors);
