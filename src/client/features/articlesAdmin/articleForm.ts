import type { Section } from '../../../shared/enums';
import type { Article } from './types';

export type ArticleFormValues = {
  headline: string;
  section: Section | '';
  summary: string;
  content: string;
  sourceLink: string;
  videoUrl: string;
  slug: string;
};
export type ArticleField = keyof ArticleFormValues;

export function initialValues(article?: Article, sourceLink?: string): ArticleFormValues {
  return {
    headline: article?.headline ?? '',
    section: article?.section ?? '',
    summary: article?.summary ?? '',
    content: article?.content ?? '',
    sourceLink: article?.sourceLink ?? sourceLink ?? '',
    videoUrl: article?.videoUrl ?? '',
    slug: article?.slug ?? '',
  };
}

/** A usable http(s) address, so the preview only tries real links. */
export const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value.trim());
