import type { z } from 'zod';
import { idParam } from './common';
import { subscriberEmail } from './subscribers';

/** "Send a test": the newsletter as a subscriber gets it, to an address the editor types. */
export const newsletterTestSendInput = idParam.extend({ email: subscriberEmail });
export type NewsletterTestSendInput = z.infer<typeof newsletterTestSendInput>;

/** Where a newsletter's delivery stands: waiting (or retrying), accepted by the mail server, given up. */
export type DeliveryProgress = { queued: number; sent: number; failed: number; total: number };
