import { E2E_ADMIN } from './server';

/**
 * REST calls as the e2e admin, to set up the data a browser test then looks at. The Origin
 * header makes the sign-in a same-site request, as a browser's would be.
 */
export async function restAsAdmin(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(E2E_ADMIN),
  });
  if (!login.ok) throw new Error(`Admin sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  return async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}
