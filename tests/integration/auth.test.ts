import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../support/testApp';
import { rateLimitCounters } from '../../src/server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// each test starts with no sign-in counters (the throttle tests lock this file's address)
beforeEach(async () => {
  await t.db.delete(rateLimitCounters);
});

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

  it('throttles one address past its limit across accounts', async () => {
    let last = 0;
    for (let i = 0; i <= t.config.rateLimits.login!.max && last !== 429; i++) {
      last = (await t.request('POST', '/api/auth/login', { body: { username: `guess${i}`, password: 'x' } })).status;
    }
    expect(last).toBe(429);
  });
});

const me = async (app: TestApp, cookie: string) => (await app.request('GET', '/api/auth/me', { cookie })).json;

describe('several session cookies (cookie tossing from a sibling subdomain)', () => {
  it('does not let a cookie win by coming first: a junk one beside the real one is ignored', async () => {
    const admin = await t.login();
    const res = await t.request('GET', '/api/auth/me', { cookie: `muster_session=tossed.byneighbour; ${admin}` });
    expect(res.json).toMatchObject({ authenticated: true, user: { username: 'admin' } });
    // our own cookie is not cleared because of the other one
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('signs the request out when two valid sessions arrive, whichever is first', async () => {
    const admin = await t.login();
    const reader = await t.loginAsReader('tossed-reader');
    expect(await me(t, `${reader}; ${admin}`)).toEqual({ authenticated: false, user: null });
    expect(await me(t, `${admin}; ${reader}`)).toEqual({ authenticated: false, user: null });
    const write = await t.request('POST', '/api/newsletters', { cookie: `${reader}; ${admin}`, body: { title: 'x', type: 'daily' } });
    expect(write.status).toBe(401);
  });

  it('over https names the cookie __Host- so no other host can set it, and reads only that name', async () => {
    const secure = await createTestApp({ publicUrl: 'https://muster.example' });
    try {
      const res = await secure.request('POST', '/api/auth/login', { body: ADMIN });
      const setCookie = res.headers.get('set-cookie')!;
      expect(setCookie).toMatch(/^__Host-muster_session=[a-z0-9]+\.[a-z0-9]+; Path=\/; HttpOnly; SameSite=Lax; Expires=.+; Secure$/);
      expect(setCookie).not.toMatch(/Domain=/i);
      const token = setCookie.split(';')[0].split('=')[1];
      expect((await me(secure, `__Host-muster_session=${token}`)).authenticated).toBe(true);
      expect((await me(secure, `muster_session=${token}`)).authenticated).toBe(false);
      const out = await secure.request('POST', '/api/auth/logout', { cookie: `__Host-muster_session=${token}` });
      expect(out.headers.get('set-cookie')).toMatch(/^__Host-muster_session=; Path=\/; .*Max-Age=0; Secure$/);
    } finally {
      await secure.close();
    }
  });
});

describe('ADMIN_PASSWORD at start', () => {
  it('keeps admins signed in across a restart with the same password, and signs them out when it changes', async () => {
    const cookie = await t.login();
    await t.runtime.services.auth.bootstrapAdmin(t.config.admin);
    expect((await me(t, cookie)).authenticated).toBe(true);
    expect((await t.request('POST', '/api/auth/login', { body: ADMIN })).status).toBe(200);

    const changed = { username: ADMIN.username, password: 'a brand new admin password' };
    await t.runtime.services.auth.bootstrapAdmin(changed);
    expect((await me(t, cookie)).authenticated).toBe(false);
    expect((await t.request('POST', '/api/auth/login', { body: changed })).status).toBe(200);
    await t.runtime.services.auth.bootstrapAdmin(t.config.admin);
  });
});
