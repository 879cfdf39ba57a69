import { randomUUID } from 'node:crypto';
import type { NewsletterContent } from '../../../../shared/newsletterContent';
import { slugify } from '../../../../shared/text';
import type {
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
} from '../../schema';
import { articleSeeds, toHtml } from './articles';
import { breakingNewsSeeds } from './breakingNews';
import type { Clock } from './clock';
import { newsletterSeeds, type ContentByKey } from './newsletters';
import { partnerSeeds } from './partners';
import { spotlightSeeds } from './spotlights';
import { subscriberSeeds } from './subscribers';
import { ratingFromReviews, vendorSeeds } from './vendors';

/** Turns the demo seeds into rows, with ids chosen here so that rows can point at each other. */

export type ArticleRow = typeof articles.$inferInsert & { id: string; slug: string };

export function articleRows(clock: Clock, takenSlugs: Set<string>): ArticleRow[] {
  return articleSeeds.map((seed) => {
    const base = slugify(seed.headline);
    return {
      id: randomUUID(),
      headline: seed.headline,
      slug: takenSlugs.has(base) ? `${base}-demo` : base,
      content: toHtml(seed.paragraphs),
      section: seed.section,
      sourceLink: seed.sourceLink ?? null,
      videoUrl: seed.videoUrl ?? null,
      summary: seed.aiSummary ?? null,
      generatedByAI: seed.aiSummary !== undefined,
      createdAt: clock.hoursAgo(seed.hoursAgo),
    };
  });
}

export function articleIdsByKey(rows: ArticleRow[]): Map<string, string> {
  return new Map(articleSeeds.map((seed, index) => [seed.key, rows[index].id]));
}

function contentIds(content: ContentByKey, idOf: (key: string) => string): NewsletterContent {
  const one = (key: string | null) => (key ? idOf(key) : null);
  return {
    topStory: one(content.topStory),
    policyWatch: content.policyWatch.map(idOf),
    veteranResource: one(content.veteranResource),
    partnerSpotlight: one(content.partnerSpotlight),
    communityHighlight: one(content.communityHighlight),
    quickBriefs: content.quickBriefs.map(idOf),
    actionCenter: one(content.actionCenter),
  };
}

function lookup(ids: Map<string, string>) {
  return (key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`Demo data refers to an unknown article key: ${key}`);
    return id;
  };
}

/** Subscribers who were active when a newsletter went out: the audience it was sent to. */
function audienceAt(hoursAgo: number): number {
  const days = hoursAgo / 24;
  return subscriberSeeds.filter((s) => s.subscribedDaysAgo > days && (s.unsubscribedDaysAgo === undefined || s.unsubscribedDaysAgo < days))
    .length;
}

export function newsletterRows(clock: Clock, articleIds: Map<string, string>) {
  const idOf = lookup(articleIds);
  const newsletterValues: (typeof newsletters.$inferInsert)[] = [];
  const analyticsValues: (typeof analytics.$inferInsert)[] = [];
  for (const seed of newsletterSeeds) {
    const id = randomUUID();
    const sentDate = seed.sentHoursAgo === null ? null : clock.hoursAgo(seed.sentHoursAgo);
    newsletterValues.push({
      id,
      title: seed.title,
      type: seed.type,
      status: seed.status,
      content: contentIds(seed.content, idOf),
      sentDate,
      createdAt: clock.hoursAgo(seed.createdHoursAgo),
      updatedAt: sentDate ?? clock.hoursAgo(seed.createdHoursAgo),
    });
    if (seed.sentHoursAgo !== null && seed.engagement) {
      const totalSent = audienceAt(seed.sentHoursAgo);
      const opened = Math.round(totalSent * seed.engagement.openRate);
      const clicked = Math.round(totalSent * seed.engagement.clickRate);
      analyticsValues.push({
        newsletterId: id,
        totalSent,
        opened,
        clicked,
        conversions: Math.min(seed.engagement.conversions, clicked),
        recordedAt: clock.hoursAgo(Math.max(seed.sentHoursAgo - 6, 1)),
      });
    }
  }
  return { newsletterValues, analyticsValues };
}

