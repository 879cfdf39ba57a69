import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createMailer, MailError } from '../../src/server/lib/mail/mailer';
import { startSmtpPeer, type SmtpPeer } from '../support/smtpPeer';

const message = {
  to: 'reader@example.org',
  subject: 'Daily Brief: PACT Act deadline',
  text: 'Plain text part',
  html: '<p>HTML part</p>',
  headers: { 'List-Unsubscribe': '<https://muster.example/u/abc>' },
};

describe('mail over SMTP (a real peer on loopback)', () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer({
      refuse: (to) =>
        to.startsWith('gone@')
          ? { code: 550, message: 'No such user' }
          : to.startsWith('busy@')
            ? { code: 451, message: 'Try again later' }
            : null,
    });
  });
  afterAll(() => peer.close());

  const mailer = () => createMailer(loadConfig({ SMTP_URL: peer.url, MAIL_FROM: 'Muster <brief@muster.example>' }));

  it('delivers a message with both parts, its headers and MAIL_FROM', async () => {
    const m = mailer();
    const receipt = await m.send(message);
    m.close();
    expect(m.kind).toBe('smtp');
    expect(receipt.messageId).toMatch(/@/);
    const got = peer.received.at(-1)!;
    expect(got.to).toEqual(['reader@example.org']);
    expect(got.from).toBe('brief@muster.example');
    expect(got.raw).toMatch(/^List-Unsubscribe: <https:\/\/muster\.example\/u\/abc>/m);
    expect(got.raw).toMatch(/text\/plain/);
    expect(got.raw).toMatch(/text\/html/);
  });

  it('says a 5xx refusal of the address is permanent and a 4xx is not', async () => {
    const m = mailer();
    const gone = await m.send({ ...message, to: 'gone@example.org' }).catch((e) => e);
    const busy = await m.send({ ...message, to: 'busy@example.org' }).catch((e) => e);
    m.close();
    expect(gone).toBeInstanceOf(MailError);
    expect(gone).toMatchObject({ permanent: true, responseCode: 550 });
    expect(busy).toBeInstanceOf(MailError);
    expect(busy).toMatchObject({ permanent: false, responseCode: 451 });
  });

  it('says a refused connection is temporary', async () => {
    const closed = await startSmtpPeer();
    await closed.close();
    const m = createMailer(loadConfig({ SMTP_URL: closed.url }));
    const error = await m.send(message).catch((e) => e);
    m.close();
    expect(error).toBeInstanceOf(MailError);
    expect(error.permanent).toBe(false);
  });
});

describe('mail without SMTP_URL: the outbox folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'muster-outbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message as a whole .eml file in DATA_DIR/outbox', async () => {
    const m = createMailer(loadConfig({ DATA_DIR: dataDir }));
    expect(m.kind).toBe('outbox');
    const receipt = await m.send(message);
    await m.send({ ...message, to: 'second@example.org' });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    expect(files.some((f) => f.endsWith('.part'))).toBe(false);
    const eml = readFileSync(receipt.outboxFile!, 'utf8');
    expect(eml).toMatch(/^To: reader@example\.org$/m);
    expect(eml).toMatch(/^Subject: Daily Brief: PACT Act deadline$/m);
    expect(eml).toMatch(/^List-Unsubscribe: <https:\/\/muster\.example\/u\/abc>$/m);
    expect(eml).toMatch(/Plain text part/);
  });
});
