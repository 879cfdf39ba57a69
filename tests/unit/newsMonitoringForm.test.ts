import { describe, expect, it } from 'vitest';
import { describeNewsCheck, linesToList, listToLines } from '../../src/shared/newsMonitoringForm';

describe('news configuration lists', () => {
  it('reads one entry per line, trimmed, without blank lines', () => {
    expect(linesToList('  veterans \n\nGI Bill\r\n  \nPACT Act')).toEqual(['veterans', 'GI Bill', 'PACT Act']);
    expect(linesToList('')).toEqual([]);
  });

  it('writes a list back one per line', () => {
    expect(listToLines(['a', 'b'])).toBe('a\nb');
    expect(linesToList(listToLines(['x', 'y z']))).toEqual(['x', 'y z']);
  });
});

describe('news check summary', () => {
  const ok = { url: 'https://a.example/feed', ok: true };
  const bad = { url: 'https://b.example/feed', ok: false };

  it('reports what was added and skipped', () => {
    expect(describeNewsCheck({ added: 2, skipped: 1, sources: [ok] })).toBe(
      'Added 2 new items. 1 matching item skipped (already known or over the daily limit).',
    );
    expect(describeNewsCheck({ added: 1, skipped: 0, sources: [ok] })).toBe('Added 1 new item.');
  });

  it('reports failing sources', () => {
    expect(describeNewsCheck({ added: 0, skipped: 0, sources: [ok, bad] })).toBe('No new items found. 1 of 2 sources could not be read.');
    expect(describeNewsCheck({ added: 0, skipped: 0, sources: [bad] })).toBe('No new items found. The source could not be read.');
    expect(describeNewsCheck({ added: 0, skipped: 0, sources: [bad, bad] })).toBe(
      'No new items found. None of the 2 sources could be read.',
    );
  });

  it('says when there is nothing to check', () => {
    expect(describeNewsCheck({ added: 0, skipped: 0, sources: [] })).toBe('No sources are configured.');
  });
});
