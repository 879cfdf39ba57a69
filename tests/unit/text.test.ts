import { describe, expect, it } from 'vitest';
import { excerpt, initials, slugify, stripTags, wordCount } from '../../src/shared/text';
import { clickRate, conversionRate, formatRetention, openRate, retentionRate } from '../../src/shared/rates';

describe('text helpers', () => {
  it('strips tags and decodes entities', () => {
    expect(stripTags('<p>Hello&nbsp;<b>vets</b> &amp; families</p>')).toBe('Hello vets & families');
  });
  it('cuts excerpts with an ellipsis only when cut', () => {
    expect(excerpt('<p>short</p>', 10)).toBe('short');
    expect(excerpt('<p>abcdefghijk</p>', 5)).toBe('abcde...');
  });
  it('counts words by splitting plain text on spaces', () => {
    expect(wordCount('<p>One two</p><p>three</p>')).toBe(3);
    expect(wordCount('')).toBe(0);
  });
  it('slugifies headlines', () => {
    expect(slugify('  VA Expands PACT Act Coverage: What It Means! ')).toBe('va-expands-pact-act-coverage-what-it-means');
    expect(slugify('¡Café!')).toBe('cafe');
    expect(slugify('!!!')).toBe('article');
  });
  it('makes initials', () => {
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('sam@example.org')).toBe('S');
  });
});

describe('rates', () => {
  it('treats a zero total as one and keeps one decimal', () => {
    expect(openRate(0, 0)).toBe(0);
    expect(openRate(1, 3)).toBe(33.3);
    expect(clickRate(2, 0)).toBe(200);
    expect(conversionRate(1, 0)).toBe(0);
    expect(conversionRate(1, 8)).toBe(12.5);
  });
  it('shows 0% retention when there is nobody', () => {
    expect(formatRetention(retentionRate(0, 0))).toBe('0%');
    expect(formatRetention(retentionRate(2, 3))).toBe('66.7%');
  });
});
