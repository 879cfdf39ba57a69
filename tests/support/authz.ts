import { expect } from 'vitest';
import type { TestApp } from './testApp';

/** Asserts that a path refuses a visitor (401) and a signed-in non-admin (403), changing nothing. */
export async function expectAdminOnly(t: TestApp, method: string, path: string, body?: unknown) {
  const anonymous = await t.request(method, path, { body });
  expect(anonymous.status, `${method} ${path} as a visitor`).toBe(401);
  expect(anonymous.json).toMatchObject({ code: 'UNAUTHORIZED', error: expect.any(String) });
  const reader = await t.loginAsReader();
  const forbidden = await t.request(method, path, { body, cookie: reader });
  expect(forbidden.status, `${method} ${path} as a non-admin`).toBe(403);
  expect(forbidden.json).toMatchObject({ code: 'FORBIDDEN' });
}
