import type { Config } from '../config';

export const SESSION_COOKIE = 'muster_session';
/** Over https the name carries `__Host-`: browsers then refuse it from any other host, sibling subdomains included. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const isSecure = (config: Config) => config.publicUrl.startsWith('https://');
export const sessionCookieName = (config: Config) => (isSecure(config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** Every value sent under `name`: a cookie tossed from a sibling subdomain arrives beside ours. */
export function readCookieValues(cookieHeader: string | null, name: string): string[] {
  if (!cookieHeader) return [];
  const values: string[] = [];
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = rest.join('=');
    try {
      values.push(decodeURIComponent(value));
    } catch {
      values.push(value); // a malformed escape: kept as sent, and no session has that shape
    }
  }
  return values;
}

const secure = (config: Config) => (isSecure(config) ? '; Secure' : '');

export const sessionCookie = {
  set: (config: Config, token: string, expiresAt: Date) =>
    `${sessionCookieName(config)}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Expires=${expiresAt.toUTCString()}${secure(config)}`,
  clear: (config: Config) => `${sessionCookieName(config)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure(config)}`,
};
