import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

/** Starts the real entry point as an operator would (without the client build step). */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, ms = 60_000) => {
    const until = Date.now() + ms;
    while (!pattern.test(output)) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${pattern}; output:\n${output}`);
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}; output:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('npm start contract', () => {
  it('refuses a bad setting with a message that names it', async () => {
    const run = start({ PORT: 'not-a-port' });
    children.push(run.child);
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Invalid setting PORT/);
  });

  it('starts on the embedded database, prints the first admin password, serves /healthz and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'muster-start-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env: Record<string, string> = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
    if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    delete process.env.ADMIN_USERNAME;
    const run = start(env);
    children.push(run.child);
    await run.waitFor(/Listening on http:\/\/127\.0\.0\.1:\d+/, 90_000);
    if (!process.env.TEST_DATABASE_URL) expect(run.output()).toMatch(/Created admin user "admin" with password: \S{12,}/);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toMatch(/SIGTERM received/);
  }, 120_000);
});
