import { describe, expect, it } from 'vitest';
import { type Candidate, collapseDuplicates } from '../../src/server/services/breakingNews/candidates';
import { canonicalLink, headlineWords, sameHeadline } from '../../src/server/services/breakingNews/dedupe';

const candidate = (headline: string, sourceUrl: string, sourceTitle: string, urgencyScore = 5): Candidate => ({
  headline,
  sourceUrl,
  sourceTitle,
  urgencyScore,
  summary: '',
  veteranRelevance: '',
  publishedAt: new Date('2026-03-02T00:00:00Z'),
  alsoReportedBy: [],
});

describe('duplicate stories across sources', () => {
  it('reads one canonical link through scheme, www., tracking parameters, fragments and trailing slashes', () => {
    expect(canonicalLink('https://www.Stripes.com/news/pact/?utm_source=rss&id=4#top')).toBe(
      canonicalLink('http://stripes.com/news/pact?id=4'),
    );
    expect(canonicalLink('https://stripes.com/news/pact?id=4')).not.toBe(canonicalLink('https://stripes.com/news/pact?id=5'));
  });

  it('finds nearly the same headline, not merely a similar topic', () => {
    const a = headlineWords('VA extends PACT Act filing deadline to March 5');
    expect(sameHeadline(a, headlineWords('VA Extends PACT Act Filing Deadline to March 5!'))).toBe(true);
    expect(sameHeadline(a, headlineWords('The VA extends the PACT Act filing deadline, to March 5'))).toBe(true);
    expect(sameHeadline(a, headlineWords('VA sets new PACT Act rules for survivors'))).toBe(false);
  });

  it('keeps the most urgent telling, lists the others on it, and adds new sources to a stored story', () => {
    const { fresh, alsoReported } = collapseDuplicates(
      [
        candidate('VA extends PACT Act filing deadline to March 5', 'https://militarytimes.com/pact', 'Military Times', 6),
        candidate('VA Extends PACT Act Filing Deadline to March 5', 'https://news.va.gov/pact', 'VA News', 9),
        candidate('TRICARE pharmacy changes', 'https://www.stripes.com/tricare?utm_medium=rss', 'Stars and Stripes'),
        candidate('TRICARE Pharmacy Changes', 'https://wire.example/tricare-pharmacy', 'Stripes wire'),
        candidate('GI Bill housing rates rise', 'https://taskandpurpose.com/gi-bill', 'Task & Purpose'),
      ],
      [
        {
          id: 'k1',
          sourceUrl: 'https://stripes.com/tricare/',
          headline: 'TRICARE pharmacy changes',
          sourceTitle: 'Stars and Stripes',
          alsoReportedBy: [],
        },
      ],
    );
    expect(fresh.map((c) => [c.sourceTitle, c.alsoReportedBy.map((r) => r.sourceTitle)])).toEqual([
      ['VA News', ['Military Times']],
      ['Task & Purpose', []],
    ]);
    expect(alsoReported).toEqual([
      { id: 'k1', reports: [{ sourceTitle: 'Stripes wire', sourceUrl: 'https://wire.example/tricare-pharmacy' }] },
    ]);
  });
});
