import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { boot, type Runtime } from '../../src/server/boot';
import { createApp, type App } from '../../src/server/app';
import { DATABASE_UNAVAILABLE } from '../../src/server/errors';
import { createThrowawayCluster, findPostgresBin } from '../support/throwawayCluster';
import { freePort } from '../support/spawnServer';
import { captureLogs } from '../support/logCapture';
import { ADMIN } from '../support/testApp';
import { trpcError } from '../support/trpcWire';

const bin = findPostgresBin();
const title = bin
  ? 'a PostgreSQL outage (a throwaway cluster of its own, stopped under traffic)'
  : 'a PostgreSQL outage — skipped: no initdb/pg_ctl under /usr/lib/postgresql/*/bin';

type Answer = { label: string; status: number; ms: number; body: any; retryAfter: string | null; phase: Phase };
type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'settling' | 'recovered';

describe.skipIf(!bin)(title, () => {
  let cluster: Awaited<ReturnType<typeof createThrowawayCluster>>;
  let runtime: Runtime;
  let app: App;

  beforeAll(async () => {
    cluster = await createThrowawayCluster(bin!, await freePort());
    const config = loadConfig({
      DATABASE_URL: cluster.url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: 'http://localhost:3000',
      // this test is about outages: its sustained sign-ups must not meet the abuse limit
      RATE_LIMIT_SUBSCRIBE: 'off',
    });
    runtime = await boot(config);
    app = createApp({ ...runtime, serveClient: false });
  }, 120_000);

  afterAll(async () => {
    await runtime?.database.close();
    await cluster?.destroy();
  });

  it('answers 503 UNAVAILABLE with Retry-After within about 5 s while it is down, then recovers by itself', async () => {
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];

    let phase: Phase = 'up';
    let sent = 0;
    const answers: Answer[] = [];
    const calls: [string, () => Response | Promise<Response>][] = [
      ['GET /api/articles', () => app.request('/api/articles?limit=5')],
      ['GET /trpc/articles.list', () => app.request('/trpc/articles.list')],
      // the session lookup runs while the request context is built, before any procedure
      ['GET /api/auth/me (signed in)', () => app.request('/api/auth/me', { headers: { cookie } })],
      ['GET /trpc/auth.me (signed in)', () => app.request('/trpc/auth.me', { headers: { cookie } })],
      [
        'POST /api/subscribers',
        () =>
          app.request('/api/subscribers', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `outage-${++sent}@example.com`, name: 'Pat', veteranBranch: 'army' }),
          }),
      ],
      ['GET /healthz', () => app.request('/healthz')],
    ];
    let traffic = true;
    const worker = async (offset: number) => {
      for (let i = offset; traffic; i++) {
        const [label, call] = calls[i % calls.length];
        const at = phase;
        const started = performance.now();
        const res = await call();
        const ms = performance.now() - started;
        const text = await res.text();
        answers.push({
          label,
          status: res.status,
          ms,
          body: parse(text),
          retryAfter: res.headers.get('retry-after'),
          phase: at === phase ? at : 'stopping',
        });
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const log = captureLogs('info');
    const workers = [0, 2, 4].map(worker);
    try {
      await new Promise((r) => setTimeout(r, 1_000));
      phase = 'stopping';
      await cluster.stop('fast');
      phase = 'down';
      await new Promise((r) => setTimeout(r, 4_000));
      phase = 'starting';
      await cluster.start();
      // connections broken by the outage are replaced as they are next used: settled once a
      // read and a write (the sign-up and its queued email) both go through again
      phase = 'settling';
      const backAt = performance.now();
      const answersOk = async () =>
        (await app.request('/api/articles')).status === 200 &&
        (
          await app.request('/api/subscribers', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `settled-${++sent}@example.com` }),
          })
        ).status === 201;
      while (!(await answersOk())) {
        expect(performance.now() - backAt, 'recovery after the database is back').toBeLessThan(15_000);
        await new Promise((r) => setTimeout(r, 100));
      }
      phase = 'recovered';
      await new Promise((r) => setTimeout(r, 1_000));
    } finally {
      traffic = false;
      await Promise.all(workers);
      log.restore();
    }

    // never a 500 and never a hang, in any phase (a request that waited out the outage counts)
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    const slowest = answers.reduce((a, b) => (b.ms > a.ms ? b : a));
    expect(slowest.ms, `${slowest.label} in phase ${slowest.phase}`).toBeLessThan(6_000);

    const down = answers.filter((a) => a.phase === 'down');
    expect(down.length).toBeGreaterThan(20);
    for (const a of down) {
      expect(a.status, a.label).toBe(503);
      expect(a.ms, `${a.label} took ${Math.round(a.ms)} ms`).toBeLessThan(6_000);
      if (a.label === 'GET /healthz') {
        expect(a.body).toMatchObject({ status: 'unavailable' });
      } else if (a.label.includes('/trpc/')) {
        expect(trpcError(a.body)).toMatchObject({
          message: DATABASE_UNAVAILABLE,
          data: { appCode: 'UNAVAILABLE', httpStatus: 503, requestId: expect.any(String) },
        });
        expect(a.retryAfter, a.label).toBe('5');
      } else {
        expect(a.body).toEqual({ error: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE', requestId: expect.any(String) });
        expect(a.retryAfter, a.label).toBe('5');
      }
    }
    // every kind of call was seen failing, including the ones that fail while the context is built
    expect(new Set(down.map((a) => a.label)).size).toBe(calls.length);

    // back without a restart of the app: every call answers as before
    const after = answers.filter((a) => a.phase === 'recovered').slice(-calls.length * 2);
    expect(after.length).toBeGreaterThan(0);
    for (const a of after) expect([200, 201], `${a.label} after recovery`).toContain(a.status);
    const me = await (await app.request('/api/auth/me', { headers: { cookie } })).json();
    expect(me).toMatchObject({ authenticated: true });

    // the refused writes left nothing behind; the acknowledged ones are all there
    const refusedEmails = down.filter((a) => a.label === 'POST /api/subscribers').length;
    expect(refusedEmails).toBeGreaterThan(0);
    const stored = await runtime.database.query<{ n: number }>(`select count(*)::int as n from subscribers where email like 'outage-%'`);
    const acknowledged = answers.filter((a) => a.label === 'POST /api/subscribers' && a.status === 201).length;
    expect(stored[0].n).toBe(acknowledged);

    // the outage is in the log as warnings naming the failure by code, with no SQL and no email
    const warnings = log.lines.filter((l) => l.level === 'warn' && l.code === 'UNAVAILABLE');
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((l) => typeof l.reqId === 'string')).toBe(true);
    expect(log.text()).not.toMatch(/outage-\d+@example\.com/);
    expect(log.text()).not.toMatch(/\b(select|insert into)\b/i);
  }, 90_000);
});

function parse(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
