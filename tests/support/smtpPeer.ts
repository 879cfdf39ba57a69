import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** How the peer answers a recipient: accept, or refuse with an SMTP reply code. */
export type RecipientRule = (address: string) => { code: number; message: string } | null;

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives.
 * `refuse` decides per recipient, e.g. 550 for an unknown mailbox or 451 for "try later".
 */
export async function startSmtpPeer(options: { refuse?: RecipientRule } = {}) {
  const received: ReceivedMail[] = [];
  let refuse = options.refuse ?? (() => null);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // a client that keeps its pooled connection open must not hold a test's teardown for 30 s
    closeTimeout: 500,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const refusal = refuse(address.address);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // a client killed mid-message (the crash tests do it on purpose) resets its socket; smtp-server
  // reports that as an 'error' event, which with no listener would end the test process
  const dropped: Error[] = [];
  server.on('error', (error: Error) => dropped.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    dropped,
    setRefuse: (rule: RecipientRule) => (refuse = rule),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
