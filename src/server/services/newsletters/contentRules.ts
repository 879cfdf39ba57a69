import { AppError } from '../../errors';
import { sectionLabels } from '../../../shared/labels';
import type { Section } from '../../../shared/enums';
import {
  contentArticleIds,
  emptyNewsletterContent,
  newsletterSectionOrder,
  type NewsletterContent,
} from '../../../shared/newsletterContent';

export type SectionSlot = (typeof newsletterSectionOrder)[number];
type PlaceableArticle = { id: string; section: string; headline: string };

export const ARTICLE_ALREADY_IN_NEWSLETTER = 'This article is already in the newsletter.';
export const ARTICLE_NOT_IN_NEWSLETTER = 'This article is not in the newsletter.';

/** The slot an article of this section goes into, or undefined for an unknown section. */
export const slotOfSection = (section: string): SectionSlot | undefined => newsletterSectionOrder.find((slot) => slot.section === section);

/** Stored content with every section present, whatever an older row left out. */
export function normalizeContent(content: Partial<NewsletterContent> | null | undefined): NewsletterContent {
  return { ...emptyNewsletterContent(), ...(content ?? {}) };
}

/** The ids of one section as a list, whether the section holds one id or several. */
export function idsInSlot(content: NewsletterContent, key: SectionSlot['key']): string[] {
  const value = content[key];
  if (Array.isArray(value)) return value;
  return value ? [value] : [];
}

function withSlot(content: NewsletterContent, key: SectionSlot['key'], ids: string[]): NewsletterContent {
  const isList = Array.isArray(emptyNewsletterContent()[key]);
  return { ...content, [key]: isList ? ids : (ids[0] ?? null) };
}

export function sectionFullMessage({ section, cap }: SectionSlot): string {
  const label = sectionLabels[section];
  return cap === 1
    ? `The ${label} section already holds its 1 article. Remove it first.`
    : `The ${label} section already holds its ${cap} articles. Remove one first.`;
}

const sectionLabel = (section: string) => sectionLabels[section as Section] ?? section;

/** Puts the article into the section matching its own section, within that section's cap. */
export function withArticle(content: NewsletterContent, article: PlaceableArticle): NewsletterContent {
  if (contentArticleIds(content).includes(article.id)) throw new AppError('CONFLICT', ARTICLE_ALREADY_IN_NEWSLETTER);
  const slot = slotOfSection(article.section);
  if (!slot) {
    throw new AppError('BAD_REQUEST', `"${article.headline}" has no newsletter section (${article.section}).`);
  }
  const ids = idsInSlot(content, slot.key);
  if (ids.length >= slot.cap) throw new AppError('CONFLICT', sectionFullMessage(slot));
  return withSlot(content, slot.key, [...ids, article.id]);
}

/** The content with the article taken out wherever it is; unchanged when it is not there. */
export function contentWithout(content: NewsletterContent, articleId: string): NewsletterContent {
  return contentArticleIds(content).includes(articleId) ? withoutArticle(content, articleId) : content;
}

export function withoutArticle(content: NewsletterContent, articleId: string): NewsletterContent {
  for (const { key } of newsletterSectionOrder) {
    const ids = idsInSlot(content, key);
    if (ids.includes(articleId))
      return withSlot(
        content,
        key,
        ids.filter((id) => id !== articleId),
      );
  }
  throw new AppError('NOT_FOUND', ARTICLE_NOT_IN_NEWSLETTER);
}

/**
 * Content a client sends must reference existing articles, each in the section matching its own.
 * (Caps and duplicates are already refused by the input schema.)
 */
export function assertPlacement(content: NewsletterContent, found: readonly PlaceableArticle[]): void {
  const byId = new Map(found.map((a) => [a.id, a]));
  for (const slot of newsletterSectionOrder) {
    for (const id of idsInSlot(content, slot.key)) {
      const article = byId.get(id);
      if (!article) throw new AppError('BAD_REQUEST', `No article with id ${id} exists.`);
      if (article.section !== slot.section) {
        throw new AppError(
          'BAD_REQUEST',
          `"${article.headline}" is a ${sectionLabel(article.section)} article and cannot be placed in ${sectionLabels[slot.section]}.`,
        );
      }
    }
  }
}
