import type { breakingNews } from '../../db/schema';
import type { Feed, FeedItem } from '../../lib/feeds';
import type { OtherReport } from '../../../shared/urgency';
import type { NewsConfig } from './config';
import { canonicalLink, headlineWords, sameHeadline } from './dedupe';
import { relevanceNote } from './relevance';
import { scoreItem } from './urgency';

/** An item worth storing: it mentions a monitored keyword; scored, with its reasons. */
export type Candidate = typeof breakingNews.$inferInsert & {
  sourceUrl: string;
  sourceTitle: string;
  headline: string;
  urgencyScore: number;
  publishedAt: Date;
  alsoReportedBy: OtherReport[];
};

const HEADLINE_MAX = 500;
const SUMMARY_MAX = 2000;
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 3).trimEnd()}...` : s);

function validDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function toCandidate(item: FeedItem, feedUrl: string, feed: Feed, settings: NewsConfig, now: Date): Candidate | null {
  if (!item.link || !item.title) return null;
  const published = validDate(item.published);
  const summary = item.summary || item.content;
  const scored = scoreItem({ title: item.title, summary, urls: [item.link, feedUrl], published, keywords: settings.keywords, now });
  if (!scored.keywords.length) return null;
  return {
    headline: clip(item.title, HEADLINE_MAX),
    summary: clip(summary || item.title, SUMMARY_MAX),
    veteranRelevance: relevanceNote(scored.keywords),
    sourceUrl: item.link,
    sourceTitle: feed.title ?? new URL(feedUrl).hostname,
    publishedAt: published ?? now,
    discoveredAt: now,
    status: 'pending',
    newsApiData: { ...item.raw, feedUrl, feedTitle: feed.title },
    urgencyScore: scored.score,
    urgencyReasons: scored.reasons,
    keywords: scored.keywords,
    alsoReportedBy: [],
  };
}

/** A story already stored, for matching new items against. */
export type KnownStory = { id: string; sourceUrl: string; headline: string; sourceTitle: string; alsoReportedBy: OtherReport[] };

type Story = { link: string; words: Set<string> };
const storyOf = (s: { sourceUrl: string; headline: string }): Story => ({
  link: canonicalLink(s.sourceUrl),
  words: headlineWords(s.headline),
});
const same = (a: Story, b: Story) => a.link === b.link || sameHeadline(a.words, b.words);
const reportOf = (c: Candidate): OtherReport => ({ sourceTitle: c.sourceTitle, sourceUrl: c.sourceUrl });

/**
 * Collapses duplicates: the most urgent (then newest) telling of a story is kept, the others are
 * listed on it; a story already stored gains the new sources instead of a second item.
 */
export function collapseDuplicates(candidates: Candidate[], known: KnownStory[]) {
  const sorted = [...candidates].sort((a, b) => b.urgencyScore - a.urgencyScore || b.publishedAt.getTime() - a.publishedAt.getTime());
  const knownStories = known.map((k) => ({ known: k, story: storyOf(k), added: [] as OtherReport[] }));
  const kept: { candidate: Candidate; story: Story }[] = [];
  for (const candidate of sorted) {
    const story = storyOf(candidate);
    const stored = knownStories.find((k) => same(k.story, story));
    if (stored) {
      const seen = [
        stored.known.sourceUrl,
        ...stored.known.alsoReportedBy.map((r) => r.sourceUrl),
        ...stored.added.map((r) => r.sourceUrl),
      ];
      // the same article again (another feed, a tracking parameter) is no new source
      if (!seen.map(canonicalLink).includes(story.link)) stored.added.push(reportOf(candidate));
      continue;
    }
    const twin = kept.find((k) => same(k.story, story));
    if (twin) {
      if (twin.story.link !== story.link) twin.candidate.alsoReportedBy.push(reportOf(candidate));
      continue;
    }
    kept.push({ candidate, story });
  }
  return {
    fresh: kept.map((k) => k.candidate),
    alsoReported: knownStories
      .filter((k) => k.added.length)
      .map((k) => ({ id: k.known.id, reports: [...k.known.alsoReportedBy, ...k.added] })),
  };
}
