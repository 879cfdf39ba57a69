import type { Config } from '../config';

export const SESSION_COOKIE = 'muster_session';

export function readSessionToken(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

const secure = (config: Config) => (config.publicUrl.startsWith('https://') ? '; Secure' : '');

export const sessionCookie = {
  set: (config: Config, token: string, expiresAt: Date) =>
    `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Expires=${expiresAt.toUTCString()}${secure(config)}`,
  clear: (config: Config) =>
    `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure(config)}`,
};
