import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { invalidateAfter, staleAfter, type Change } from '../../src/client/lib/invalidation';

/** A query cached under tRPC's key for `path` (with some input). */
const keyOf = (path: string, input: unknown = { limit: 10 }) => [path.split('.'), { input, type: 'query' }];

describe('what each change makes stale', () => {
  it('refreshes the screens a reader would otherwise see stale', () => {
    // a new subscriber changes the dashboard's total, not only the Subscribers screen
    expect(staleAfter.subscribers).toEqual(expect.arrayContaining(['subscribers.list', 'subscribers.stats', 'analytics.summary']));
    // a spotlight change reaches the home carousel
    expect(staleAfter.spotlights).toContain('spotlights.published');
    // an article change reaches the editor's lists, the public pages and the newsletters that show it
    expect(staleAfter.articles).toEqual(expect.arrayContaining(['articles.list', 'articles.bySlug', 'newsletters.get']));
    // a newsletter sent or filled changes the figures and the archive
    expect(staleAfter.newsletters).toEqual(expect.arrayContaining(['newsletters.list', 'newsletters.get', 'analytics.summary']));
    // a published breaking-news item becomes an article
    expect(staleAfter.breakingNews).toContain('articles.list');
  });

  it('marks exactly the mapped queries stale, for every input, and leaves the others alone', async () => {
    const client = new QueryClient();
    const cached = ['subscribers.list', 'subscribers.stats', 'analytics.summary', 'spotlights.published', 'partners.list'];
    for (const path of cached) {
      client.setQueryData(keyOf(path), { items: [] });
      client.setQueryData(keyOf(path, { limit: 3, offset: 0 }), { items: [] });
    }
    await invalidateAfter(client, 'subscribers');
    const stale = (path: string) =>
      client
        .getQueryCache()
        .findAll({ queryKey: [path.split('.')] })
        .map((q) => q.state.isInvalidated);
    expect(stale('subscribers.list')).toEqual([true, true]);
    expect(stale('analytics.summary')).toEqual([true, true]);
    expect(stale('spotlights.published')).toEqual([false, false]);
    expect(stale('partners.list')).toEqual([false, false]);

    await invalidateAfter(client, 'spotlights', 'partners');
    expect(stale('spotlights.published')).toEqual([true, true]);
    expect(stale('partners.list')).toEqual([true, true]);
  });

  it('names each procedure once per change', () => {
    for (const [change, paths] of Object.entries(staleAfter) as [Change, readonly string[]][]) {
      expect(new Set(paths).size, change).toBe(paths.length);
    }
  });
});

describe('one place decides', () => {
  it('no client code invalidates queries by hand: every mutation goes through src/client/lib/invalidation.ts', () => {
    const files = readdirSync('src/client', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith(join('lib', 'invalidation')))
      .filter((f) => /\.invalidate\(|invalidateQueries\(/.test(readFileSync(join('src/client', f), 'utf8')));
    expect(files).toEqual([]);
  });
});