export function subscriberRows(clock: Clock): (typeof subscribers.$inferInsert)[] {
  return subscriberSeeds.map((s) => ({
    email: s.email,
    name: s.name,
    veteranBranch: s.veteranBranch,
    subscribed: s.unsubscribedDaysAgo === undefined,
    subscribedAt: clock.daysAgo(s.subscribedDaysAgo),
    unsubscribedAt: s.unsubscribedDaysAgo === undefined ? null : clock.daysAgo(s.unsubscribedDaysAgo),
  }));
}

export function partnerRows(clock: Clock): (typeof partners.$inferInsert)[] {
  return partnerSeeds.map(({ scheduledInDays, createdDaysAgo, ...partner }) => ({
    ...partner,
    scheduledDate: scheduledInDays === undefined ? null : clock.daysAhead(scheduledInDays),
    createdAt: clock.daysAgo(createdDaysAgo),
  }));
}

export function spotlightRows(clock: Clock): (typeof veteranSpotlights.$inferInsert)[] {
  return spotlightSeeds.map(({ featuredForDays, createdDaysAgo, ...spotlight }) => ({
    ...spotlight,
    featuredUntil: featuredForDays === undefined ? null : clock.daysAhead(featuredForDays),
    createdAt: clock.daysAgo(createdDaysAgo),
    updatedAt: clock.daysAgo(createdDaysAgo),
  }));
}

export function breakingNewsRows(clock: Clock, articleIds: Map<string, string>): (typeof breakingNews.$inferInsert)[] {
  const idOf = lookup(articleIds);
  return breakingNewsSeeds.map(({ publishedHoursAgo, discoveredHoursAgo, articleKey, ...item }) => ({
    ...item,
    publishedAt: clock.hoursAgo(publishedHoursAgo),
    discoveredAt: clock.hoursAgo(discoveredHoursAgo),
    createdAt: clock.hoursAgo(discoveredHoursAgo),
    updatedAt: clock.hoursAgo(discoveredHoursAgo),
    generatedArticleId: articleKey ? idOf(articleKey) : null,
  }));
}

export type ReferenceIds = { categoryBySlug: Map<string, string>; regionByName: Map<string, string> };

export function marketplaceRows(clock: Clock, ref: ReferenceIds) {
  const need = (map: Map<string, string>, key: string, what: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`Demo data needs the ${what} "${key}"; run the reference seed first.`);
    return id;
  };
  const vendorValues: (typeof vendors.$inferInsert)[] = [];
  const offerValues: (typeof offers.$inferInsert)[] = [];
  const reviewValues: (typeof reviews.$inferInsert)[] = [];
  for (const seed of vendorSeeds) {
    const vendorId = randomUUID();
    const categoryId = need(ref.categoryBySlug, seed.category, 'category');
    const { offers: offerSeeds, reviews: reviewSeeds, category, region, createdDaysAgo, ...vendor } = seed;
    void category;
    vendorValues.push({
      ...vendor,
      id: vendorId,
      regionId: need(ref.regionByName, region, 'region'),
      rating: ratingFromReviews(reviewSeeds),
      reviewCount: reviewSeeds.length,
      createdAt: clock.daysAgo(createdDaysAgo),
      updatedAt: clock.daysAgo(createdDaysAgo),
    });
    const offerIds = offerSeeds.map(() => randomUUID());
    offerSeeds.forEach((offer, index) => {
      offerValues.push({
        ...offer,
        id: offerIds[index],
        vendorId,
        categoryId,
        createdAt: clock.daysAgo(createdDaysAgo),
        updatedAt: clock.daysAgo(createdDaysAgo),
      });
    });
    reviewSeeds.forEach(({ daysAgo, ...review }, index) => {
      reviewValues.push({
        ...review,
        vendorId,
        offerId: offerIds[index % offerIds.length],
        isPublished: true,
        createdAt: clock.daysAgo(daysAgo),
      });
    });
  }
  return { vendorValues, offerValues, reviewValues };
}
