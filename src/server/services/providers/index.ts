import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { categories, offers, regions, vendors } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { OfferUpdateInput, ProviderListInput, ProviderReviewInput, ProviderUpdateInput } from '../../../shared/schemas/providers';
import type { Page } from '../../../shared/schemas/common';
import { canMove, verificationMoves } from '../../../shared/stateMachines';
import { queueNotificationMail } from '../../jobs/notificationMail';
import { paged } from '../../db/paging';
import type { ServiceDeps } from '../deps';
import { adminOfferColumns, adminVendorColumns, type AdminOffer, type AdminVendor } from './columns';
import { reviewDecisionMail } from './reviewMail';

export type { AdminOffer, AdminVendor } from './columns';

function listFilter({ status, q }: ProviderListInput): SQL | undefined {
  const pattern = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    status === 'all' ? undefined : eq(vendors.verificationStatus, status),
    pattern ? or(ilike(vendors.companyName, pattern), ilike(vendors.email, pattern)) : undefined,
  );
}

export function createProviderService(deps: ServiceDeps) {
  const { db } = deps;

  async function get(id: string): Promise<AdminVendor> {
    const [row] = await db.select(adminVendorColumns).from(vendors).where(eq(vendors.id, id)).limit(1);
    if (!row) throw notFound('Provider');
    return row;
  }

  return {
    /** Pending applications first (the queue), then newest. */
    async list(input: ProviderListInput): Promise<Page<AdminVendor & { offerCount: number }>> {
      const where = listFilter(input);
      // columns spelled out: inside a select list drizzle leaves them unqualified, and a bare "id"
      // in the subquery would be the offer's own id (every count 0)
      const offerCount = sql<number>`(select count(*) from "offers" o where o."vendor_id" = "vendors"."id")`.mapWith(Number);
      return paged(
        db
          .select({ ...adminVendorColumns, offerCount })
          .from(vendors)
          .where(where)
          .orderBy(sql`case when ${vendors.verificationStatus} = 'pending' then 0 else 1 end`, desc(vendors.createdAt), desc(vendors.id)),
        db.select({ total: count() }).from(vendors).where(where),
        input,
      );
    },

    async stats() {
      const [row] = await db
        .select({
          total: count(),
          pending: sql<number>`count(*) filter (where ${vendors.verificationStatus} = 'pending')`.mapWith(Number),
          verified: sql<number>`count(*) filter (where ${vendors.verificationStatus} = 'verified')`.mapWith(Number),
          rejected: sql<number>`count(*) filter (where ${vendors.verificationStatus} = 'rejected')`.mapWith(Number),
          inactive: sql<number>`count(*) filter (where not ${vendors.isActive})`.mapWith(Number),
        })
        .from(vendors);
      return row;
    },

    /** A vendor with all its offers, for editing. */
    async get(id: string): Promise<AdminVendor & { offers: AdminOffer[] }> {
      const vendor = await get(id);
      const list = await db.select(adminOfferColumns).from(offers).where(eq(offers.vendorId, id)).orderBy(offers.createdAt);
      return { ...vendor, offers: list };
    },

    /**
     * Verify (listed: active, its offers too) or reject (hidden) an application, with a note
     * emailed to the applicant in the same transaction.
     */
    async review({ id, status, note }: ProviderReviewInput, by: string): Promise<AdminVendor> {
      const current = await get(id);
      if (!canMove(verificationMoves, current.verificationStatus, status)) {
        throw new AppError('CONFLICT', `A ${current.verificationStatus} provider cannot be moved to ${status}.`);
      }
      if (current.email && status !== 'pending') await deps.jobs.start();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(vendors)
          .set({
            verificationStatus: status,
            reviewNote: note,
            reviewedAt: new Date(),
            reviewedBy: by,
            ...(status === 'verified' ? { isActive: true } : status === 'rejected' ? { isActive: false } : {}),
          })
          .where(and(eq(vendors.id, id), eq(vendors.verificationStatus, current.verificationStatus)))
          .returning(adminVendorColumns);
        if (!row) throw new AppError('CONFLICT', 'The provider was changed by someone else; reload and try again.');
        // the application's draft offer is what it offers: listed with it
        if (status === 'verified') await tx.update(offers).set({ isActive: true }).where(eq(offers.vendorId, id));
        if (row.email && status !== 'pending') {
          await queueNotificationMail(
            { ...deps, db: tx },
            reviewDecisionMail({ companyName: row.companyName, email: row.email }, status === 'verified', note),
          );
        }
        return row;
      });
    },

    async update({ id, ...values }: ProviderUpdateInput): Promise<AdminVendor> {
      if (values.regionId) {
        const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, values.regionId)).limit(1);
        if (!region) throw notFound('Region');
      }
      const [row] = await db.update(vendors).set(values).where(eq(vendors.id, id)).returning(adminVendorColumns);
      if (!row) throw notFound('Provider');
      return row;
    },

    async updateOffer({ id, ...values }: OfferUpdateInput): Promise<AdminOffer> {
      if (values.categoryId) {
        const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, values.categoryId)).limit(1);
        if (!category) throw notFound('Category');
      }
      const [row] = await db.update(offers).set(values).where(eq(offers.id, id)).returning(adminOfferColumns);
      if (!row) throw notFound('Offer');
      return row;
    },
  };
}
export type ProviderService = ReturnType<typeof createProviderService>;
