import net from 'node:net';
import { expect, it } from 'vitest';
import { startSmtpPeer } from '../support/smtpPeer';

// the delivery crash tests kill a sender mid-message; the peer must record that, not end the run
it('the SMTP peer outlives a client that resets its connection in the middle of a message', async () => {
  const peer = await startSmtpPeer();
  const socket = net.connect(peer.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('data', resolve));
  for (const line of ['EHLO sender', 'MAIL FROM:<brief@muster.example>', 'RCPT TO:<reader@example.org>', 'DATA', 'Subject: cut']) {
    socket.write(`${line}\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  socket.resetAndDestroy();
  await expect.poll(() => peer.dropped.length).toBe(1);
  expect(peer.received).toHaveLength(0);
  await peer.close();
});
