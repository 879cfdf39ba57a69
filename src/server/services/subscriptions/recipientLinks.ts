import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { RecipientContext } from '../newsletters/email/types';
import { prepareNewsletterLinks } from '../tracking/links';

export type Recipient = { id: string; token: string };

/** The domain of MAIL_FROM ('Muster <news@example.org>' → 'example.org'). */
export function mailDomain(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return match ? match[1].toLowerCase() : 'localhost';
}

/** The address whose mail unsubscribes the reader; see README, "Unsubscribe by email". */
export const unsubscribeAddress = (token: string, from: string) => `unsubscribe+${token}@${mailDomain(from)}`;

/**
 * Prepares once per newsletter (stores its links and reads their ids) and answers a function
 * that builds one recipient's context without touching the database. `links` are the URLs the
 * email will hold; a URL not among them is left as it is. With TRACKING=off there is no pixel
 * and no redirect. `issuedAt` (seconds) travels in the tracking URLs: an open or a click within
 * seconds of it is a machine's (see services/tracking/machine.ts).
 */
export async function prepareRecipientLinks(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl' | 'tracking' | 'smtp'>,
  newsletterId: string,
  links: Iterable<string> = [],
): Promise<(recipient: Recipient, issuedAt?: Date) => RecipientContext> {
  const base = config.publicUrl;
  const linkIds = config.tracking ? await prepareNewsletterLinks(db, newsletterId, links) : new Map<string, string>();
  return ({ id, token }, issuedAt = new Date()) => {
    const personal: RecipientContext = {
      viewInBrowserUrl: `${base}/newsletter/${newsletterId}`,
      unsubscribeUrl: `${base}/unsubscribe/${token}`,
      unsubscribeMailto: `mailto:${unsubscribeAddress(token, config.smtp.from)}?subject=unsubscribe`,
      preferencesUrl: `${base}/preferences/${token}`,
    };
    if (!config.tracking) return personal;
    const stamp = Math.floor(issuedAt.getTime() / 1000);
    return {
      ...personal,
      openPixelUrl: `${base}/o/${newsletterId}/${id}/${stamp}.gif`,
      wrapLink: (url) => {
        const linkId = linkIds.get(url);
        return linkId ? `${base}/r/${linkId}/${id}/${stamp}` : url;
      },
    };
  };
}
