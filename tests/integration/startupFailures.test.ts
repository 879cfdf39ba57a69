import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnedResources, startServer } from '../support/spawnServer';

const spawned = spawnedResources();
const servers: Server[] = [];
afterAll(() => {
  spawned.cleanup();
  for (const s of servers) s.close();
});

function listenOn(port: number, onConnection: (socket: import('node:net').Socket) => void = () => {}) {
  return new Promise<Server>((resolve) => {
    const server = createServer(onConnection).listen(port, '127.0.0.1', () => resolve(server));
    servers.push(server);
  });
}

/** A start that must fail: exit code 1, one line of output naming the setting, nothing written. */
async function expectOneLineFailure(env: Record<string, string>, setting: RegExp) {
  const dataDir = spawned.tempDir();
  const started = Date.now();
  const run = spawned.track(startServer({ DATA_DIR: dataDir, ...env }));
  expect(await run.exited).toBe(1);
  const lines = run.lines();
  expect(lines, run.output()).toHaveLength(1);
  const [record] = run.records();
  expect(record).toMatchObject({ level: 'fatal', msg: expect.stringMatching(setting) });
  expect(record.msg).not.toMatch(/password/i);
  // nothing created: no embedded database, no lock left behind
  expect(readdirSync(dataDir)).toEqual([]);
  return { record, seconds: (Date.now() - started) / 1000 };
}

describe('start-up failures end in one line naming the setting, before anything is written', () => {
  it('a port in use names PORT', async () => {
    const port = await freePort();
    await listenOn(port);
    const { record } = await expectOneLineFailure({ PORT: String(port), HOST: '127.0.0.1' }, /\bPORT\b/);
    expect(record.msg).toContain(String(port));
  });

  it('a host that is no address names HOST', async () => {
    const { record } = await expectOneLineFailure({ PORT: String(await freePort()), HOST: '256.1.1.1' }, /\bHOST\b/);
    expect(record.msg).toContain('256.1.1.1');
  });

  it('a DATABASE_URL nobody answers on names DATABASE_URL, without its password', async () => {
    const dbPort = await freePort();
    const { record } = await expectOneLineFailure(
      { PORT: String(await freePort()), DATABASE_URL: `postgres://muster:s3cret-pw@127.0.0.1:${dbPort}/muster` },
      /\bDATABASE_URL\b/,
    );
    expect(record.msg).toContain(`127.0.0.1:${dbPort}`);
    expect(record.msg).not.toContain('s3cret-pw');
  });

  it('a DATABASE_URL whose peer accepts and hangs up fails within seconds instead of retrying forever', async () => {
    const dbPort = await freePort();
    await listenOn(dbPort, (socket) => socket.destroy());
    const { seconds } = await expectOneLineFailure(
      { PORT: String(await freePort()), DATABASE_URL: `postgres://muster@127.0.0.1:${dbPort}/muster` },
      /\bDATABASE_URL\b.*closed the connection/,
    );
    expect(seconds).toBeLessThan(20);
  });

  it('LOG_FORMAT=pretty gives the same one line in words an operator reads', async () => {
    const run = spawned.track(
      startServer({ DATA_DIR: spawned.tempDir(), PORT: String(await freePort()), HOST: '256.1.1.1', LOG_FORMAT: 'pretty' }),
    );
    expect(await run.exited).toBe(1);
    expect(run.lines()).toHaveLength(1);
    expect(run.lines()[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] FATAL: Cannot listen on HOST 256\.1\.1\.1/);
  });

  it('a bad LOG_LEVEL is refused like any other setting', async () => {
    const run = spawned.track(startServer({ LOG_LEVEL: 'loud' }));
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Invalid setting LOG_LEVEL/);
  });
});
