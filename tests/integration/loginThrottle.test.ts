import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../support/testApp';
import { listen, trpcBatch, type LiveServer } from '../support/liveServer';
import { parseTrustProxy } from '../../src/server/http/trustProxy';
import { rateLimitCounters } from '../../src/server/db/schema';

/**
 * The probe's reproductions, over real sockets: batched and concurrent sign-ins, and strangers
 * trying to lock the admin out. Addresses are told through X-Forwarded-For from a trusted
 * loopback proxy (TRUST_PROXY=loopback), one documentation address per actor.
 */
const LOCKOUT = 5;
const BACKOFF = { freeAttempts: 10, windowSeconds: 3600, baseMs: 150, maxMs: 300 };
const WRONG = { username: 'admin', password: 'not the password' };

let t: TestApp;
let live: LiveServer;
beforeAll(async () => {
  t = await createTestApp({
    trustProxy: parseTrustProxy('loopback'),
    login: { lockout: { max: LOCKOUT, windowSeconds: 900 }, backoff: BACKOFF },
  });
  live = await listen(t.app);
});
afterAll(async () => {
  await live.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(rateLimitCounters);
});

const login = (from: string, body: unknown = WRONG) => live.request('POST', '/api/auth/login', { body, from });
const statuses = (list: { status: number }[]) => list.map((r) => r.status).sort((a, b) => a - b);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('sign-in throttling counts every attempt before checking it', () => {
  it('one tRPC batch of 60 sign-ins checks at most five passwords and signs nobody in', async () => {
    const inputs = [...Array.from({ length: 59 }, () => WRONG), ADMIN];
    const res = await trpcBatch(live, 'auth.login', inputs, '198.51.100.1');
    const calls = res.calls.map((c) => c.status);
    expect(count(calls, 200)).toBe(0);
    expect(count(calls, 401)).toBeLessThanOrEqual(LOCKOUT);
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/muster_session=\w/);
  });

  it('six concurrent batches of ten: exactly five checked, the other 55 refused, then the right password too', async () => {
    const from = '198.51.100.2';
    const batches = await Promise.all(Array.from({ length: 6 }, () => trpcBatch(live, 'auth.login', Array(10).fill(WRONG), from)));
    const calls = batches.flatMap((b) => b.calls.map((c) => c.status));
    expect(calls).toHaveLength(60);
    expect(count(calls, 401)).toBe(LOCKOUT);
    expect(count(calls, 429)).toBe(60 - LOCKOUT);
    expect(
      batches
        .flatMap((b) => b.calls)
        .filter((c) => c.status === 429)
        .every((c) => c.appCode === 'TOO_MANY_REQUESTS'),
    ).toBe(true);

    const right = await trpcBatch(live, 'auth.login', [ADMIN], from);
    expect(right.calls[0].status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('40 parallel REST sign-ins with a wrong password: exactly five checked, the rest 429 with Retry-After', async () => {
    const from = '198.51.100.3';
    const results = await Promise.all(Array.from({ length: 40 }, () => login(from)));
    const all = statuses(results);
    expect(count(all, 401)).toBe(LOCKOUT);
    expect(count(all, 429)).toBe(40 - LOCKOUT);
    for (const res of results.filter((r) => r.status === 429)) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({
        error: 'Too many failed sign-in attempts. Please try again later.',
        code: 'TOO_MANY_REQUESTS',
        requestId: res.headers.get('x-request-id'),
      });
    }
    // the lock is on this account from this address: the right password waits too
    expect((await login(from, ADMIN)).status).toBe(429);
  });
});

describe('a stranger cannot keep the admin out', () => {
  it("a stranger's 20 failures from another address leave the admin's own address open", async () => {
    const stranger: number[] = [];
    for (let i = 0; i < 20; i++) stranger.push((await login('203.0.113.66')).status);
    expect(count(stranger, 401)).toBe(LOCKOUT);
    expect(count(stranger, 429)).toBe(20 - LOCKOUT);

    const admin = await login('198.51.100.10', ADMIN);
    expect(admin.status).toBe(200);
    expect(admin.headers.get('set-cookie')).toMatch(/muster_session=\w/);
  });

  it('strangers on many addresses only slow the admin down, never lock them out', async () => {
    // 25 checked passwords on the account from five addresses: past the free ten, each check waits
    for (let a = 1; a <= 5; a++) {
      await Promise.all(Array.from({ length: LOCKOUT }, () => login(`203.0.113.${a}`)));
    }
    const started = Date.now();
    const admin = await login('198.51.100.11', ADMIN);
    expect(admin.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(BACKOFF.maxMs);
  });

  it("a success clears its own counters: the admin's earlier typos no longer count", async () => {
    const from = '198.51.100.12';
    for (let i = 0; i < LOCKOUT - 1; i++) expect((await login(from)).status).toBe(401);
    expect((await login(from, ADMIN)).status).toBe(200);
    for (let i = 0; i < LOCKOUT; i++) expect((await login(from)).status).toBe(401);
    expect((await login(from)).status).toBe(429);
  });

  it('treats the addresses of one IPv6 /64 as one address', async () => {
    for (let i = 1; i <= LOCKOUT; i++) expect((await login(`2001:db8:5:1::${i}`)).status).toBe(401);
    expect((await login('2001:db8:5:1::ffff', ADMIN)).status).toBe(429);
    expect((await login('2001:db8:5:2::1', ADMIN)).status).toBe(200);
  });
});

describe('one address trying many accounts', () => {
  it('is refused past the per-address limit, whichever account it names', async () => {
    const from = '198.51.100.20';
    const limit = t.config.rateLimits.login!.max;
    const results: number[] = [];
    for (let i = 0; i <= limit; i++) results.push((await login(from, { username: `guess${i}`, password: 'x' })).status);
    expect(results.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(results[limit]).toBe(429);
    // another address is not affected
    expect((await login('198.51.100.21', { username: 'guess0', password: 'x' })).status).toBe(401);
  });
});
