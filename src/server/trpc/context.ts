import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Services } from '../services';
import { readSessionToken, sessionCookie } from '../auth/cookies';
import type { SessionUser, Session } from '../auth/sessions';

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
export async function createRequestContext(
  deps: RequestContextDeps,
  req: Request,
  resHeaders: Headers,
  ip: string,
): Promise<ContextInner> {
  const token = readSessionToken(req.headers.get('cookie'));
  const validated = token ? await deps.services.sessions.validate(token) : null;
  if (token && !validated) resHeaders.append('set-cookie', sessionCookie.clear(deps.config));
  if (validated?.refreshed) {
    resHeaders.append('set-cookie', sessionCookie.set(deps.config, token!, validated.session.expiresAt));
  }
  return createContextInner({
    ...deps,
    user: validated?.user ?? null,
    session: validated?.session ?? null,
    resHeaders,
    ip,
  });
}

export type Context = ContextInner;
