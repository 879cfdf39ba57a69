import { URGENCY_MAX, URGENCY_MIN, type UrgencyReason } from '../../../shared/urgency';
import { matchKeywords, urgentTermsIn } from './relevance';
import { nearestDeadline } from './deadlines';

/**
 * Urgency 1–10 from rules an editor can read: each rule that applies adds (or takes) points and
 * says why. Same item, same clock, same score.
 */

export type UrgencyInput = {
  title: string;
  summary: string;
  /** the item's link and the feed's address: either may show an official source */
  urls: readonly string[];
  published: Date | null;
  keywords: readonly string[];
  now: Date;
};

export const URGENCY_POINTS = {
  base: 1,
  keywordInTitle: 2,
  keywordInTitleMax: 4,
  keywordInBody: 1,
  keywordInBodyMax: 2,
  urgentTerm: 1,
  urgentTermMax: 2,
  officialSource: 2,
  deadlineWithinWeek: 3,
  deadlineWithinMonth: 1,
  publishedWithin6h: 2,
  publishedWithin24h: 1,
  olderThan3Days: -1,
} as const;

/** Government sources whose news binds veterans directly; the label is what the editor reads. */
const OFFICIAL_SOURCES: { label: string; host: RegExp }[] = [
  { label: 'VA source', host: /(^|\.)va\.gov$/ },
  { label: 'DoD source', host: /(^|\.)(defense\.gov|mil)$/ },
  { label: 'Congress source', host: /(^|\.)(congress\.gov|senate\.gov|house\.gov)$/ },
  { label: 'official (.gov) source', host: /\.gov$/ },
];

function officialSource(urls: readonly string[]): string | null {
  for (const { label, host } of OFFICIAL_SOURCES) {
    for (const url of urls) {
      try {
        if (host.test(new URL(url).hostname.toLowerCase())) return label;
      } catch {
        // not a URL: no source to judge
      }
    }
  }
  return null;
}

const quote = (terms: readonly string[]) => terms.map((t) => `'${t}'`).join(', ');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function scoreItem(input: UrgencyInput): { score: number; reasons: UrgencyReason[]; keywords: string[] } {
  const P = URGENCY_POINTS;
  const reasons: UrgencyReason[] = [{ rule: 'base', points: P.base, text: '' }];
  const inTitle = matchKeywords(input.title, input.keywords);
  const inBodyOnly = matchKeywords(input.summary, input.keywords).filter((k) => !inTitle.includes(k));
  if (inTitle.length) {
    reasons.push({
      rule: 'keyword-title',
      points: Math.min(P.keywordInTitleMax, inTitle.length * P.keywordInTitle),
      text: `mentions ${quote(inTitle)} in the title`,
    });
  }
  if (inBodyOnly.length) {
    reasons.push({
      rule: 'keyword-body',
      points: Math.min(P.keywordInBodyMax, inBodyOnly.length * P.keywordInBody),
      text: `mentions ${quote(inBodyOnly)} in the summary`,
    });
  }
  const urgent = urgentTermsIn(`${input.title} ${input.summary}`);
  if (urgent.length) {
    reasons.push({ rule: 'urgent-term', points: Math.min(P.urgentTermMax, urgent.length * P.urgentTerm), text: `says ${quote(urgent)}` });
  }
  const official = officialSource(input.urls);
  if (official) reasons.push({ rule: 'official-source', points: P.officialSource, text: official });

  const deadline = nearestDeadline(`${input.title}. ${input.summary}`, input.now);
  if (deadline !== null && deadline <= 30) {
    const when = deadline === 0 ? 'today' : `in ${plural(deadline, 'day')}`;
    reasons.push({ rule: 'deadline', points: deadline <= 7 ? P.deadlineWithinWeek : P.deadlineWithinMonth, text: `deadline ${when}` });
  }

  if (input.published) {
    const hours = (input.now.getTime() - input.published.getTime()) / 3_600_000;
    if (hours >= -1 && hours < 6) {
      reasons.push({
        rule: 'recency',
        points: P.publishedWithin6h,
        text: hours < 1 ? 'published within the hour' : `published ${plural(Math.floor(hours), 'hour')} ago`,
      });
    } else if (hours >= 6 && hours < 24) {
      reasons.push({ rule: 'recency', points: P.publishedWithin24h, text: 'published today' });
    } else if (hours >= 72) {
      reasons.push({ rule: 'recency', points: P.olderThan3Days, text: `published ${plural(Math.floor(hours / 24), 'day')} ago` });
    }
  }

  const total = reasons.reduce((sum, r) => sum + r.points, 0);
  return { score: clampUrgency(total), reasons, keywords: [...inTitle, ...inBodyOnly] };
}

export const clampUrgency = (n: number) => Math.max(URGENCY_MIN, Math.min(URGENCY_MAX, Math.round(n)));
