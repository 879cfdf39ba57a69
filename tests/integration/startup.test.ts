import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnedResources, startServer } from '../support/spawnServer';

const spawned = spawnedResources();
afterAll(() => spawned.cleanup());

describe('npm start contract', () => {
  it('refuses a bad setting with a message that names it', async () => {
    const run = spawned.track(startServer({ PORT: 'not-a-port' }));
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Invalid setting PORT/);
  });

  it('starts on the embedded database, prints the first admin password, serves /healthz and stops on SIGTERM', async () => {
    const dataDir = spawned.tempDir();
    const port = await freePort();
    // the embedded database, as the title says, on either CI run (see the stop's note: on the CI's
    // shared PostgreSQL database this spawned server once ended by signal instead of stopping)
    const env: Record<string, string> = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' };
    delete process.env.ADMIN_USERNAME;
    const run = spawned.track(startServer(env));
    await run.waitFor(/Listening on http:\/\/127\.0\.0\.1:\d+/, 90_000);
    const messages = run.records().map((r) => r.msg);
    expect(messages).toContainEqual(expect.stringMatching(/^Created admin user "admin" with password: \S{12,}$/));
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toMatch(/SIGTERM received/);
  }, 120_000);
});
