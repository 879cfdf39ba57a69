import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type LogRecord = Record<string, any> & { level: string; msg: string };

/** Starts the real entry point as an operator would (without the client build step). */
export function startServer(env: Record<string, string>) {
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
  /** stdout is not a terminal here, so the log is JSON lines; anything else would fail to parse. */
  const records = (): LogRecord[] =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
  const lines = () => output.split('\n').filter((line) => line.trim() !== '');
  return { child, exited, waitFor, output: () => output, records, lines };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Temporary folders and child processes a test file cleans up after itself. */
export function spawnedResources() {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  return {
    tempDir(prefix = 'muster-start-') {
      const dir = mkdtempSync(path.join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    track<T extends { child: ChildProcess }>(run: T): T {
      children.push(run.child);
      return run;
    },
    cleanup() {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}
