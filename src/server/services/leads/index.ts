import { and, eq } from 'drizzle-orm';
import { leads, offers, vendors } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { LeadCreateInput } from '../../../shared/schemas/leads';
import { publiclyListed } from '../marketplace/vendorColumns';
import type { ServiceDeps } from '../deps';

export type Lead = typeof leads.$inferSelect;

export function createLeadService({ db }: ServiceDeps) {
  /** The vendor a lead is about must be one the public can see. */
  async function listedVendorExists(vendorId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.id, vendorId), publiclyListed()))
      .limit(1);
    return Boolean(row);
  }

  async function resolveVendor(vendorId: string | null, offerId: string | null): Promise<string | null> {
    if (offerId) {
      const [offer] = await db
        .select({ vendorId: offers.vendorId })
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.isActive, true)))
        .limit(1);
      if (!offer) throw notFound('Provider');
      if (vendorId && vendorId !== offer.vendorId) {
        throw new AppError('BAD_REQUEST', 'That service is not offered by this provider.');
      }
      vendorId = offer.vendorId;
    }
    if (vendorId && !(await listedVendorExists(vendorId))) throw notFound('Provider');
    return vendorId;
  }

  return {
    /** Public: a chat capture (new) or a vendor contact (contacted). */
    async create({ name, email, phone, vendorId, offerId, ...rest }: LeadCreateInput): Promise<Lead> {
      const resolvedVendorId = await resolveVendor(vendorId, offerId);
      const [row] = await db
        .insert(leads)
        .values({
          ...rest,
          veteranName: name,
          veteranEmail: email,
          veteranPhone: phone,
          vendorId: resolvedVendorId,
          offerId,
          contactedAt: rest.status === 'contacted' ? new Date() : null,
        })
        .returning();
      return row;
    },
  };
}
export type LeadService = ReturnType<typeof createLeadService>;
