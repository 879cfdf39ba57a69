import { listUnsubscribeHeaders } from './headers';
import { renderNewsletterHtml } from './html';
import { renderNewsletterText } from './text';
import type { PreparedNewsletter, RecipientContext, RenderedEmail } from './types';

/**
 * The one rendering of a newsletter: what a subscriber receives, what Preview Email shows and
 * what the archive page shows. RFC 8058 one-click unsubscribe headers on every copy.
 */
export function renderNewsletterEmail(n: PreparedNewsletter, ctx: RecipientContext): RenderedEmail {
  return {
    subject: n.title,
    html: renderNewsletterHtml(n, ctx),
    text: renderNewsletterText(n, ctx),
    headers: listUnsubscribeHeaders(ctx),
  };
}
