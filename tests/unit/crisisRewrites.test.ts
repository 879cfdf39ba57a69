import { describe, expect, it } from 'vitest';
import { applyRewrites, compileRewrites, leadingContext } from '../../src/server/services/chat/crisis/rewrites';

describe('rewrites that open with a lookbehind', () => {
  it('finds the context a pattern needs anywhere in the text', () => {
    expect(leadingContext(String.raw`(?<=\bhospice\b.*)\bready to go\b`)).toBe(String.raw`\bhospice\b`);
    expect(leadingContext(String.raw`(?:(?<=\b(?:pole|tower)\b.*)|(?=.*\b(?:pole|towers?)\b))\bharness\b`)).toBe(
      String.raw`(?:\b(?:pole|tower)\b)|(?:\b(?:pole|towers?)\b)`,
    );
    expect(leadingContext(String.raw`(?<=\b(?:a\)|[(|])\b.*)x`)).toBe(String.raw`\b(?:a\)|[(|])\b`);
  });

  it('finds none where the pattern could match without it', () => {
    // an alternative at the top level matches without the lookbehind
    expect(leadingContext(String.raw`(?<=\bhospice\b.*)\bready\b|\bat peace\b`)).toBeUndefined();
    // a lookbehind of a few words, not of anything before, is cheap and left alone
    expect(leadingContext(String.raw`(?<=\bwhat do i do )if\b`)).toBeUndefined();
    expect(leadingContext(String.raw`\bready(?<=\bhospice\b.*)`)).toBeUndefined();
  });

  it('rewrites exactly as the patterns would, in order', () => {
    const rewrites: [RegExp, string][] = [
      [/(?<=\bhospice\b.*)\b(?:he|dad) says (?:he is )?ready to go\b/g, 'is at peace'],
      [/\bis at peace\b/g, 'rests'],
      [/(?<=\bnothing\b.*)\bready\b|\bsoon\b/g, 'later'],
    ];
    const compiled = compileRewrites(rewrites);
    for (const text of [
      'dad is in hospice and he says he is ready to go soon',
      'he says he is ready to go, the hospice nurse said',
      'he says he is ready to go soon',
      'nothing is ready yet',
    ]) {
      const plain = rewrites.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
      expect(applyRewrites(text, compiled), text).toBe(plain);
    }
    expect(applyRewrites('dad is in hospice and he says he is ready to go', compiled)).toBe('dad is in hospice and rests');
  });
});
