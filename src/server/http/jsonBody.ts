import type { Context } from 'hono';

/** The JSON text of responses built here, so the cache layer hashes and sends it without reading the body back. */
const texts = new WeakMap<Response, string>();

/** What `c.json` answers (same body, same Content-Type), remembering its text. */
export function jsonResponse(c: Context, value: unknown, status: number): Response {
  const text = JSON.stringify(value);
  const res = c.body(text, status as 200, { 'content-type': 'application/json' });
  texts.set(res, text);
  return res;
}

/** The body of a response from `jsonResponse`, or undefined for any other. */
export const knownJsonText = (res: Response): string | undefined => texts.get(res);
