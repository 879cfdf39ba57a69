import type { BreakingNewsStatus, LeadPriority, LeadStatus, PartnerStatus, SpotlightStatus, VerificationStatus } from './enums';

/** Badge wording and colour (a Chakra colour palette) of each status the admin lists show. */
export type BadgeLook = { label: string; palette: 'green' | 'blue' | 'red' | 'gray' | 'yellow' | 'purple' };

export const subscriptionBadge = (subscribed: boolean): BadgeLook =>
  subscribed ? { label: 'Subscribed', palette: 'green' } : { label: 'Unsubscribed', palette: 'gray' };

/** A mail server refused the address for good: no newsletter goes there. */
export const SUPPRESSED_BADGE: BadgeLook = { label: 'Suppressed', palette: 'red' };

export const partnerStatusBadges: Record<PartnerStatus, BadgeLook> = {
  pending: { label: 'Pending', palette: 'yellow' },
  approved: { label: 'Approved', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
};

/** Labels follow spotlightStatusLabels ('Pending Review'). */
export const spotlightStatusBadges: Record<SpotlightStatus, BadgeLook> = {
  pending: { label: 'Pending Review', palette: 'yellow' },
  approved: { label: 'Approved', palette: 'green' },
  featured: { label: 'Featured', palette: 'purple' },
};

/** Admin spec §4: green published, blue processing, red rejected, grey otherwise. */
export function breakingNewsStatusBadge(status: BreakingNewsStatus): BadgeLook {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  const palette = status === 'published' ? 'green' : status === 'processing' ? 'blue' : status === 'rejected' ? 'red' : 'gray';
  return { label, palette };
}

/** The button that offers each allowed move (stateMachines.ts decides which are allowed). */
export const partnerMoveLabels: Record<PartnerStatus, string> = {
  approved: 'Approve',
  rejected: 'Reject',
  pending: 'Reset to Pending',
};

export const breakingNewsMoveLabels: Partial<Record<BreakingNewsStatus, string>> = {
  published: 'Approve',
  rejected: 'Reject',
};

export const leadStatusBadges: Record<LeadStatus, BadgeLook> = {
  new: { label: 'New', palette: 'blue' },
  contacted: { label: 'Contacted', palette: 'yellow' },
  qualified: { label: 'Qualified', palette: 'purple' },
  converted: { label: 'Converted', palette: 'green' },
  closed: { label: 'Closed', palette: 'gray' },
};

export const leadPriorityBadges: Record<LeadPriority, BadgeLook> = {
  urgent: { label: 'Urgent', palette: 'red' },
  high: { label: 'High', palette: 'yellow' },
  medium: { label: 'Medium', palette: 'gray' },
  low: { label: 'Low', palette: 'gray' },
};

export const leadMoveLabels: Record<LeadStatus, string> = {
  new: 'Reopen',
  contacted: 'Mark Contacted',
  qualified: 'Mark Qualified',
  converted: 'Mark Converted',
  closed: 'Close',
};

export const verificationBadges: Record<VerificationStatus, BadgeLook> = {
  pending: { label: 'Pending', palette: 'yellow' },
  verified: { label: 'Verified', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
};
