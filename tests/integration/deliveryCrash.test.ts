import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { freePort, spawnedResources, startServer } from '../support/spawnServer';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer';
import { freshServerDatabase } from '../support/freshDatabase';
import { countByRecipient, until } from '../support/delivery';

/**
 * The real server, killed and restarted in the middle of a 10,000-recipient send, and two of them
 * sending one newsletter at once. On PostgreSQL (a second process cannot share an embedded
 * database). About a minute in all: run with DELIVERY_STRESS=1 (README, "Delivery").
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RECIPIENTS = 10_000;
const BATCH = 100;
const PASSWORD = 'a long enough password';

describe.runIf(process.env.DELIVERY_STRESS === '1')('delivery across crashes and instances (real server, PostgreSQL)', () => {
  const spawned = spawnedResources();
  let peer: SmtpPeer;
  let database: Awaited<ReturnType<typeof freshServerDatabase>>;
  let sql: postgres.Sql;

  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    spawned.cleanup();
    await sql?.end();
    await database?.drop();
    await peer.close();
  });

  async function start() {
    const port = await freePort();
    const run = spawned.track(
      startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        DATA_DIR: spawned.tempDir('muster-send-'),
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: PASSWORD,
        SMTP_URL: peer.url,
        MAIL_FROM: 'Muster <brief@muster.example>',
        SEND_BATCH_SIZE: String(BATCH),
        SEND_LEASE_SECONDS: '2',
        LOG_LEVEL: 'warn',
      }),
    );
    await until(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status === 200, 240_000, 'the server');
    return { ...run, url: `http://127.0.0.1:${port}` };
  }

  async function send(url: string, title: string) {
    const [n] = await sql`insert into newsletters (title, type, content) values (${title}, 'daily', '{}'::jsonb) returning id`;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const res = await fetch(`${url}/api/newsletters/${n.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ status: 'sent' }),
    });
    expect(res.status).toBe(200);
    return n.id as string;
  }

  const unsent = async (id: string) =>
    Number((await sql`select count(*)::int as n from deliveries where newsletter_id = ${id} and status <> 'sent'`)[0].n);
  const copiesOf = (title: string) => countByRecipient(peer.received.filter((m) => m.raw.includes(`Subject: ${title}`)));

  // each start compiles and boots the whole server: the tests share three processes
  let a: Awaited<ReturnType<typeof start>>;
  let b: Awaited<ReturnType<typeof start>>;
  let c: Awaited<ReturnType<typeof start>>;

  it('starts, and seeds 10,000 subscribers in one statement', async () => {
    database = await freshServerDatabase(serverUrl, 'muster_send');
    a = await start();
    sql = postgres(database.url, { max: 2, onnotice: () => {} });
    await sql`insert into subscribers (email) select 'reader' || g || '@example.org' from generate_series(1, ${RECIPIENTS}) g`;
  }, 300_000);

  it('SIGKILL in the middle of a send, then a restart: every recipient gets the newsletter, at most the batches in hand twice', async () => {
    const startedAt = Date.now();
    const id = await send(a.url, 'Killed Mid-Send');
    await until(() => copiesOf('Killed Mid-Send').size >= RECIPIENTS / 4, 240_000, 'a quarter of the send');
    a.child.kill('SIGKILL');
    await a.exited;
    const beforeRestart = copiesOf('Killed Mid-Send').size;
    expect(beforeRestart).toBeLessThan(RECIPIENTS);

    b = await start();
    await until(async () => (await unsent(id)) === 0, 240_000, 'the resumed send');
    await until(() => copiesOf('Killed Mid-Send').size === RECIPIENTS, 10_000, 'the last messages');
    const copies = copiesOf('Killed Mid-Send');
    const repeated = [...copies.values()].filter((c) => c > 1).length;
    expect([...copies.values()].every((c) => c <= 2)).toBe(true);
    // two batches in hand per worker: at most those can repeat
    expect(repeated).toBeLessThanOrEqual(2 * BATCH);
    console.info(
      `kill -9 test: ${RECIPIENTS} recipients, ${repeated} got a second copy, ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  }, 600_000);

  it('two instances sending one newsletter: no duplicate', async () => {
    c = await start();
    const id = await send(b.url, 'Two Instances');
    await until(async () => (await unsent(id)) === 0, 240_000, 'the send');
    await until(() => copiesOf('Two Instances').size === RECIPIENTS, 10_000, 'the last messages');
    const copies = copiesOf('Two Instances');
    expect([...copies.values()].every((c) => c === 1)).toBe(true);
  }, 600_000);

  it('SIGTERM lets the batch in hand finish: nothing left half-sent, every mark matches a message', async () => {
    b.child.kill('SIGKILL');
    await b.exited;
    const id = await send(c.url, 'Stopped Politely');
    await until(() => copiesOf('Stopped Politely').size >= 1000, 240_000, 'the send to be under way');
    c.child.kill('SIGTERM');
    expect(await c.exited).toBe(0);
    const [{ sending, sent }] = await sql`select count(*) filter (where status = 'sending')::int as sending,
      count(*) filter (where status = 'sent')::int as sent from deliveries where newsletter_id = ${id}`;
    expect(sending).toBe(0);
    expect(sent).toBe(copiesOf('Stopped Politely').size);
    expect([...copiesOf('Stopped Politely').values()].every((n) => n === 1)).toBe(true);
  }, 300_000);
});
