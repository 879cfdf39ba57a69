import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterLinks } from '../../db/schema';

/**
 * Stores each distinct http(s) link of a newsletter once and answers url → link id, so a click
 * redirect (`/r/{id}/…`) can only lead to a URL the newsletter really holds.
 */
export async function prepareNewsletterLinks(db: DbOrTx, newsletterId: string, urls: Iterable<string>): Promise<Map<string, string>> {
  const distinct = [...new Set([...urls].filter((u) => /^https?:\/\//i.test(u)))];
  if (distinct.length === 0) return new Map();
  await db
    .insert(newsletterLinks)
    .values(distinct.map((url) => ({ newsletterId, url })))
    .onConflictDoNothing({ target: [newsletterLinks.newsletterId, newsletterLinks.url] });
  const rows = await db
    .select({ id: newsletterLinks.id, url: newsletterLinks.url })
    .from(newsletterLinks)
    .where(and(eq(newsletterLinks.newsletterId, newsletterId), inArray(newsletterLinks.url, distinct)));
  return new Map(rows.map((r) => [r.url, r.id]));
}
