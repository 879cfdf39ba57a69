import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { newsletters } from './newsletters';
import { subscribers } from './subscribers';

export const trackingKinds = ['open', 'click'] as const;
export type TrackingKind = (typeof trackingKinds)[number];

/** Each distinct link of a sent newsletter, so a click redirect only ever goes to a stored URL. */
export const newsletterLinks = pgTable(
  'newsletter_links',
  {
    id: id(),
    newsletterId: uuid()
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** every counted (human) click on this link */
    clicks: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  // the per-newsletter preparation looks links up (and inserts them) by URL
  (t) => [uniqueIndex('newsletter_links_newsletter_url_idx').on(t.newsletterId, t.url)],
);

/**
 * The first open and the first click of a subscriber for a newsletter, human and machine apart:
 * the unique index makes the analytics counters count each reader once.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: id(),
    newsletterId: uuid()
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: uuid()
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    kind: text().$type<TrackingKind>().notNull(),
    /** a mail privacy proxy, a link scanner, or a hit within seconds of delivery */
    machine: boolean().notNull(),
    linkId: uuid().references(() => newsletterLinks.id, { onDelete: 'set null' }),
    at: createdAt(),
  },
  (t) => [
    uniqueIndex('tracking_events_first_idx').on(t.newsletterId, t.subscriberId, t.kind, t.machine),
    // a subscriber's events go with the subscriber
    index('tracking_events_subscriber_idx').on(t.subscriberId),
  ],
);
