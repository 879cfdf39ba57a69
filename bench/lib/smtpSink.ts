/**
 * A loopback SMTP server that accepts and forgets every message, in a child process of its own,
 * so that the memory a benchmark reports is the sender's only. `startSmtpSink()` spawns it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSmtpPeer } from '../../tests/support/smtpPeer';

const READY = 'SMTP-SINK ';

export async function startSmtpSink(): Promise<{ url: string; close: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith(READY));
      if (line) resolve(line.slice(READY.length).trim());
    });
    child.once('exit', (code) => reject(new Error(`the SMTP sink ended (${code})`)));
  });
  return { url, close: () => child.kill() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const peer = await startSmtpPeer();
  peer.received.push = () => 0;
  console.log(`${READY}${peer.url}`);
}
