import type { LeadPriority, LeadStatus } from './enums';

/** Where a lead came from, as the admin list names it. */
export type LeadSourceKind = 'chat' | 'provider_contact' | 'newsletter' | 'other';

export const leadSourceLabels: Record<LeadSourceKind, string> = {
  chat: 'Chat',
  provider_contact: 'Provider contact',
  newsletter: 'Newsletter',
  other: 'Other',
};

/**
 * The chat widget sends source 'chat', the Contact Provider form 'marketplace'; a link in a
 * newsletter carries utm_source or utm_medium 'newsletter'/'email'.
 */
export function leadSourceKind(lead: { source: string | null; utmSource: string | null; utmMedium: string | null }): LeadSourceKind {
  const source = lead.source?.toLowerCase() ?? '';
  if (source === 'chat' || source.startsWith('chat')) return 'chat';
  if (source === 'marketplace' || source === 'provider_contact') return 'provider_contact';
  const utm = `${lead.utmSource ?? ''} ${lead.utmMedium ?? ''} ${source}`.toLowerCase();
  if (/newsletter|email/.test(utm)) return 'newsletter';
  return 'other';
}

/** The order the admin list works through: urgent first. */
export const leadPriorityRank: Record<LeadPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

/** The statuses the admin list filters by; 'open' is new and contacted together. */
export const leadListStatuses = ['open', 'new', 'contacted', 'closed', 'all'] as const;
export type LeadListStatus = (typeof leadListStatuses)[number];
export const openLeadStatuses: readonly LeadStatus[] = ['new', 'contacted', 'qualified', 'converted'];
