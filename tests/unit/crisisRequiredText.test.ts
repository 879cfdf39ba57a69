import { describe, expect, it } from 'vitest';
import { conceptPatterns } from '../../src/server/services/chat/crisis/concepts';
import { mayMatch, requiredText } from '../../src/server/services/chat/crisis/requiredText';
import { prepareCrisisText } from '../../src/server/services/chat/crisis/text';
import { crisisSetNames, loadCrisisSet } from '../support/crisisSets';

describe('the text a crisis pattern cannot match without', () => {
  it('multiplies out alternatives into the strings a match holds', () => {
    expect(requiredText(/\b(?:i am|im) (?:done|finished)\b/)).toEqual([['im done', 'i am done', 'im finished', 'i am finished']]);
    expect(requiredText(/\b(?:am|im) (?:in|on)\b/)).toEqual([['am in', 'am on', 'im in', 'im on']]);
    expect(mayMatch(/\b(?:i am|im) (?:done|finished)\b/, 'i am so done')).toBe(false);
    expect(mayMatch(/\b(?:i am|im) (?:done|finished)\b/, 'honestly im finished')).toBe(true);
  });

  it("requires a positive lookaround's words and never a negative one's", () => {
    const beside = /(?<=\bsuicid\w*\b.*)\basking because\b(?!.*\bclass\b)/;
    expect(requiredText(beside)).toEqual([['asking because'], ['suicid']]);
    expect(mayMatch(beside, 'im asking because a friend asked')).toBe(false);
    expect(mayMatch(beside, 'suicide, im asking because i think about it')).toBe(true);
    expect(mayMatch(/^(?!.*\bfishing\b).*\bbridge\b/, 'at the bridge')).toBe(true);
  });

  it('requires nothing of an optional part, and one of several alternatives', () => {
    expect(mayMatch(/\bgot (?:the )?rope\b/, 'got rope')).toBe(true);
    expect(mayMatch(/\bgot (?:the )?rope\b/, 'got the ropes course')).toBe(true);
    const either = /\bpills? (?:lined up|counted)\b|\b(?:wrote|written) (?:\w+ )?letters?\b/;
    expect(mayMatch(either, 'wrote my kids letters')).toBe(true);
    expect(mayMatch(either, 'pill counted')).toBe(true);
    expect(mayMatch(either, 'the pills are in the cabinet')).toBe(false);
  });

  it('requires nothing it cannot tell: any word, a class of letters, a pattern that ignores case', () => {
    expect(requiredText(/\w+ \w+/)).toEqual([]);
    expect(requiredText(/[a-z]{3}/)).toEqual([]);
    expect(requiredText(/\bsuicide\b/i)).toEqual([]);
    // strings shorter than three letters are in almost every message
    expect(requiredText(/\b(?:am|im)\b/)).toEqual([]);
  });

  it('never rejects a text any of these patterns matches', () => {
    const patterns = [
      /\b(?:took|swallowed) (?:all|every)(?: of)? (?:the|my) (?:pills|meds)\b/,
      /(?:a|b){2}c|d(?=.*e)f/,
      /\b(?:on|at) the (?:over)?pass\b(?! yesterday)/,
      /x(?:ab)+y|(?<=\bq\b.*)z/,
      /(?:^|\s)(?:rope|cord)[.!]?$/,
      /\bkms\b|\bk ?m ?s\b/,
    ];
    const texts = [
      'took all of my pills',
      'swallowed every the meds',
      'abac and aac',
      'df then e',
      'we are at the overpass now',
      'on the pass',
      'xababy',
      'q then z',
      'got the rope.',
      'cord',
      'k m s',
      'kms',
    ];
    for (const pattern of patterns) {
      const matched = texts.filter((text) => pattern.test(text));
      expect(matched.length, `${pattern} matches none of the texts`).toBeGreaterThan(0);
      for (const text of matched) expect(mayMatch(pattern, text), `${pattern} on "${text}"`).toBe(true);
    }
  });

  it('never skips a concept pattern where it matches a message of the evaluation sets (one set in 100)', () => {
    const patterns = Object.values(conceptPatterns).flat();
    const texts = crisisSetNames
      .filter((_, i) => i % 100 === 0)
      .flatMap((name) => loadCrisisSet(name).map((m) => prepareCrisisText(m.text)));
    const wronglySkipped: string[] = [];
    let skipped = 0;
    for (const text of texts) {
      for (const pattern of patterns) {
        if (mayMatch(pattern, text)) continue;
        skipped++;
        if (pattern.test(text)) wronglySkipped.push(`${pattern} on "${text}"`);
      }
    }
    expect(wronglySkipped).toEqual([]);
    // and the table spares most of the patterns' runs, or it is not worth having
    expect(skipped).toBeGreaterThan(0.9 * patterns.length * texts.length);
  });
});
