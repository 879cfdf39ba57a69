import { describe, expect, it } from 'vitest';
import { latestView, readableArticles } from '../../src/shared/homeLatest';

describe('latestView (home Latest list: 9 first, 10 more, 19 at most)', () => {
  it('lists everything and offers nothing more when 9 or fewer further stories exist', () => {
    expect(latestView(0, 0)).toEqual({ shown: 0, canLoadMore: false, showArchivesBox: false });
    expect(latestView(9, 0)).toEqual({ shown: 9, canLoadMore: false, showArchivesBox: false });
  });

  it('shows 9 of 11 with a load-more button, then all 11', () => {
    expect(latestView(11, 0)).toEqual({ shown: 9, canLoadMore: true, showArchivesBox: false });
    expect(latestView(11, 1)).toEqual({ shown: 11, canLoadMore: false, showArchivesBox: false });
  });

  it('reaches exactly 19 without an archives box when 19 exist', () => {
    expect(latestView(19, 0)).toEqual({ shown: 9, canLoadMore: true, showArchivesBox: false });
    expect(latestView(19, 1)).toEqual({ shown: 19, canLoadMore: false, showArchivesBox: false });
  });

  it('caps at 19 and sends readers to the archives when more exist', () => {
    expect(latestView(20, 0)).toEqual({ shown: 9, canLoadMore: true, showArchivesBox: false });
    expect(latestView(20, 1)).toEqual({ shown: 19, canLoadMore: false, showArchivesBox: true });
    expect(latestView(50, 5)).toEqual({ shown: 19, canLoadMore: false, showArchivesBox: true });
  });
});

describe('readableArticles', () => {
  it('flattens sections in order and drops articles without a slug', () => {
    const sections = [
      { articles: [{ id: 'a', slug: 'a' }] },
      { articles: [] },
      {
        articles: [
          { id: 'b', slug: '' },
          { id: 'c', slug: 'c' },
          { id: 'd', slug: null },
        ],
      },
    ];
    expect(readableArticles(sections).map((a) => a.id)).toEqual(['a', 'c']);
  });
});
