import { AppError } from '../../errors';
import { canMove, newsletterMoves } from '../../../shared/stateMachines';
import type { NewsletterStatus } from '../../../shared/enums';
import type { NewsletterUpdateInput } from '../../../shared/schemas/newsletters';
import type { Newsletter } from './types';

export const NEWSLETTER_SENT_IS_FINAL = 'This newsletter has already been sent and can no longer be changed.';
export const SCHEDULED_DATE_REQUIRED = 'Please choose when to send this newsletter (scheduledDate).';
export const SCHEDULED_DATE_IN_PAST = 'The scheduled send time must be in the future.';

export type NewsletterPatch = Partial<Pick<Newsletter, 'title' | 'type' | 'content' | 'status' | 'scheduledDate' | 'sentDate'>>;

export function assertNotSent(current: Pick<Newsletter, 'status'>): void {
  if (current.status === 'sent') throw new AppError('CONFLICT', NEWSLETTER_SENT_IS_FINAL);
}

/**
 * The columns an update writes, by the state machine: scheduling needs a future time, a send is
 * stamped with the server's clock (a client's sentDate is ignored), cancelling clears the time.
 */
export function planUpdate(current: Pick<Newsletter, 'status'>, input: Omit<NewsletterUpdateInput, 'id'>, now: Date): NewsletterPatch {
  assertNotSent(current);
  const target: NewsletterStatus = input.status ?? current.status;
  const moving = target !== current.status;
  if (moving && !canMove(newsletterMoves, current.status, target)) {
    throw new AppError('CONFLICT', `A ${current.status} newsletter cannot be moved to ${target}.`);
  }

  const patch: NewsletterPatch = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.type !== undefined) patch.type = input.type;
  if (input.content !== undefined) patch.content = input.content;
  if (moving) patch.status = target;

  if (target === 'scheduled') {
    // a scheduled newsletter may be re-timed; one being scheduled must say when
    if (input.scheduledDate) {
      if (input.scheduledDate.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', SCHEDULED_DATE_IN_PAST);
      patch.scheduledDate = input.scheduledDate;
    } else if (moving) {
      throw new AppError('BAD_REQUEST', SCHEDULED_DATE_REQUIRED);
    }
  }
  if (target === 'sent' && moving) patch.sentDate = now;
  if (target === 'draft' && moving) patch.scheduledDate = null;
  return patch;
}
