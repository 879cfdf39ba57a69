import type { ReceivedMail } from './smtpPeer';

/** A received message's text as a reader sees it: headers unfolded, quoted-printable decoded. */
export function readableMail(mail: ReceivedMail): string {
  return mail.raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function until(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
