import type { Section } from '../../../../../shared/enums';

/** A demo article before it gets an id, a slug and a timestamp. */
export type ArticleSeed = {
  /** how newsletters refer to it */
  key: string;
  headline: string;
  section: Section;
  /** plain-text paragraphs; see toHtml */
  paragraphs: string[];
  /** hours before the moment of seeding */
  hoursAgo: number;
  sourceLink?: string;
  videoUrl?: string;
  /** set for the articles shown as AI generated */
  aiSummary?: string;
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Simple HTML that the sanitizer keeps exactly as it is. */
export function toHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
}
