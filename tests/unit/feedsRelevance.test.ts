import { describe, expect, it } from 'vitest';
import { matchKeywords, relevanceNote, scoreUrgency } from '../../src/server/services/breakingNews/relevance';

describe('news relevance rules', () => {
  it('matches keywords case-insensitively on whole words and phrases only', () => {
    const text = 'VA expands GI  Bill; evaluation of Tricare-backed plans for veterans';
    expect(matchKeywords(text, ['va', 'GI Bill', 'TRICARE', 'veteran', 'veterans', 'eval'])).toEqual(['va', 'GI Bill', 'TRICARE', 'veterans']);
    expect(matchKeywords('Evaluation begins', ['VA'])).toEqual([]);
    expect(matchKeywords('C++ (and) [regex] chars', ['(and)', 'C++'])).toEqual(['(and)', 'C++']);
  });

  it('scores 1 plus a point per keyword and two per urgent term', () => {
    expect(scoreUrgency('Quiet news', [])).toBe(1);
    expect(scoreUrgency('TRICARE update', ['TRICARE'])).toBe(2);
    expect(scoreUrgency('BREAKING: VA deadline', ['VA'])).toBe(6);
    expect(scoreUrgency('Shutdown and emergency for veterans', ['veterans'])).toBe(6);
    // 'cuts' counts, 'cutscene' does not
    expect(scoreUrgency('budget cuts', [])).toBe(3);
    expect(scoreUrgency('cutscene', [])).toBe(1);
  });

  it('caps the score at 10 and is deterministic', () => {
    const text = 'Breaking urgent deadline shutdown cuts emergency recall';
    expect(scoreUrgency(text, ['a', 'b', 'c'])).toBe(10);
    expect(scoreUrgency(text, ['a', 'b', 'c'])).toBe(scoreUrgency(text, ['a', 'b', 'c']));
  });

  it('writes a factual note naming the matched keywords', () => {
    expect(relevanceNote(['GI Bill'])).toBe('Flagged because it mentions the monitored keyword “GI Bill”.');
    expect(relevanceNote(['VA', 'GI Bill', 'veterans'])).toBe(
      'Flagged because it mentions the monitored keywords “VA”, “GI Bill” and “veterans”.',
    );
  });
});
