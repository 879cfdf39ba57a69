import { createServer, type Server, type Socket } from 'node:net';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { guardedSocketFactory } from '../../src/server/db/pgSocket';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A peer on a loopback port that does `onConnection` with every connection it accepts. */
async function peer(onConnection: (socket: Socket) => void) {
  const server = createServer(onConnection);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port };
}

async function firstQuery(port: number) {
  const sql = postgres(`postgres://muster@127.0.0.1:${port}/muster`, {
    connect_timeout: 1,
    onnotice: () => {},
    socket: guardedSocketFactory(),
  } as postgres.Options<Record<string, never>>);
  const started = Date.now();
  const outcome = await Promise.race([
    sql`select 1`.then(
      () => 'answered',
      (error: Error & { code?: string }) => `${error.code}: ${error.message}`,
    ),
    new Promise<string>((r) => setTimeout(() => r('still waiting'), 3_000)),
  ]);
  await sql.end({ timeout: 0 });
  return { outcome, ms: Date.now() - started };
}

// postgres.js 3.4 alone retries the first two cases at once and forever, never failing the query
describe('postgres.js sockets that fail instead of retrying forever', () => {
  it('fails the query at once when the peer accepts and hangs up', async () => {
    const p = await peer((s) => s.destroy());
    const { outcome, ms } = await firstQuery(p.port);
    expect(outcome).toMatch(/^CONNECTION_CLOSED: .*closed the connection before answering/);
    expect(ms).toBeLessThan(1_000);
  });

  it('says the same when the peer hangs up with a reset instead of a close', async () => {
    const p = await peer((s) => s.resetAndDestroy());
    const { outcome, ms } = await firstQuery(p.port);
    expect(outcome).toMatch(/closed the connection before answering/);
    expect(ms).toBeLessThan(1_000);
  });

  it('fails the query at once when the peer speaks another protocol (a web server)', async () => {
    const p = await peer((s) => s.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    const { outcome } = await firstQuery(p.port);
    expect(outcome).toMatch(/^CONNECTION_CLOSED: .*does not speak the PostgreSQL protocol/);
  });

  it('still times out on a peer that accepts and says nothing', async () => {
    const p = await peer(() => {});
    const { outcome, ms } = await firstQuery(p.port);
    expect(outcome).toMatch(/^CONNECT_TIMEOUT/);
    expect(ms).toBeLessThan(2_500);
  });
});
