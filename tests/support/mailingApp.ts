import { jobDefinitions } from '../../src/server/jobs/registry';
import { createTestApp } from './testApp';
import { startSmtpPeer, type RecipientRule } from './smtpPeer';

/**
 * A test app that hands its mail to an SMTP peer on loopback and runs its job workers (polling
 * fast), as a started server does: what a request queues is delivered within the test.
 */
export async function startMailingApp(from: string, options: { refuse?: RecipientRule } = {}) {
  const peer = await startSmtpPeer(options);
  const t = await createTestApp({ smtp: { url: peer.url, from } });
  await t.runtime.jobs.work(
    t.runtime,
    jobDefinitions.map((d) => ({ ...d, workOptions: { pollingIntervalSeconds: 0.5 } })),
  );
  return {
    t,
    peer,
    close: async () => {
      // graceful: a job in hand finishes before the database closes under it
      await t.runtime.jobs.stop({ graceful: true, timeoutMs: 5000 });
      await t.close();
      await peer.close();
    },
  };
}
