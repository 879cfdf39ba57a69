import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { LeadPriority, LeadStatus, ServiceType, VendorTier, VerificationStatus } from '../../../shared/enums';
import { createdAt, id, optionalTimestamp, updatedAt } from './columns';
import { conversations } from './conversations';
import { veteranIssues } from './resources';

export const categories = pgTable('categories', {
  id: id(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  description: text(),
  veteranIssueId: uuid().references(() => veteranIssues.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const regions = pgTable(
  'regions',
  {
    id: id(),
    name: text().notNull(),
    countryCode: text().notNull(),
    stateProvince: text(),
    currency: text().notNull().default('USD'),
    locale: text().notNull().default('en-US'),
    createdAt: createdAt(),
  },
  (t) => [unique('regions_name_country_unique').on(t.name, t.countryCode)],
);

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    companyName: text().notNull(),
    description: text(),
    website: text(),
    email: text(),
    phone: text(),
    address: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    regionId: uuid().references(() => regions.id, { onDelete: 'set null' }),
    logoUrl: text(),
    /** hundredths: 450 is 4.5 stars */
    rating: integer().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    tier: text().$type<VendorTier>().notNull().default('standard'),
    verificationStatus: text().$type<VerificationStatus>().notNull().default('pending'),
    isActive: boolean().notNull().default(true),
    specializations: text().array().notNull().default([]),
    /** the admin's note on the verification decision, sent to the applicant */
    reviewNote: text(),
    reviewedAt: optionalTimestamp(),
    /** username of the admin who verified or rejected, kept as text so the history outlives the account */
    reviewedBy: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // marketplace default sort: active vendors by rating
    index('vendors_active_rating_idx').on(t.isActive, t.rating),
    index('vendors_region_idx').on(t.regionId),
    // marketplace text search over name and description
    index('vendors_search_trgm_idx').using('gin', sql`(${t.companyName} || ' ' || coalesce(${t.description}, '')) gin_trgm_ops`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: id(),
    vendorId: uuid()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    title: text().notNull(),
    description: text(),
    serviceType: text().$type<ServiceType>().notNull(),
    /** cents */
    basePrice: integer(),
    currency: text().notNull().default('USD'),
    isPriceFixed: boolean().notNull().default(true),
    type: text().notNull().default('service'),
    duration: text(),
    isActive: boolean().notNull().default(true),
    tags: text().array().notNull().default([]),
    requirements: text().array().notNull().default([]),
    deliverables: text().array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // a vendor's offers on its card; category filter of the search
    index('offers_vendor_idx').on(t.vendorId),
    index('offers_category_idx').on(t.categoryId),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: id(),
    offerId: uuid().references(() => offers.id, { onDelete: 'set null' }),
    vendorId: uuid().references(() => vendors.id, { onDelete: 'set null' }),
    veteranName: text().notNull(),
    veteranEmail: text(),
    veteranPhone: text(),
    message: text(),
    notes: text(),
    status: text().$type<LeadStatus>().notNull().default('new'),
    priority: text().$type<LeadPriority>().notNull().default('medium'),
    category: text(),
    veteranProfile: jsonb().$type<Record<string, unknown>>(),
    source: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    /** captured in (or after) a chat conversation that showed crisis language */
    crisisFlag: boolean().notNull().default(false),
    conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    contactedAt: optionalTimestamp(),
    /** admin username; null when the veteran's own provider contact opened the lead as contacted */
    contactedBy: text(),
    closedAt: optionalTimestamp(),
    closedBy: text(),
  },
  (t) => [
    index('leads_vendor_created_idx').on(t.vendorId, t.createdAt),
    // the admin leads list: filtered by status, newest first within a priority
    index('leads_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    leadId: uuid().references(() => leads.id, { onDelete: 'set null' }),
    offerId: uuid().references(() => offers.id, { onDelete: 'set null' }),
    vendorId: uuid().references(() => vendors.id, { onDelete: 'set null' }),
    veteranName: text(),
    veteranEmail: text().notNull(),
    veteranPhone: text(),
    scheduledDate: timestamp({ withTimezone: true }),
    status: text().notNull().default('pending'),
    /** cents */
    totalAmount: integer(),
    currency: text().notNull().default('USD'),
    paymentStatus: text().notNull().default('pending'),
    paymentIntentId: text(),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bookings_vendor_idx').on(t.vendorId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    vendorId: uuid().references(() => vendors.id, { onDelete: 'cascade' }),
    offerId: uuid().references(() => offers.id, { onDelete: 'set null' }),
    veteranName: text(),
    veteranEmail: text(),
    /** 1–5 stars */
    rating: integer().notNull(),
    title: text(),
    comment: text(),
    isVerified: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_vendor_idx').on(t.vendorId)],
);
