import type { Hono } from 'hono';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from '../routers';
import { createRequestContext, type RequestContextDeps } from '../trpc/context';
import { clientIp } from '../http/clientIp';
import { errorResponse } from '../http/publicError';

const createCaller = createCallerFactory(appRouter);

/**
 * RFC 8058 one-click unsubscribe: the mail provider POSTs `List-Unsubscribe=One-Click` (a form
 * body, no cookie, no Origin) to the https address of the List-Unsubscribe header, and the reader
 * is unsubscribed at once. A GET of the same address is the client's confirmation page, which
 * changes nothing until its button is pressed: link scanners only ever GET.
 */
export function mountOneClickUnsubscribe(app: Hono, deps: RequestContextDeps) {
  app.post('/unsubscribe/:token', async (c) => {
    try {
      const ctx = await createRequestContext(deps, c.req.raw, new Headers(), clientIp(c, deps.config.trustProxy));
      await createCaller(ctx).subscriptions.unsubscribe({ token: c.req.param('token') });
      return c.text('You have been unsubscribed.');
    } catch (error) {
      return errorResponse(c, error);
    }
  });
}
