import { eq, inArray } from 'drizzle-orm';
import { slugify } from '../../../shared/text';
import type { Db } from '../client';
import {
  analytics,
  articles,
  breakingNews,
  newsletters,
  offers,
  partners,
  reviews,
  subscribers,
  vendors,
  veteranSpotlights,
} from '../schema';
import { articleSeeds, DEMO_MARKER_KEY } from './demo/articles';
import { clockAt } from './demo/clock';
import {
  articleIdsByKey,
  articleRows,
  breakingNewsRows,
  marketplaceRows,
  newsletterRows,
  partnerRows,
  spotlightRows,
  subscriberRows,
} from './demo/rows';
import { referenceIds, seedReferenceData } from './reference';
import { inLockedTransaction, type Tx } from './sqlHelpers';

const DEMO_LOCK = 7_340_002;

const markerSlug = slugify(articleSeeds.find((a) => a.key === DEMO_MARKER_KEY)!.headline);

/**
 * A believable demo set so that a newcomer sees a living site. Runs once: when the marker
 * article exists it changes nothing. Everything is written in one transaction.
 */
export async function seedDemoData(db: Db, options: { now?: Date } = {}): Promise<{ created: boolean }> {
  await seedReferenceData(db);
  return inLockedTransaction(db, DEMO_LOCK, async (tx) => {
    const [marker] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.slug, markerSlug)).limit(1);
    if (marker) return { created: false };
    await insertDemoRows(tx, options.now ?? new Date());
    return { created: true };
  });
}

async function insertDemoRows(tx: Tx, now: Date): Promise<void> {
  const clock = clockAt(now);
  const plannedSlugs = articleSeeds.map((a) => slugify(a.headline));
  const taken = await tx.select({ slug: articles.slug }).from(articles).where(inArray(articles.slug, plannedSlugs));
  const articleValues = articleRows(clock, new Set(taken.map((row) => row.slug)));
  await tx.insert(articles).values(articleValues);
  const articleIds = articleIdsByKey(articleValues);

  const { newsletterValues, analyticsValues } = newsletterRows(clock, articleIds);
  await tx.insert(newsletters).values(newsletterValues);
  await tx.insert(analytics).values(analyticsValues);

  // An install may already hold some of these (a reader who signed up, a fetched item): keep theirs.
  await tx.insert(subscribers).values(subscriberRows(clock)).onConflictDoNothing({ target: subscribers.email });
  await tx.insert(breakingNews).values(breakingNewsRows(clock, articleIds)).onConflictDoNothing({ target: breakingNews.sourceUrl });
  await tx.insert(partners).values(partnerRows(clock));
  await tx.insert(veteranSpotlights).values(spotlightRows(clock));

  const { vendorValues, offerValues, reviewValues } = marketplaceRows(clock, await referenceIds(tx));
  await tx.insert(vendors).values(vendorValues);
  await tx.insert(offers).values(offerValues);
  await tx.insert(reviews).values(reviewValues);
}
