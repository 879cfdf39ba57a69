import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('auth', () => {
  it('answers a visitor with authenticated false', async () => {
    const res = await t.request('GET', '/api/auth/me');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ authenticated: false, user: null });
  });

  it('signs the admin in with a session cookie and reports the user without a hash', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: ADMIN });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/muster_session=[a-z0-9]+\.[a-z0-9]+/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await t.request('GET', '/api/auth/me', { cookie: cookie.split(';')[0] });
    expect(me.json).toEqual({
      authenticated: true,
      user: { id: expect.any(String), username: 'admin', isAdmin: true },
    });
    expect(JSON.stringify(me.json)).not.toMatch(/argon2|password/i);
  });

  it('names the missing field with the spec messages', async () => {
    const a = await t.request('POST', '/api/auth/login', { body: { password: 'x' } });
    expect(a.status).toBe(400);
    expect(a.json).toMatchObject({ error: 'Username is required', code: 'BAD_REQUEST' });
    const b = await t.request('POST', '/api/auth/login', { body: { username: 'admin', password: '' } });
    expect(b.json).toMatchObject({ error: 'Password is required', code: 'BAD_REQUEST' });
  });

  it('refuses a wrong password with 401 and the error field', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { username: 'nobody', password: 'nope' } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: 'Invalid username or password', code: 'UNAUTHORIZED' });
  });

  it('logs out: the session stops working and the cookie is cleared', async () => {
    const cookie = await t.login();
    const out = await t.request('POST', '/api/auth/logout', { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const me = await t.request('GET', '/api/auth/me', { cookie });
    expect(me.json).toEqual({ authenticated: false, user: null });
  });

  it('ignores a forged token', async () => {
    const cookie = await t.login();
    const forged = cookie.replace(/\.[a-z0-9]+$/, '.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    const me = await t.request('GET', '/api/auth/me', { cookie: forged });
    expect(me.json.authenticated).toBe(false);
  });

  it('throttles an account after five failures with 429 and Retry-After', async () => {
    const body = { username: 'admin', password: 'wrong' };
    for (let i = 0; i < 5; i++) {
      expect((await t.request('POST', '/api/auth/login', { body })).status).toBe(401);
    }
    const locked = await t.request('POST', '/api/auth/login', { body: ADMIN });
    expect(locked.status).toBe(429);
    expect(locked.json.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('throttles one address after twenty failures across accounts', async () => {
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i++) {
      last = (await t.request('POST', '/api/auth/login', { body: { username: `guess${i}`, password: 'x' } })).status;
    }
    expect(last).toBe(429);
  });
});
