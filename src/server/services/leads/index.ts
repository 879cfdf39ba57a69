import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { leads, offers, vendors } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { LeadCreateInput, LeadListInput, LeadUpdateInput } from '../../../shared/schemas/leads';
import { openLeadStatuses } from '../../../shared/leads';
import { canMove, leadMoves } from '../../../shared/stateMachines';
import type { Page } from '../../../shared/schemas/common';
import { publiclyListed } from '../marketplace/vendorColumns';
import { queueNotificationMail } from '../../jobs/notificationMail';
import type { ServiceDeps } from '../deps';
import { paged } from '../../db/paging';
import { conversationOfLead, higherPriority } from './conversationOfLead';
import { createTrackingService } from '../tracking';
import { adminLeadColumns, leadColumns, leadWorkOrder, type AdminLead, type Lead } from './columns';
import { providerRequestMail, veteranCopyMail } from './contactMail';

export type { AdminLead, Lead } from './columns';

const SITE_NAME = 'Muster';

function listFilter({ status, q }: LeadListInput): SQL | undefined {
  const byStatus =
    status === 'all' ? undefined : status === 'open' ? inArray(leads.status, [...openLeadStatuses]) : eq(leads.status, status);
  const pattern = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : null;
  const byText = pattern
    ? or(ilike(leads.veteranName, pattern), ilike(leads.veteranEmail, pattern), ilike(vendors.companyName, pattern))
    : undefined;
  return and(byStatus, byText);
}

export function createLeadService(deps: ServiceDeps) {
  const { db } = deps;

  /** The vendor a lead is about must be one the public can see. */
  async function listedVendor(vendorId: string) {
    const [row] = await db
      .select({ id: vendors.id, companyName: vendors.companyName, email: vendors.email })
      .from(vendors)
      .where(and(eq(vendors.id, vendorId), publiclyListed()))
      .limit(1);
    return row ?? null;
  }

  async function resolveVendor(vendorId: string | null, offerId: string | null) {
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
    if (!vendorId) return null;
    const vendor = await listedVendor(vendorId);
    if (!vendor) throw notFound('Provider');
    return vendor;
  }

  async function getAdminLead(id: string): Promise<AdminLead> {
    const [row] = await db
      .select(adminLeadColumns)
      .from(leads)
      .leftJoin(vendors, eq(vendors.id, leads.vendorId))
      .where(eq(leads.id, id))
      .limit(1);
    if (!row) throw notFound('Lead');
    return row;
  }

  return {
    /**
     * Public: a chat capture (new) or a vendor contact (contacted). A contact also emails the
     * provider the request and the veteran a copy, queued with the lead so both or neither happen.
     * A lead from a chat conversation in crisis is marked so and never filed below high priority;
     * one that came from a newsletter link (its UTM marks) counts as that newsletter's conversion.
     */
    async create({ name, email, phone, vendorId, offerId, sessionId, ...rest }: LeadCreateInput): Promise<Lead> {
      const vendor = await resolveVendor(vendorId, offerId);
      const conversation = sessionId ? await conversationOfLead(db, sessionId) : null;
      if (vendor?.email) await deps.jobs.start();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(leads)
          .values({
            ...rest,
            ...(conversation && {
              conversationId: conversation.id,
              crisisFlag: conversation.crisisFlag,
              priority: conversation.crisisFlag ? higherPriority(rest.priority, 'high') : rest.priority,
            }),
            veteranName: name,
            veteranEmail: email,
            veteranPhone: phone,
            vendorId: vendor?.id ?? null,
            offerId,
            contactedAt: rest.status === 'contacted' ? new Date() : null,
          })
          .returning(leadColumns);
        if (vendor?.email) {
          const provider = { companyName: vendor.companyName, email: vendor.email };
          const txDeps = { ...deps, db: tx };
          await queueNotificationMail(txDeps, providerRequestMail(row, provider, SITE_NAME));
          if (row.veteranEmail) {
            await queueNotificationMail(txDeps, veteranCopyMail({ ...row, veteranEmail: row.veteranEmail }, provider, SITE_NAME));
          }
        }
        await createTrackingService({ ...deps, db: tx }).conversion(row.utmMedium, row.utmCampaign);
        return row;
      });
    },

    /** Admin: crisis-flagged and urgent first, then newest. */
    async list(input: LeadListInput): Promise<Page<AdminLead>> {
      const where = listFilter(input);
      return paged(
        db
          .select(adminLeadColumns)
          .from(leads)
          .leftJoin(vendors, eq(vendors.id, leads.vendorId))
          .where(where)
          .orderBy(...leadWorkOrder),
        db.select({ total: count() }).from(leads).leftJoin(vendors, eq(vendors.id, leads.vendorId)).where(where),
        input,
      );
    },

    /** Tiles: one aggregate over the table. */
    async stats() {
      const [row] = await db
        .select({
          total: count(),
          new: sql<number>`count(*) filter (where ${leads.status} = 'new')`.mapWith(Number),
          contacted: sql<number>`count(*) filter (where ${leads.status} = 'contacted')`.mapWith(Number),
          closed: sql<number>`count(*) filter (where ${leads.status} = 'closed')`.mapWith(Number),
          urgentOpen: sql<number>`count(*) filter (where ${leads.priority} = 'urgent' and ${leads.status} <> 'closed')`.mapWith(Number),
        })
        .from(leads);
      return row;
    },

    /** Admin: moves a lead (leadMoves), recording who and when; notes may change with it. */
    async update({ id, status, notes }: LeadUpdateInput, by: string): Promise<AdminLead> {
      const current = await getAdminLead(id);
      if (status !== current.status && !canMove(leadMoves, current.status, status)) {
        throw new AppError('CONFLICT', `A ${current.status} lead cannot be moved to ${status}.`);
      }
      const now = new Date();
      const stamp =
        status === current.status
          ? {}
          : status === 'contacted'
            ? { contactedAt: now, contactedBy: by }
            : status === 'closed'
              ? { closedAt: now, closedBy: by }
              : // reopened: it is open again, its first contact stays on record
                { closedAt: null, closedBy: null };
      // guarded by the status we read, so a concurrent move cannot be overwritten
      const [row] = await db
        .update(leads)
        .set({ status, ...stamp, ...(notes !== undefined ? { notes } : {}) })
        .where(and(eq(leads.id, id), eq(leads.status, current.status)))
        .returning({ id: leads.id });
      if (!row) throw new AppError('CONFLICT', 'The lead was changed by someone else; reload and try again.');
      return getAdminLead(id);
    },
  };
}
export type LeadService = ReturnType<typeof createLeadService>;
