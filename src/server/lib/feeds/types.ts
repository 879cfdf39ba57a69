/** The one plain shape every feed format is read into. */

export type FeedItem = {
  title: string;
  /** absolute http(s) link, or null when the item has none usable */
  link: string | null;
  /** plain text of the summary (description), else of the content */
  summary: string;
  /** plain text of the full content when the feed carries one apart from the summary */
  content: string;
  /** the item's date as given (pubDate, published, updated, dc:date) */
  published: string | null;
  guid: string | null;
  /** the item's fields as found in the feed, for the record */
  raw: Record<string, string | null>;
};

export type Feed = {
  format: 'rss' | 'rdf' | 'atom' | 'json';
  title: string | null;
  link: string | null;
  description: string | null;
  items: FeedItem[];
  /** false when the document had XML errors and was read as far as possible */
  wellFormed: boolean;
};

export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

/** Items read from one feed; the newest come first in practice, the rest are old news. */
export const MAX_ITEMS = 500;
const RAW_FIELD_MAX = 10_000;

export function absoluteHttpUrl(value: string | null | undefined, base: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // an absolute link is kept as written (a feed's 'http://item.TEST/' is that item's address)
    return URL.canParse(value.trim()) ? value.trim() : url.toString();
  } catch {
    return null;
  }
}

const clip = (s: string) => (s.length > RAW_FIELD_MAX ? s.slice(0, RAW_FIELD_MAX) : s);

export const rawOf = (title: string, link: string | null, summary: string, published: string | null, guid: string | null) => ({
  title: clip(title),
  link,
  summary: clip(summary),
  published,
  guid,
});
