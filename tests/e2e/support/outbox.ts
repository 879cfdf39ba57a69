import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The .eml messages in an outbox to this address whose subject is this one. */
export async function mailsTo(outbox: string, address: string, subject: string): Promise<string[]> {
  const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
  return mails.filter((m) => m.includes(`\nTo: ${address}\n`) && m.includes(`\nSubject: ${subject}\n`));
}

/** Waits until `count` such messages are there (the mail jobs run in the background). */
export async function waitForMail(outbox: string, address: string, subject: string, count = 1, ms = 20_000): Promise<string[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const mails = await mailsTo(outbox, address, subject);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 200));
  }
}
