import type { BreakingNewsStatus, NewsletterStatus, PartnerStatus, SpotlightStatus } from './enums';

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

export function canMove<S extends string>(moves: Record<S, readonly S[]>, from: S, to: S): boolean {
  return from === to ? false : moves[from].includes(to);
}
