import { MailError } from '../../lib/mail/mailer';
import { logger } from '../../lib/logger';
import { eachWithin } from '../../lib/eachWithin';
import { notFound } from '../../errors';
import type { ServiceDeps } from '../deps';
import { compiledRenderer, prepareNewsletter, type RecipientContext, type RenderedEmail } from '../newsletters/email';
import { compiledMessages, type RawMessageFor } from '../newsletters/email/compiledMime';
import { createNewsletterReads } from '../newsletters/read';
import { resolveSections } from '../newsletters/sections';
import { claimBatch, nextDueAt, type ClaimedDelivery } from './claim';
import { markFailure, markSent, markSkipped, stillSubscribed } from './outcome';
import type { Pacer } from './pacer';
import { recordDelivered } from '../tracking/counters';
import { personalLinksFor, type PersonalLinks } from './recipientContext';

export type RunOptions = { pacer: Pacer; shouldStop: () => boolean };
export type RunResult = { sent: number; failed: number; retryAt: Date | null };

type Prepared = { message: RawMessageFor; render: (ctx: RecipientContext) => RenderedEmail; personal: PersonalLinks };

/** Once per run: the newsletter's rendering inputs and its readers' link builder. */
async function prepare(deps: ServiceDeps, newsletterId: string): Promise<Prepared> {
  const newsletter = await createNewsletterReads(deps).find(newsletterId);
  if (!newsletter) throw notFound('Newsletter');
  const sections = await resolveSections(deps.db, newsletter.content);
  const prepared = prepareNewsletter({ newsletter, sections, publicUrl: deps.config.publicUrl, mailFrom: deps.config.smtp.from });
  return {
    message: compiledMessages(prepared, deps.config.smtp.from),
    render: compiledRenderer(prepared),
    personal: await personalLinksFor(deps.db, deps.config, prepared),
  };
}

const asMailError = (error: unknown) =>
  error instanceof MailError ? error : new MailError((error as Error)?.message ?? String(error), false, undefined, { cause: error });

/** Batches in hand at once per worker: one sends while the other claims or records. */
const LANES = 2;
/** Accepted rows are recorded in groups of this many (one UPDATE), or when the batch ends. */
const MARK_EVERY = 25;
/**
 * Messages a lane has rendered and handed to the SMTP pool at once: enough to keep every pooled
 * connection busy, few enough that memory follows this number, not the batch size (a whole
 * batch in the pool's queue was promoted to the old generation before it could be sent).
 */
export const IN_FLIGHT_PER_LANE = 10;

/**
 * Sends a newsletter's due rows, batch after batch, until none is left or the process stops.
 * Accepted rows are marked sent in small groups as the peer accepts them, so a crash repeats
 * at most the messages accepted but not yet marked: fewer than MARK_EVERY per lane, never more
 * than the batches in hand.
 */
export async function runDelivery(deps: ServiceDeps, newsletterId: string, { pacer, shouldStop }: RunOptions): Promise<RunResult> {
  const { db, config, mailer } = deps;
  const result: RunResult = { sent: 0, failed: 0, retryAt: null };
  let prepared: Prepared | null = null;

  const sendOne = async (row: ClaimedDelivery, token: string, n: Prepared, accepted: string[], flush: () => Promise<void>) => {
    await pacer.wait();
    // built just before the send: its stamp tells a machine's instant open from a reader's
    const ctx = n.personal({ id: row.subscriberId, token });
    try {
      // composed whole from the newsletter's compiled message; an address that needs encoding
      // goes through nodemailer's composer instead
      const raw = await n.message(row.email, ctx);
      await mailer.send(raw ? { to: row.email, raw } : { to: row.email, ...n.render(ctx) });
    } catch (error) {
      const mailError = asMailError(error);
      result.failed += 1;
      logger.warn(
        { newsletterId, deliveryId: row.id, permanent: mailError.permanent, responseCode: mailError.responseCode },
        'delivery refused',
      );
      await markFailure(db, row, mailError, config.delivery);
      return;
    }
    accepted.push(row.id);
    result.sent += 1;
    if (accepted.length >= MARK_EVERY) await flush();
  };

  const lane = async () => {
    while (!shouldStop()) {
      const batch = await claimBatch(db, newsletterId, config.delivery.batchSize, config.delivery.leaseSeconds);
      if (batch.length === 0) return;
      prepared ??= await prepare(deps, newsletterId);
      const allowed = await stillSubscribed(
        db,
        batch.map((r) => r.subscriberId),
      );
      await markSkipped(
        db,
        batch.filter((r) => !allowed.has(r.subscriberId)).map((r) => r.id),
      );
      const n = prepared;
      const accepted: string[] = [];
      // the rows marked sent and the newsletter's sent count move together
      const flush = async () => {
        const ids = accepted.splice(0);
        if (ids.length) await db.transaction(async (tx) => recordDelivered(tx, newsletterId, await markSent(tx, ids)));
      };
      const toSend = batch.filter((r) => allowed.has(r.subscriberId));
      await eachWithin(toSend, IN_FLIGHT_PER_LANE, (row) => sendOne(row, allowed.get(row.subscriberId)!, n, accepted, flush));
      await flush();
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  result.retryAt = shouldStop() ? null : await nextDueAt(db, newsletterId);
  return result;
}
