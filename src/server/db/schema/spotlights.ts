import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { SpotlightStatus } from '../../../shared/enums';
import { createdAt, id, optionalTimestamp, updatedAt } from './columns';

export const veteranSpotlights = pgTable(
  'veteran_spotlights',
  {
    id: id(),
    veteranName: text().notNull(),
    quote: text().notNull(),
    businessName: text(),
    businessDescription: text(),
    location: text(),
    branch: text(),
    website: text(),
    imageUrl: text(),
    status: text().$type<SpotlightStatus>().notNull().default('pending'),
    featuredUntil: optionalTimestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // public carousel (approved/featured) and the admin status filter
    index('spotlights_status_created_idx').on(t.status, t.createdAt),
  ],
);
