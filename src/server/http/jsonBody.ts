import type { Context } from 'hono';

/** A JSON answer's text, and its entity tag once the cache layer has computed it. */
export type JsonBody = { text: string; tag?: string };

/** The bodies of responses built here, so the cache layer hashes and sends them without reading the body back. */
const bodies = new WeakMap<Response, JsonBody>();
/**
 * The bodies of values their service froze all the way down (a kept page of articles): the same
 * object answers many requests, so it is serialized, and tagged, once.
 */
const frozenBodies = new WeakMap<object, JsonBody>();

function bodyOf(value: unknown): JsonBody {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return { text: JSON.stringify(value) };
  let body = frozenBodies.get(value);
  if (!body) {
    body = { text: JSON.stringify(value) };
    frozenBodies.set(value, body);
  }
  return body;
}

/** What `c.json` answers (same body, same Content-Type), remembering its text. */
export function jsonResponse(c: Context, value: unknown, status: number): Response {
  const body = bodyOf(value);
  const res = c.body(body.text, status as 200, { 'content-type': 'application/json' });
  bodies.set(res, body);
  return res;
}

/** The body of a response from `jsonResponse`, or undefined for any other. */
export const knownJsonBody = (res: Response): JsonBody | undefined => bodies.get(res);
