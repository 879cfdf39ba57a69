import { sql } from 'drizzle-orm';
import { leads, vendors } from '../../db/schema';
import type { RowOf } from '../../db/rowOf';

/** What a caller may see of a lead. */
export const leadColumns = {
  id: leads.id,
  offerId: leads.offerId,
  vendorId: leads.vendorId,
  veteranName: leads.veteranName,
  veteranEmail: leads.veteranEmail,
  veteranPhone: leads.veteranPhone,
  message: leads.message,
  notes: leads.notes,
  status: leads.status,
  priority: leads.priority,
  category: leads.category,
  veteranProfile: leads.veteranProfile,
  source: leads.source,
  utmSource: leads.utmSource,
  utmMedium: leads.utmMedium,
  utmCampaign: leads.utmCampaign,
  crisisFlag: leads.crisisFlag,
  conversationId: leads.conversationId,
  createdAt: leads.createdAt,
  contactedAt: leads.contactedAt,
  contactedBy: leads.contactedBy,
  closedAt: leads.closedAt,
  closedBy: leads.closedBy,
};
export type Lead = RowOf<typeof leadColumns>;

/** A lead in the admin list: its columns, the provider's name and the crisis flag. */
export const adminLeadColumns = {
  ...leadColumns,
  vendorName: vendors.companyName,
};
// vendorName is null where the lead concerns no provider (the left join finds none)
export type AdminLead = Omit<RowOf<typeof adminLeadColumns>, 'vendorName'> & { vendorName: string | null };

/** Crisis first, then urgent → low, newest first within each. */
export const leadWorkOrder = [
  sql`${leads.crisisFlag} desc`,
  sql`case ${leads.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`,
  sql`${leads.createdAt} desc`,
  sql`${leads.id} desc`,
];
