import type { Config } from '../../src/server/config';
import type { ReceivedMail } from './smtpPeer';

/** Delivery settings that make retries and leases take fractions of a second. */
export const fastDelivery = (overrides: Partial<Config['delivery']> = {}): Config['delivery'] => ({
  ratePerSecond: null,
  batchSize: 50,
  leaseSeconds: 5,
  retrySeconds: 0.2,
  maxAttempts: 5,
  ...overrides,
});

export async function until(check: () => boolean | Promise<boolean>, ms = 20_000, what = 'condition') {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** How many messages each recipient got. */
export function countByRecipient(received: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of received) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

/** A header of a raw message, unfolded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
}
