import { describe, expect, it } from 'vitest';
import { nearestDeadline } from '../../src/server/services/breakingNews/deadlines';
import { scoreItem } from '../../src/server/services/breakingNews/urgency';
import { urgencySentence } from '../../src/shared/urgency';

// a Monday
const now = new Date('2026-03-02T12:00:00Z');

describe('deadlines named in news text', () => {
  it('reads month names, ISO and US dates, weekdays and today/tomorrow after a cue', () => {
    expect(nearestDeadline('Veterans must apply by March 5', now)).toBe(3);
    expect(nearestDeadline('The deadline is Friday for claims', now)).toBe(4);
    expect(nearestDeadline('Enrollment closes on 2026-03-20.', now)).toBe(18);
    expect(nearestDeadline('File before 3/9/2026', now)).toBe(7);
    expect(nearestDeadline('Offer expires tomorrow', now)).toBe(1);
    expect(nearestDeadline('Ends today', now)).toBe(0);
  });

  it('ignores dates without a cue, past dates and the nearest wins', () => {
    expect(nearestDeadline('On March 5 the secretary spoke', now)).toBeNull();
    expect(nearestDeadline('The deadline was by 2026-02-01', now)).toBeNull();
    expect(nearestDeadline('by April 30 or, for some, by March 10', now)).toBe(8);
    // a month and day without a year that has passed is next year's
    expect(nearestDeadline('apply by January 15', now)).toBe(319);
  });
});

describe('urgency from explained rules', () => {
  const keywords = ['PACT Act', 'GI Bill', 'veterans'];

  it("scores the brief's example: keyword in the title, VA source, deadline in 3 days", () => {
    const result = scoreItem({
      title: 'PACT Act claims window',
      summary: 'Survivors must file by March 5.',
      urls: ['https://news.va.gov/12345/pact/'],
      published: new Date('2026-03-01T00:00:00Z'),
      keywords,
      now,
    });
    expect(result.score).toBe(8);
    expect(urgencySentence(result.score, result.reasons)).toBe("8/10: mentions 'PACT Act' in the title, VA source, deadline in 3 days");
    expect(result.keywords).toEqual(['PACT Act']);
  });

  it('weighs a keyword in the title over one in the body, and an official source', () => {
    const base = { summary: '', urls: ['https://example.com/a'], published: null, keywords, now };
    const inTitle = scoreItem({ ...base, title: 'GI Bill changes' });
    const inBody = scoreItem({ ...base, title: 'Education changes', summary: 'GI Bill users affected' });
    expect(inTitle.score).toBeGreaterThan(inBody.score);
    expect(urgencySentence(inBody.score, inBody.reasons)).toBe("2/10: mentions 'GI Bill' in the summary");
    const dod = scoreItem({ ...base, title: 'GI Bill changes', urls: ['https://www.defense.gov/News/1'] });
    expect(dod.score - inTitle.score).toBe(2);
    expect(dod.reasons.map((r) => r.text)).toContain('DoD source');
    expect(scoreItem({ ...base, title: 'x', urls: ['https://www.army.mil/rss'] }).reasons.at(-1)?.text).toBe('DoD source');
    // a look-alike host is not official
    expect(scoreItem({ ...base, title: 'x', urls: ['https://va.gov.example.com/'] }).reasons).toHaveLength(1);
  });

  it('counts recency: fresh items gain, stale items lose, and the score stays within 1–10', () => {
    const base = { title: 'GI Bill', summary: '', urls: [], keywords, now };
    const fresh = scoreItem({ ...base, published: new Date(now.getTime() - 2 * 3_600_000) });
    expect(fresh.reasons.at(-1)).toEqual({ rule: 'recency', points: 2, text: 'published 2 hours ago' });
    const stale = scoreItem({ ...base, published: new Date(now.getTime() - 5 * 86_400_000) });
    expect(stale.reasons.at(-1)).toEqual({ rule: 'recency', points: -1, text: 'published 5 days ago' });
    expect(scoreItem({ ...base, title: 'quiet', published: new Date('2020-01-01') }).score).toBe(1);
    const loud = scoreItem({
      title: 'BREAKING urgent: PACT Act and GI Bill deadline today for veterans',
      summary: 'emergency',
      urls: ['https://news.va.gov/x'],
      published: now,
      keywords,
      now,
    });
    expect(loud.score).toBe(10);
  });
});
