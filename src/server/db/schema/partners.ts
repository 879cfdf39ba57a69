import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { PartnerContentType, PartnerStatus } from '../../../shared/enums';
import { createdAt, id, optionalTimestamp } from './columns';

export const partners = pgTable(
  'partners',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    website: text(),
    status: text().$type<PartnerStatus>().notNull().default('pending'),
    contentType: text().$type<PartnerContentType>().notNull(),
    scheduledDate: optionalTimestamp(),
    createdAt: createdAt(),
  },
  (t) => [
    // status filter, newest first
    index('partners_status_created_idx').on(t.status, t.createdAt),
  ],
);
