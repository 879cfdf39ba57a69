import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnedResources, startServer } from '../support/spawnServer';

const spawned = spawnedResources();
afterAll(() => spawned.cleanup());

const LISTENING = /Listening on http:\/\/127\.0\.0\.1:\d+/;

/** The embedded database on `dataDir`, whatever the suite's own database is. */
async function startEmbedded(dataDir: string) {
  const port = await freePort();
  const run = spawned.track(
    startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'a long enough password',
    }),
  );
  return { ...run, url: `http://127.0.0.1:${port}` };
}

const subscribe = (url: string, email: string) =>
  fetch(`${url}/api/subscribers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });

describe('one process per embedded database', () => {
  it('refuses a second start on the same DATA_DIR at once, and a kill -9 does not block the next one', async () => {
    const dataDir = spawned.tempDir('muster-lock-');
    const first = await startEmbedded(dataDir);
    await first.waitFor(LISTENING, 90_000);
    expect((await subscribe(first.url, 'kept@example.com')).status).toBe(201);

    const second = await startEmbedded(dataDir);
    const startedAt = Date.now();
    expect(await second.exited).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(20_000);
    expect(second.lines()).toHaveLength(1);
    expect(second.records()[0]).toMatchObject({ level: 'fatal' });
    expect(second.records()[0].msg).toContain(`DATA_DIR ${dataDir}`);
    expect(second.records()[0].msg).toContain(`pid ${first.child.pid} on host ${hostname()}`);
    // the first one never noticed
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const lockFile = path.join(dataDir, 'muster.lock');
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.child.pid);

    const third = await startEmbedded(dataDir);
    await third.waitFor(LISTENING, 90_000);
    // what the first one acknowledged is still there
    expect((await subscribe(third.url, 'kept@example.com')).status).toBe(409);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 200_000);
});
