import { describe, expect, it } from 'vitest';
import { matchKeywords, relevanceNote, urgentTermsIn } from '../../src/server/services/breakingNews/relevance';

describe('news relevance rules', () => {
  it('matches keywords case-insensitively on whole words and phrases only', () => {
    const text = 'VA expands GI  Bill; evaluation of Tricare-backed plans for veterans';
    expect(matchKeywords(text, ['va', 'GI Bill', 'TRICARE', 'veteran', 'veterans', 'eval'])).toEqual([
      'va',
      'GI Bill',
      'TRICARE',
      'veterans',
    ]);
    expect(matchKeywords('Evaluation begins', ['VA'])).toEqual([]);
    expect(matchKeywords('C++ (and) [regex] chars', ['(and)', 'C++'])).toEqual(['(and)', 'C++']);
  });

  it('finds the urgent terms on whole words only', () => {
    expect(urgentTermsIn('BREAKING: budget cuts and a shutdown')).toEqual(['breaking', 'shutdown', 'cuts']);
    expect(urgentTermsIn('cutscene of an alerting scene')).toEqual([]);
  });

  it('writes a factual note naming the matched keywords', () => {
    expect(relevanceNote(['GI Bill'])).toBe('Flagged because it mentions the monitored keyword “GI Bill”.');
    expect(relevanceNote(['VA', 'GI Bill', 'veterans'])).toBe(
      'Flagged because it mentions the monitored keywords “VA”, “GI Bill” and “veterans”.',
    );
  });
});
