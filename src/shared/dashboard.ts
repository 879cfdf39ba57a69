import { z } from 'zod';
import type { Branch } from './enums';
import { branchLabels } from './labels';

/** How many rows each dashboard card shows (admin spec §9). */
export const DASHBOARD_LIMITS = { newsletters: 5, subscribers: 3, partners: 3 } as const;

/** The partner queue: pending partners first, then approved ones, at most `limit` in all. */
export function partnerQueue<T>(pending: readonly T[], approved: readonly T[], limit: number = DASHBOARD_LIMITS.partners): T[] {
  return [...pending, ...approved].slice(0, limit);
}

/** '{branch label} Veteran', or plain 'Veteran' when the subscriber gave no branch. */
export function veteranLine(branch: Branch | null | undefined): string {
  return branch ? `${branchLabels[branch]} Veteran` : 'Veteran';
}

export const IMPORT_LINK_REQUIRED = 'Please enter the link to import.';
export const IMPORT_LINK_INVALID = 'Please enter a valid http(s) link.';

/** The Import Social Content dialog: one link to hand to the AI generator. */
export const importLinkInput = z
  .string()
  .trim()
  .min(1, IMPORT_LINK_REQUIRED)
  .refine((v) => /^https?:\/\/\S+$/i.test(v) && URL.canParse(v), IMPORT_LINK_INVALID);
