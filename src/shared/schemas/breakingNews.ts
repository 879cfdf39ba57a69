import { z } from 'zod';
import { breakingNewsStatuses } from '../enums';
import { listInput } from './common';
import { withoutControlCharacters } from './text';

export const breakingNewsListInput = listInput({
  status: z
    .enum(['all', ...breakingNewsStatuses], { error: 'Status must be all, pending, processing, published or rejected.' })
    .default('all'),
});
export type BreakingNewsListInput = z.infer<typeof breakingNewsListInput>;

export const breakingNewsUpdateInput = z.object({
  id: z.uuid('Not a valid id.'),
  status: z.enum(breakingNewsStatuses, { error: 'Status must be pending, processing, published or rejected.' }),
});
export type BreakingNewsUpdateInput = z.infer<typeof breakingNewsUpdateInput>;

export const NEWS_CONFIG_LIMITS = {
  checkIntervalMinutes: { min: 5, max: 1440 },
  urgencyThreshold: { min: 1, max: 10 },
  maxArticlesPerDay: { min: 1, max: 50 },
  keywords: { max: 50, length: 100 },
  sources: { max: 50 },
} as const;

/** A number, or digits in a string (the form's text, a REST caller's "30"); never [30] or true. */
const boundedInt = (limits: { min: number; max: number }, message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*\d+\s*$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(limits.min, message).max(limits.max, message));

const KEYWORDS_REQUIRED = 'Add at least one keyword.';
const SOURCE_INVALID = 'Each source must be an http(s) feed URL.';

const isFeedUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** Trimmed, blanks dropped, duplicates (ignoring case) dropped, first spelling kept. */
const keywordList = z
  .array(z.string({ error: KEYWORDS_REQUIRED }), { error: KEYWORDS_REQUIRED })
  .transform((list) => {
    const seen = new Set<string>();
    return list
      .map((k) => k.trim().replace(/\s+/g, ' '))
      .filter((k) => {
        const key = k.toLowerCase();
        if (!k || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  })
  .pipe(
    z
      .array(
        withoutControlCharacters(
          z
            .string()
            .max(NEWS_CONFIG_LIMITS.keywords.length, `Each keyword must be at most ${NEWS_CONFIG_LIMITS.keywords.length} characters.`),
        ),
      )
      .min(1, KEYWORDS_REQUIRED)
      .max(NEWS_CONFIG_LIMITS.keywords.max, `Use at most ${NEWS_CONFIG_LIMITS.keywords.max} keywords.`),
  );

const sourceList = z
  .array(z.string({ error: SOURCE_INVALID }), { error: SOURCE_INVALID })
  .transform((list) => [...new Set(list.map((s) => s.trim()).filter(Boolean))])
  .pipe(
    z
      .array(withoutControlCharacters(z.string()).refine(isFeedUrl, SOURCE_INVALID))
      .max(NEWS_CONFIG_LIMITS.sources.max, `Use at most ${NEWS_CONFIG_LIMITS.sources.max} sources.`),
  );

/** The full configuration the screen sends back; extra fields (id, lastCheckedAt…) are dropped. */
export const newsConfigInput = z.object({
  isEnabled: z.boolean({ error: 'isEnabled must be true or false.' }),
  checkIntervalMinutes: boundedInt(NEWS_CONFIG_LIMITS.checkIntervalMinutes, 'Check interval must be between 5 and 1440 minutes.'),
  urgencyThreshold: boundedInt(NEWS_CONFIG_LIMITS.urgencyThreshold, 'Auto-publish threshold must be between 1 and 10.'),
  maxArticlesPerDay: boundedInt(NEWS_CONFIG_LIMITS.maxArticlesPerDay, 'Max articles per day must be between 1 and 50.'),
  keywords: keywordList,
  sources: sourceList,
});
export type NewsConfigInput = z.infer<typeof newsConfigInput>;
