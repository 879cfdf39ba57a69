import type { EmailArticle, PreparedNewsletter, RecipientContext } from './types';

export { escapeHtml } from '../../../lib/escapeHtml';

/** Only http(s) links leave the email; anything else (javascript:, data:) is dropped. */
export const safeHttpUrl = (url: string | null | undefined) => (url && /^https?:\/\/\S+$/i.test(url) ? url : null);

/** Where an article's links lead, the same in the HTML and the text part. */
export function articleLinks(n: PreparedNewsletter) {
  const articleUrl = (a: EmailArticle) => `${n.publicUrl}/articles/${encodeURIComponent(a.slug)}`;
  return {
    articleUrl,
    source: (a: EmailArticle) => safeHttpUrl(a.sourceLink),
    sourceOrArticle: (a: EmailArticle) => safeHttpUrl(a.sourceLink) ?? articleUrl(a),
    benefitsTool: `${n.publicUrl}/resource-center`,
  };
}

/** Content links go through the recipient's wrapper (click tracking) when there is one. */
export const wrapperOf = (ctx: RecipientContext) => ctx.wrapLink ?? ((url: string) => url);

export const contactMailto = (n: PreparedNewsletter) => `mailto:${n.contactEmail}`;

export const DEFAULT_ACTION = {
  title: 'Not Getting All Your VA Benefits?',
  body: 'Many veterans miss benefits they have earned. Our free Benefit Maximizer tool walks you through what you may qualify for, and it has already helped veterans secure over $47M in benefits.',
  button: 'Check My Benefits Now',
} as const;

export const FOOTER_NOTE = 'You are receiving this because you subscribed to Muster, news and resources for the veteran community.';
