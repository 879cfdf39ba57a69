import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Services } from '../services';
import { sessionFromCookies } from '../auth/requestSession';
import type { SessionUser, Session } from '../auth/sessions';
import { setRequestUser } from '../lib/requestScope';

export type ContextInner = {
  config: Config;
  database: Database;
  services: Services;
  user: SessionUser | null;
  session: Session | null;
  /** headers the procedure wants on the HTTP response (Set-Cookie, Retry-After) */
  resHeaders: Headers;
  ip: string;
};

export function createContextInner(ctx: ContextInner): ContextInner {
  return ctx;
}

export type RequestContextDeps = { config: Config; database: Database; services: Services };

/** Builds the context for one HTTP request: resolves the session cookie to a user. */
export async function createRequestContext(deps: RequestContextDeps, req: Request, resHeaders: Headers, ip: string): Promise<ContextInner> {
  const { validated, setCookie } = await sessionFromCookies(deps.services.sessions, deps.config, req.headers.get('cookie'));
  if (setCookie) resHeaders.append('set-cookie', setCookie);
  setRequestUser(validated?.user.id);
  return createContextInner({
    ...deps,
    user: validated?.user ?? null,
    session: validated?.session ?? null,
    resHeaders,
    ip,
  });
}

export type Context = ContextInner;
