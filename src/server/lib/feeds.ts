import { XMLParser } from 'fast-xml-parser';
import { stripTags } from '../../shared/text';

/** RSS 2.0, RSS 1.0 (RDF) and Atom, read into one plain shape. */

export type FeedItem = {
  title: string;
  /** absolute http(s) link, or null when the item has none usable */
  link: string | null;
  /** plain text of the description / summary / content */
  summary: string;
  /** the item's date as given (pubDate, updated, published, dc:date) */
  published: string | null;
  guid: string | null;
  /** the item's fields as found in the feed, for the record */
  raw: Record<string, string | null>;
};

export type Feed = { format: 'rss' | 'atom' | 'rdf'; title: string | null; items: FeedItem[] };

export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

const RAW_FIELD_MAX = 10_000;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  removeNSPrefix: true, // content:encoded → encoded, dc:date → date, atom:link → link
  parseTagValue: false, // a title such as '2024' stays text
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

type Node = unknown;

/** The text of a node that may be a string, an element with attributes, or a list of either. */
function text(node: Node): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return text(node[0]);
  if (typeof node === 'object') return text((node as Record<string, Node>)['#text']);
  return '';
}

const decodeNumericEntities = (s: string) =>
  s
    .replace(/&#(\d+);/g, (m, d: string) => safeCodePoint(Number(d)) ?? m)
    .replace(/&#x([0-9a-f]+);/gi, (m, h: string) => safeCodePoint(parseInt(h, 16)) ?? m);

function safeCodePoint(n: number): string | undefined {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : undefined;
}

/** Feed text is often HTML (escaped or CDATA): keep the words only. */
export const plainText = (value: string) => decodeNumericEntities(stripTags(value)).replace(/\s+/g, ' ').trim();

function absoluteHttpUrl(value: string, base: string | undefined): string | null {
  if (!value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** RSS: the text <link>; Atom: the alternate (or first) <link href>. */
function itemLink(links: Node, base: string | undefined): string | null {
  const list = Array.isArray(links) ? links : links === undefined ? [] : [links];
  const textual = list.map(text).find((t) => t.trim());
  if (textual) return absoluteHttpUrl(textual, base);
  const withHref = list.filter((l): l is Record<string, string> => typeof l === 'object' && l !== null && '@_href' in l);
  const alternate = withHref.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? withHref[0];
  return alternate ? absoluteHttpUrl(alternate['@_href'], base) : null;
}

const clip = (s: string) => (s.length > RAW_FIELD_MAX ? s.slice(0, RAW_FIELD_MAX) : s);

function readItem(node: Record<string, Node>, base: string | undefined): FeedItem {
  const rawSummary = text(node.description) || text(node.summary) || text(node.encoded) || text(node.content);
  const published = text(node.pubDate) || text(node.published) || text(node.updated) || text(node.date) || null;
  const guid = text(node.guid) || text(node.id) || null;
  const link = itemLink(node.link, base) ?? (guid ? absoluteHttpUrl(guid, base) : null);
  const rawTitle = text(node.title);
  return {
    title: plainText(rawTitle),
    link,
    summary: plainText(rawSummary),
    published,
    guid,
    raw: {
      title: clip(rawTitle),
      link,
      summary: clip(rawSummary),
      published,
      guid,
    },
  };
}

const asList = (node: Node): Record<string, Node>[] =>
  (Array.isArray(node) ? node : node ? [node] : []).filter((n): n is Record<string, Node> => typeof n === 'object' && n !== null);

/** Reads a feed document; `baseUrl` (the feed's own URL) resolves relative links. */
export function parseFeed(xml: string, baseUrl?: string): Feed {
  let doc: Record<string, Node>;
  try {
    doc = parser.parse(xml) as Record<string, Node>;
  } catch (error) {
    throw new FeedParseError(`Not a readable XML feed: ${(error as Error).message}`);
  }
  const rss = doc.rss as Record<string, Node> | undefined;
  if (rss && typeof rss === 'object') {
    const channel = (asList(rss.channel)[0] ?? {}) as Record<string, Node>;
    return { format: 'rss', title: plainText(text(channel.title)) || null, items: asList(channel.item).map((i) => readItem(i, baseUrl)) };
  }
  const atom = doc.feed as Record<string, Node> | undefined;
  if (atom && typeof atom === 'object') {
    return { format: 'atom', title: plainText(text(atom.title)) || null, items: asList(atom.entry).map((i) => readItem(i, baseUrl)) };
  }
  const rdf = doc.RDF as Record<string, Node> | undefined;
  if (rdf && typeof rdf === 'object') {
    const channel = (asList(rdf.channel)[0] ?? {}) as Record<string, Node>;
    return { format: 'rdf', title: plainText(text(channel.title)) || null, items: asList(rdf.item).map((i) => readItem(i, baseUrl)) };
  }
  throw new FeedParseError('Not an RSS or Atom feed.');
}
