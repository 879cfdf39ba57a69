import { subscribers } from '../../db/schema';
import type { RowOf } from '../../db/rowOf';

/** What a caller may see of a subscriber. */
export const subscriberColumns = {
  id: subscribers.id,
  email: subscribers.email,
  name: subscribers.name,
  veteranBranch: subscribers.veteranBranch,
  subscribed: subscribers.subscribed,
  subscribedAt: subscribers.subscribedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
  /** a mail server refused the address for good: it gets no newsletter */
  suppressedAt: subscribers.suppressedAt,
  suppressionReason: subscribers.suppressionReason,
};
export type Subscriber = RowOf<typeof subscriberColumns>;
