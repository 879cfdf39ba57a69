import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { subscribers } from '../../db/schema';
import { branches } from '../../../shared/enums';
import { branchLabels } from '../../../shared/labels';
import type { SubscriberListInput } from '../../../shared/schemas/subscribers';

/** The user's text as a literal inside an ILIKE pattern: %, _ and the escape itself lose their power. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Branches whose stored value or label contains the text ('air force' finds air_force). */
export function branchesMatching(text: string) {
  const needle = text.toLowerCase();
  return branches.filter((b) => b.includes(needle) || branchLabels[b].toLowerCase().includes(needle));
}

/** The WHERE of the admin list: status filter and text search over email, name and branch. */
export function subscriberFilter({ q, status }: Pick<SubscriberListInput, 'q' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (status !== 'all') conditions.push(eq(subscribers.subscribed, status === 'subscribed'));
  if (q) {
    // the same expression as subscribers_search_trgm_idx, so the trigram index serves it
    const text = ilike(sql`(${subscribers.email} || ' ' || coalesce(${subscribers.name}, ''))`, likeContains(q));
    const branchHits = branchesMatching(q);
    conditions.push(branchHits.length ? or(text, inArray(subscribers.veteranBranch, branchHits)) : text);
  }
  return and(...conditions);
}
