import { describe, expect, it } from 'vitest';
import { KeptPages } from '../../src/server/services/articles/keptPages';

describe('kept pages of articles', () => {
  it('answers a page only at the version it was read at', () => {
    const kept = new KeptPages<string>(4, 1000);
    kept.keep('20:0', '7', 'page at 7', 10);
    expect(kept.get('20:0', '7')).toBe('page at 7');
    expect(kept.get('20:0', '8')).toBeUndefined();
    expect(kept.get('20:20', '7')).toBeUndefined();
    kept.keep('20:0', '8', 'page at 8', 10);
    expect(kept.get('20:0', '8')).toBe('page at 8');
    expect(kept.get('20:0', '7')).toBeUndefined();
    expect(kept.count).toBe(1);
  });

  it('keeps at most so many pages, the oldest going first', () => {
    const kept = new KeptPages<number>(2, 1000);
    kept.keep('a', '1', 1, 10);
    kept.keep('b', '1', 2, 10);
    kept.keep('c', '1', 3, 10);
    expect(kept.get('a', '1')).toBeUndefined();
    expect([kept.get('b', '1'), kept.get('c', '1')]).toEqual([2, 3]);
  });

  it('keeps no more text than its budget, and no page bigger than the whole of it', () => {
    const kept = new KeptPages<number>(16, 100);
    kept.keep('a', '1', 1, 40);
    kept.keep('b', '1', 2, 40);
    kept.keep('c', '1', 3, 40); // 120 > 100: the oldest goes
    expect(kept.get('a', '1')).toBeUndefined();
    expect(kept.count).toBe(2);
    kept.keep('huge', '1', 4, 101);
    expect(kept.get('huge', '1')).toBeUndefined();
    expect([kept.get('b', '1'), kept.get('c', '1')]).toEqual([2, 3]);
    // a page read again in place of its older copy counts once
    kept.keep('c', '2', 5, 60);
    expect([kept.get('b', '1'), kept.get('c', '2')]).toEqual([2, 5]);
    kept.keep('d', '2', 6, 1);
    expect(kept.get('b', '1')).toBeUndefined();
  });
});
