import type { BreakingNewsStatus, LeadStatus, NewsletterStatus, PartnerStatus, SpotlightStatus, VerificationStatus } from './enums';

/** Allowed status moves (DECISIONS.md); services enforce them, screens offer only these. */
export const newsletterMoves: Record<NewsletterStatus, readonly NewsletterStatus[]> = {
  draft: ['scheduled', 'sent'],
  scheduled: ['sent', 'draft'],
  sent: [],
};

export const partnerMoves: Record<PartnerStatus, readonly PartnerStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['pending'],
  rejected: [],
};

/** processing is internal: only the monitor moves an item into or out of it */
export const breakingNewsMoves: Record<BreakingNewsStatus, readonly BreakingNewsStatus[]> = {
  pending: ['published', 'rejected'],
  processing: [],
  published: [],
  rejected: [],
};

export const spotlightMoves: Record<SpotlightStatus, readonly SpotlightStatus[]> = {
  pending: ['approved', 'featured'],
  approved: ['pending', 'featured'],
  featured: ['pending', 'approved'],
};

/**
 * A lead is worked new → contacted → closed; a closed lead can be reopened. qualified and
 * converted are older stored states: they can only be closed.
 */
export const leadMoves: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'closed'],
  contacted: ['closed'],
  qualified: ['closed'],
  converted: ['closed'],
  closed: ['new'],
};

/** A provider application is decided once; a rejected one can be reconsidered. */
export const verificationMoves: Record<VerificationStatus, readonly VerificationStatus[]> = {
  pending: ['verified', 'rejected'],
  verified: [],
  rejected: ['pending'],
};

export function canMove<S extends string>(moves: Record<S, readonly S[]>, from: S, to: S): boolean {
  return from === to ? false : moves[from].includes(to);
}
