import { describe, expect, it } from 'vitest';
import { isUniqueViolation, pickFreeSlug } from '../../src/server/services/articles/slug';

describe('pickFreeSlug', () => {
  it('keeps the base when it is free', () => {
    expect(pickFreeSlug('va-news', [])).toBe('va-news');
    expect(pickFreeSlug('va-news', ['va-news-2'])).toBe('va-news');
  });

  it('appends the smallest free number from 2', () => {
    expect(pickFreeSlug('va-news', ['va-news'])).toBe('va-news-2');
    expect(pickFreeSlug('va-news', ['va-news', 'va-news-2', 'va-news-3'])).toBe('va-news-4');
    expect(pickFreeSlug('va-news', ['va-news', 'va-news-3'])).toBe('va-news-2');
  });

  it('is not fooled by a year at the end of another headline', () => {
    expect(pickFreeSlug('budget', ['budget', 'budget-2026'])).toBe('budget-2');
  });
});

describe('isUniqueViolation', () => {
  const pglite = { code: '23505', constraint: 'articles_slug_unique' };
  const postgresJs = { code: '23505', constraint_name: 'articles_slug_unique' };

  it('recognises both drivers, also wrapped by drizzle', () => {
    expect(isUniqueViolation(pglite, 'articles_slug_unique')).toBe(true);
    expect(isUniqueViolation(postgresJs, 'articles_slug_unique')).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: postgresJs }), 'articles_slug_unique')).toBe(true);
  });

  it('ignores other errors and other constraints', () => {
    expect(isUniqueViolation({ code: '23505', constraint: 'users_username_unique' }, 'articles_slug_unique')).toBe(false);
    expect(isUniqueViolation({ code: '23503', constraint: 'articles_slug_unique' }, 'articles_slug_unique')).toBe(false);
    expect(isUniqueViolation(new Error('boom'), 'articles_slug_unique')).toBe(false);
    expect(isUniqueViolation(undefined, 'articles_slug_unique')).toBe(false);
  });
});
