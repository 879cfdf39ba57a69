import { htmlToText, collapseSpace } from './htmlText';
import { absoluteHttpUrl, type Feed, FeedParseError, type FeedItem, MAX_ITEMS, rawOf } from './types';

/** JSON Feed 1.0 / 1.1 (https://jsonfeed.org/version/1.1). */

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function jsonItem(item: Record<string, unknown>, base: string | undefined): FeedItem {
  const link = absoluteHttpUrl(str(item.url) || str(item.external_url), base);
  const content = str(item.content_html) ? htmlToText(str(item.content_html)) : collapseSpace(str(item.content_text));
  const guid = str(item.id) || (typeof item.id === 'number' ? String(item.id) : '') || null;
  const summary = collapseSpace(str(item.summary)) || content;
  const published = str(item.date_published) || str(item.date_modified) || null;
  return {
    title: collapseSpace(str(item.title)),
    link,
    summary,
    content,
    published,
    guid,
    raw: rawOf(str(item.title), link, str(item.summary) || str(item.content_html) || str(item.content_text), published, guid),
  };
}

export function readJsonFeed(json: string, baseUrl?: string): Feed {
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(json) as Record<string, unknown>;
  } catch (error) {
    throw new FeedParseError(`Not a readable JSON feed: ${(error as Error).message}`);
  }
  if (!doc || typeof doc !== 'object' || !str(doc.version).startsWith('https://jsonfeed.org/version/') || !Array.isArray(doc.items)) {
    throw new FeedParseError('Not an RSS, Atom or JSON feed.');
  }
  const items = (doc.items as unknown[]).filter((i): i is Record<string, unknown> => !!i && typeof i === 'object');
  return {
    format: 'json',
    title: collapseSpace(str(doc.title)) || null,
    link: absoluteHttpUrl(str(doc.home_page_url), baseUrl),
    description: collapseSpace(str(doc.description)) || null,
    items: items.slice(0, MAX_ITEMS).map((i) => jsonItem(i, baseUrl)),
    wellFormed: true,
  };
}
