import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasControlCharacters, jsonHasControlCharacters } from '../../src/shared/schemas/text';
import { optionalText, requiredText } from '../../src/shared/schemas/common';

describe('control characters in text input', () => {
  it('refuses C0, DEL, C1 and unpaired surrogates; keeps every printable character', () => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f', '\ud800', '\udfff']) {
      expect(hasControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
      expect(hasControlCharacters(`a${c}b`, { multiLine: true }), JSON.stringify(c)).toBe(true);
    }
    for (const text of ['Sgt. José Núñez', '退伍军人', 'Semper Fi 🇺🇸🎖️', 'a\u00a0b', 'right\u200fto\u202eleft', '\u2028']) {
      expect(hasControlCharacters(text), text).toBe(false);
    }
  });

  it('allows tab, line feed and carriage return in multi-line text only', () => {
    for (const c of ['\t', '\n', '\r']) {
      expect(hasControlCharacters(`a${c}b`)).toBe(true);
      expect(hasControlCharacters(`a${c}b`, { multiLine: true })).toBe(false);
    }
  });

  it('looks into every key and string of a JSON value', () => {
    expect(jsonHasControlCharacters({ a: ['fine', { b: 'x\u0000' }] })).toBe(true);
    expect(jsonHasControlCharacters({ 'k\u0007': 1 })).toBe(true);
    expect(jsonHasControlCharacters({ a: [1, true, null, 'line\none'] }, { multiLine: true })).toBe(false);
  });

  it('names the field in one message, whatever the schema', () => {
    const form = z.object({
      heroTitle: requiredText('Hero title is required.'),
      veteranInfo: z.object({ zipCode: optionalText(20) }),
      notes: optionalText(100, { multiLine: true }),
    });
    const result = form.safeParse({ heroTitle: 'Mus\u0000ter', veteranInfo: { zipCode: '787\u001b01' }, notes: 'one\ntwo\u0007' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['heroTitle', 'Hero title must not contain control characters.'],
      ['veteranInfo.zipCode', 'Zip code must not contain control characters.'],
      ['notes', 'Notes must not contain control characters.'],
    ]);
  });

  it('trims surrounding whitespace before judging, so a trailing newline in a one-line field is fine', () => {
    expect(requiredText('Required.').parse('  Jane Doe\n')).toBe('Jane Doe');
    expect(optionalText(100, { multiLine: true }).parse('\tline one\nline two\n')).toBe('line one\nline two');
  });
});
