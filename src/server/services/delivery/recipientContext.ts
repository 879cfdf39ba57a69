import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { addressOf, renderNewsletterEmail, type PreparedNewsletter, type RecipientContext } from '../newsletters/email';
import { prepareRecipientLinks, type Recipient } from '../subscriptions/recipientLinks';

export type PersonalLinks = (recipient: Recipient) => RecipientContext;

/**
 * One subscriber's links for a newsletter: unsubscribe and preferences by their token, and, with
 * TRACKING on, the open pixel and click redirects. The links to track are the ones the email
 * holds, found by rendering it once with a wrapper that notes each; they are stored once.
 */
export async function personalLinksFor(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl' | 'tracking' | 'smtp'>,
  newsletter: PreparedNewsletter,
): Promise<PersonalLinks> {
  const links = new Set<string>();
  renderNewsletterEmail(newsletter, {
    ...previewContext(config, newsletter.id),
    wrapLink: (url) => {
      links.add(url);
      return url;
    },
  });
  const build = await prepareRecipientLinks(db, config, newsletter.id, links);
  return (recipient) => build(recipient, new Date());
}

/**
 * Preview Email and "Send a test": the copy a subscriber gets, except that no subscriber is in
 * view, so Unsubscribe and Update Preferences lead to the pages where a reader types their
 * address and is emailed their own link (they can unsubscribe nobody by themselves).
 */
export function previewContext(config: Pick<Config, 'publicUrl' | 'smtp'>, newsletterId: string): RecipientContext {
  return {
    viewInBrowserUrl: `${config.publicUrl}/newsletter/${encodeURIComponent(newsletterId)}`,
    ...archiveContext(config),
  };
}

/** The archive page (`/newsletter/{id}`): it is the browser copy, so no "View in browser". */
export function archiveContext(config: Pick<Config, 'publicUrl' | 'smtp'>): RecipientContext {
  return {
    unsubscribeUrl: `${config.publicUrl}/unsubscribe`,
    unsubscribeMailto: `mailto:${addressOf(config.smtp.from)}?subject=unsubscribe`,
    preferencesUrl: `${config.publicUrl}/preferences`,
  };
}
