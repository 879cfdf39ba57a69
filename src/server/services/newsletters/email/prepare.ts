import { htmlToText, sanitizeHtml } from '../../../lib/sanitize';
import { newsletterTypeLabels } from '../../../../shared/labels';
import { excerpt } from '../../../../shared/text';
import { newsletterSectionOrder } from '../../../../shared/newsletterContent';
import type { Article, ResolvedSection } from '../types';
import type { EmailArticle, NewsletterForEmail, PreparedNewsletter } from './types';

/** Excerpt lengths of the preview layout (admin spec §9); the top story matches the home page's featured excerpt. */
export const PREVIEW_EXCERPT = {
  topStory: 280,
  policyWatch: 200,
  veteranResource: 150,
  partnerSpotlight: 150,
  communityHighlight: 0,
  quickBriefs: 0,
  actionCenter: 200,
} as const;

/** 'Sunday, November 22, 2026'; in UTC so the date is the same wherever the server runs. */
export const longUsDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);

/** The address inside 'Name <address>' (or the whole text when it is a bare address). */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

function emailArticle(a: Article, key: keyof typeof PREVIEW_EXCERPT): EmailArticle {
  const max = PREVIEW_EXCERPT[key];
  const teaser = key === 'topStory' ? a.summary?.trim() || excerpt(a.content, max) : max ? excerpt(a.content, max) : '';
  const contentHtml = key === 'communityHighlight' ? sanitizeHtml(a.content) : '';
  return {
    headline: a.headline,
    slug: a.slug,
    sourceLink: a.sourceLink,
    teaser,
    contentHtml,
    contentText: contentHtml ? htmlToText(contentHtml) : '',
  };
}

export type PrepareInput = {
  newsletter: NewsletterForEmail;
  sections: readonly ResolvedSection[];
  /** absolute base URL of the public site, without a trailing slash */
  publicUrl: string;
  /** MAIL_FROM; its address is the Contact Us mailto */
  mailFrom: string;
};

/** Sections in the layout's order whatever order they were given in, each within its cap. */
export function prepareNewsletter({ newsletter, sections, publicUrl, mailFrom }: PrepareInput): PreparedNewsletter {
  const date = newsletter.sentDate ?? newsletter.scheduledDate ?? newsletter.createdAt;
  return {
    id: newsletter.id,
    title: newsletter.title,
    subtitle: `${newsletterTypeLabels[newsletter.type]} • ${longUsDate(date)}`,
    publicUrl,
    contactEmail: addressOf(mailFrom),
    sections: newsletterSectionOrder.map(({ section, key, cap }) => ({
      section,
      key,
      articles: (sections.find((s) => s.key === key)?.articles ?? []).slice(0, cap).map((a) => emailArticle(a, key)),
    })),
  };
}
