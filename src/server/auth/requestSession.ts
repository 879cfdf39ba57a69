import type { Config } from '../config';
import { readCookieValues, sessionCookie, sessionCookieName } from './cookies';
import type { SessionService } from './sessions';

/** More session cookies than this in one request is not a browser of ours: treat it as signed out. */
const MAX_SESSION_COOKIES = 3;

type Validated = NonNullable<Awaited<ReturnType<SessionService['validate']>>>;

/**
 * The session a request's cookies prove, and the Set-Cookie to answer with. When several cookies
 * of our name arrive (cookie tossing from a sibling subdomain), none wins by its position: the
 * request is signed in only if exactly one of them is a valid session, and nothing is cleared,
 * since our clearing could only hit our own cookie (docs/decisions/0010-abuse-limits.md).
 */
export async function sessionFromCookies(
  sessions: SessionService,
  config: Config,
  cookieHeader: string | null,
): Promise<{ validated: Validated | null; setCookie: string | null }> {
  const tokens = [...new Set(readCookieValues(cookieHeader, sessionCookieName(config)).filter(Boolean))];
  if (!tokens.length || tokens.length > MAX_SESSION_COOKIES) return { validated: null, setCookie: null };
  const found: { token: string; validated: Validated }[] = [];
  for (const token of tokens) {
    const validated = await sessions.validate(token);
    if (validated) found.push({ token, validated });
  }
  if (found.length !== 1) {
    const alone = tokens.length === 1;
    return { validated: null, setCookie: alone ? sessionCookie.clear(config) : null };
  }
  const [{ token, validated }] = found;
  const setCookie = validated.refreshed ? sessionCookie.set(config, token, validated.session.expiresAt) : null;
  return { validated, setCookie };
}
