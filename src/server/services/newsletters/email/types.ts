import type { Article, Newsletter, ResolvedSection } from '../types';

/** What differs per recipient: their links, and the tracking hooks (absent: no tracking). */
export type RecipientContext = {
  /** absent on the archive page, which is the browser copy itself */
  viewInBrowserUrl?: string;
  unsubscribeUrl: string;
  /** mailto: address for List-Unsubscribe */
  unsubscribeMailto: string;
  preferencesUrl: string;
  openPixelUrl?: string;
  /** rewrites each content link (click tracking); the footer links are never wrapped */
  wrapLink?: (url: string) => string;
};

/** An article reduced to what the email shows, with its excerpt and sanitized HTML computed once. */
export type EmailArticle = Pick<Article, 'headline' | 'slug' | 'sourceLink'> & {
  /** the section's excerpt of the content (or the summary for the top story) */
  teaser: string;
  /** sanitized full content; only the community highlight shows it */
  contentHtml: string;
  /** the same as plain text, for the text part */
  contentText: string;
};

export type EmailSection = Pick<ResolvedSection, 'section' | 'key'> & { articles: EmailArticle[] };

/**
 * A newsletter ready to be rendered for any number of recipients: everything costly (sanitizing,
 * excerpts) is done once here, so rendering per recipient is string work only.
 */
export type PreparedNewsletter = {
  id: string;
  title: string;
  /** 'Daily Brief • Sunday, November 22, 2026' */
  subtitle: string;
  sections: EmailSection[];
  publicUrl: string;
  /** Contact Us address (MAIL_FROM's) */
  contactEmail: string;
};

export type RenderedEmail = { subject: string; html: string; text: string; headers: Record<string, string> };

export type NewsletterForEmail = Pick<Newsletter, 'id' | 'title' | 'type' | 'sentDate' | 'scheduledDate' | 'createdAt'>;
