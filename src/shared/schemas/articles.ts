import { z } from 'zod';
import { sections } from '../enums';
import { idParam, listInput, optionalUrl, requiredText } from './common';

export const HEADLINE_REQUIRED = 'Please enter a headline.';
export const SECTION_REQUIRED = 'Please select a newsletter section.';
export const CONTENT_REQUIRED = 'Please enter the article content.';

export const HEADLINE_MAX = 300;
export const CONTENT_MAX = 200_000;
export const NOTES_MAX = 5000;

export const AI_NOT_CONFIGURED =
  'No AI model is configured. Set OPENAI_API_KEY (and OPENAI_BASE_URL, OPENAI_MODEL for another provider) to generate articles.';
export const AI_UNUSABLE_ANSWER = 'The AI model did not return a usable article. Please try again.';

const headline = requiredText(HEADLINE_REQUIRED).max(HEADLINE_MAX, `Headline must be at most ${HEADLINE_MAX} characters.`);
const section = z.enum(sections, { error: SECTION_REQUIRED });
const content = requiredText(CONTENT_REQUIRED).max(CONTENT_MAX, `Content must be at most ${CONTENT_MAX} characters.`);

/** An editor-chosen slug; blank means "derive it from the headline". Normalised by the service. */
const requestedSlug = z
  .string({ error: 'Slug must be text.' })
  .trim()
  .max(200, 'Slug must be at most 200 characters.')
  .nullish()
  .transform((v) => (v ? v : null));

const articleFields = {
  headline,
  content,
  section,
  sourceLink: optionalUrl('Source link'),
  videoUrl: optionalUrl('Video URL'),
  slug: requestedSlug,
};

// prefault: a request with no body at all gets the first field's message, not a generic one
export const articleCreateInput = z
  .object({
    ...articleFields,
    generatedByAI: z.boolean({ error: 'generatedByAI must be true or false.' }).default(false),
  })
  .prefault({} as never);
export type ArticleCreateInput = z.infer<typeof articleCreateInput>;

/**
 * What the editor saves. Optional links left out are cleared (the editor omits empty fields);
 * the slug and generatedByAI stay as stored unless sent.
 */
export const articleUpdateInput = idParam.extend({
  ...articleFields,
  generatedByAI: z.boolean({ error: 'generatedByAI must be true or false.' }).optional(),
});
export type ArticleUpdateInput = z.infer<typeof articleUpdateInput>;

export const articleGenerateInput = z
  .object({
    headline,
    section,
    sourceLink: optionalUrl('Source link'),
    videoUrl: optionalUrl('Video URL'),
    notes: z
      .string({ error: 'Notes must be text.' })
      .trim()
      .max(NOTES_MAX, `Notes must be at most ${NOTES_MAX.toLocaleString('en-US')} characters.`)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .prefault({} as never);
export type ArticleGenerateInput = z.infer<typeof articleGenerateInput>;

export const articleListInput = listInput({
  section: z.enum(sections, { error: `Section must be one of: ${sections.join(', ')}.` }).optional(),
  q: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters.')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ArticleListInput = z.infer<typeof articleListInput>;

export const articleSlugInput = z.object({
  slug: z
    .string({ error: 'Please give a slug.' })
    .trim()
    .min(1, 'Please give a slug.')
    .max(200, 'Slug must be at most 200 characters.'),
});
export type ArticleSlugInput = z.infer<typeof articleSlugInput>;

export type AiStatus = { configured: boolean; model: string | null };
