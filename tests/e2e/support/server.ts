import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loadConfig, type Config } from '../../../src/server/config';
import { boot, type Runtime } from '../../../src/server/boot';
import { createApp } from '../../../src/server/app';
import { jobDefinitions } from '../../../src/server/jobs/registry';
import { outboxDir } from '../../../src/server/lib/mail/outbox';
import { freshServerDatabase } from '../../support/freshDatabase';

export const E2E_ADMIN = { username: 'admin', password: 'e2e admin password 42' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `outbox`: the folder of this Muster's mail (.eml files; the e2e server has no SMTP_URL) */
export type RunningMuster = { baseUrl: string; runtime: Runtime; outbox: string; close: () => Promise<void> };

/**
 * Boots Muster in this process, serving the built client, on a free loopback port, with the job
 * workers `npm start` runs (sign-up mail, scheduled sends, deliveries). Each file gets its own
 * DATA_DIR, so its outbox holds its own mail only.
 * `overrides` change settings for one test file (e.g. an OpenAI stand-in's base URL).
 */
export async function startMuster(overrides: Partial<Config> = {}): Promise<RunningMuster> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await freshServerDatabase(serverUrl, 'muster_e2e') : null;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync('.tmp/e2e-data-');
  const base = loadConfig({
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const config: Config = { ...base, ...overrides };
  const runtime = await boot(config, { inMemory: !database });
  await runtime.jobs.work(runtime, jobDefinitions);
  const app = createApp({ ...runtime, clientDir: process.env.CLIENT_OUT_DIR || undefined });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    baseUrl,
    runtime,
    outbox: outboxDir(dataDir),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.jobs.stop({ graceful: false });
      runtime.mailer.close();
      await runtime.database.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
