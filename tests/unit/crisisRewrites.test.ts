import { describe, expect, it } from 'vitest';
import { applyRewrites } from '../../src/server/services/chat/crisis/rewrites';

describe('rewrites, each skipped where its required text is absent', () => {
  it('rewrites exactly as the patterns would, in order', () => {
    const rewrites: [RegExp, string][] = [
      [/(?<=\bhospice\b.*)\b(?:he|dad) says (?:he is )?ready to go\b/g, 'is at peace'],
      [/\bis at peace\b/g, 'rests'],
      [/(?<=\bnothing\b.*)\bready\b|\bsoon\b/g, 'later'],
    ];
    for (const text of [
      'dad is in hospice and he says he is ready to go soon',
      'he says he is ready to go, the hospice nurse said',
      'he says he is ready to go soon',
      'nothing is ready yet',
    ]) {
      const plain = rewrites.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
      expect(applyRewrites(text, rewrites), text).toBe(plain);
    }
    expect(applyRewrites('dad is in hospice and he says he is ready to go', rewrites)).toBe('dad is in hospice and rests');
  });
});
