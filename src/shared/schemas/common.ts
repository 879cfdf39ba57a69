import { z } from 'zod';
import { cleanText, type TextOptions } from './text';

/**
 * A required text: missing, not a string, or blank after trimming all give the one message.
 * Like every text input it refuses control characters (newline and tab only when multiLine).
 */
export const requiredText = (message: string, options: TextOptions = {}) => cleanText({ error: message }, options).min(1, message);

/** Optional text: trimmed; an empty string means "none" and becomes null (DECISIONS.md). */
export const optionalText = (max = 10_000, options: TextOptions = {}) =>
  cleanText(undefined, options)
    .max(max, `Must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Optional http(s) URL, same empty-means-none rule. */
export const optionalUrl = (label = 'Link') =>
  cleanText()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), `${label} must be a valid http(s) URL.`);

export const idParam = z.object({ id: z.uuid('Not a valid id.') });
export type IdParam = z.infer<typeof idParam>;

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;

export const pageInput = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, `limit must be between 1 and ${PAGE_LIMIT_MAX}.`)
    .max(PAGE_LIMIT_MAX, `limit must be between 1 and ${PAGE_LIMIT_MAX}.`)
    .default(PAGE_LIMIT_DEFAULT),
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more.').default(0),
});
export type PageInput = z.infer<typeof pageInput>;

/** Every list procedure answers one page and the total of the whole filtered set. */
export type Page<T> = { items: T[]; total: number };

/** A date given as an ISO string or a Date; empty means none. */
export const optionalDate = z
  .union([z.date(), cleanText()])
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const d = v instanceof Date ? v : new Date(v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Not a valid date.' });
      return z.NEVER;
    }
    return d;
  });

/** A list input: paging plus filters; the whole input may be left out. */
export const listInput = <T extends z.ZodRawShape>(filters: T) => pageInput.extend(filters).prefault({} as never);
