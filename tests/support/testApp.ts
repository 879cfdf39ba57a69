import { loadConfig, type Config } from '../../src/server/config';
import { boot, type Runtime } from '../../src/server/boot';
import { createApp } from '../../src/server/app';
import { createCallerFactory } from '../../src/server/trpc/init';
import { appRouter } from '../../src/server/routers';
import type { SessionUser } from '../../src/server/auth/sessions';
import { hashPassword } from '../../src/server/auth/password';
import { users } from '../../src/server/db/schema';
import { freshServerDatabase } from './freshDatabase';

export const ADMIN = { username: 'admin', password: 'correct horse battery staple' };

/** When set (CI's second run), each test file gets a fresh database on that server. */
const serverUrl = process.env.TEST_DATABASE_URL;

export type RequestOptions = { body?: unknown; rawBody?: string; cookie?: string; headers?: Record<string, string> };

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Every response names its request id in `X-Request-Id`, and every JSON error body repeats it
 * as `requestId`: checked here on every request of the suite, then taken out of `json` so that
 * tests compare bodies without it (`text` keeps the body as sent).
 */
function withoutRequestId(res: Response, json: any) {
  const id = res.headers.get('x-request-id');
  if (!id) throw new Error(`${res.status} response without an X-Request-Id header`);
  if (res.status < 400 || !json || typeof json !== 'object' || typeof json.error !== 'string') return json; // REST envelopes only; tRPC carries it in error.data
  if (json.requestId !== id) throw new Error(`error body names request ${json.requestId}, header says ${id}`);
  const { requestId: _, ...rest } = json;
  return rest;
}

/** A booted Muster (migrated, reference data, admin) on its own database, plus request helpers. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const server = serverUrl ? await freshServerDatabase(serverUrl) : null;
  const base = loadConfig({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '.tmp/test-data',
    ...(server ? { DATABASE_URL: server.url } : {}),
  });
  // every in-process request comes from 127.0.0.1: a file's many public POSTs would trip the
  // per-address limits, so they are off unless a test asks for them (sign-in limits stay on)
  const publicLimitsOff = { ...base.rateLimits, subscribe: null, linkRequest: null, leads: null, chat: null, vendorApply: null };
  const config: Config = { ...base, rateLimits: publicLimitsOff, ...overrides };
  const runtime: Runtime = await boot(config, { inMemory: !server });
  const app = createApp({ ...runtime, serveClient: false });

  async function request(method: string, path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json: withoutRequestId(res, json), text };
  }

  async function login(username = ADMIN.username, password = ADMIN.password): Promise<string> {
    const res = await request('POST', '/api/auth/login', { body: { username, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    const setCookie = res.headers.get('set-cookie') ?? '';
    return setCookie.split(';')[0];
  }

  /** A signed-in user who is not an admin; returns the cookie. */
  async function loginAsReader(username = 'reader'): Promise<string> {
    const password = 'reader password 123';
    await runtime.database.db
      .insert(users)
      .values({ username, passwordHash: await hashPassword(password), isAdmin: false })
      .onConflictDoNothing();
    return login(username, password);
  }

  const createCaller = createCallerFactory(appRouter);
  /** A tRPC caller as the given user (null for a visitor). */
  function caller(user: SessionUser | null = null) {
    return createCaller({
      ...runtime,
      user,
      session: user ? { id: 'test-session', userId: user.id, expiresAt: new Date(Date.now() + 3600_000) } : null,
      resHeaders: new Headers(),
      ip: '127.0.0.1',
    });
  }

  async function adminUser(): Promise<SessionUser> {
    const me = await runtime.services.auth.login(ADMIN, '10.0.0.1');
    return me.user;
  }

  async function close() {
    await runtime.jobs.stop({ graceful: false });
    runtime.mailer.close();
    await runtime.database.close();
    await server?.drop();
  }

  return { app, runtime, db: runtime.database.db, config, request, login, loginAsReader, caller, adminUser, close };
}
