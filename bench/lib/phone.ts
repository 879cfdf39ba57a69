/**
 * What the browser benchmarks share: Muster in-process on in-memory PGlite with the demo data,
 * and a fresh browser page on issue 13's slow phone profile.
 */
import { serve } from '@hono/node-server';
import type { Browser } from 'playwright-core';
import { loadConfig } from '../../src/server/config';
import { configureLogger } from '../../src/server/lib/logger';
import { boot } from '../../src/server/boot';
import { createApp } from '../../src/server/app';
import { seedDemoData } from '../../src/server/db/seed/demo';

export const CHROMIUM = '/usr/bin/chromium';

/** Issue 13's slow phone: 4× CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const PHONE_PROFILE = { cpuSlowdown: 4, latencyMs: 150, downBytesPerSecond: 1_600_000 / 8, upBytesPerSecond: 750_000 / 8 };

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * Muster on in-memory PGlite with the demo data set, on a free port. `around` may answer some
 * requests itself (a baseline beside the app, without its middleware) and hand the rest on.
 */
export async function startDemoServer(around?: (app: Fetch) => Fetch) {
  const config = loadConfig({
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password-42',
    DATA_DIR: '.tmp/bench-data',
    LOG_LEVEL: 'warn',
  });
  // the request log would bury the figures (index.ts does this for `npm start`)
  configureLogger(config.log);
  const runtime = await boot(config, { inMemory: true });
  await seedDemoData(runtime.database.db);
  const app = createApp({ ...runtime, clientDir: process.env.CLIENT_OUT_DIR || undefined });
  const appFetch: Fetch = (request) => app.fetch(request);
  const fetch = around ? around(appFetch) : appFetch;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.database.close();
    },
  };
}

/** A page in a fresh context (a cold cache, as a first visit is) on the phone profile, and its DevTools session. */
export async function phonePage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.upBytesPerSecond,
  });
  return { context, page, cdp };
}
