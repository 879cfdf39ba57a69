import { readJsonFeed } from './readJsonFeed';
import { readXmlFeed } from './readXmlFeed';
import { FeedParseError, type Feed } from './types';

export { decodeFeed } from './decode';
export { FeedParseError, type Feed, type FeedItem } from './types';

/** RSS 2.0, RSS 1.0 (RDF), Atom 1.0 / 0.3 and JSON Feed, read into one plain shape; `baseUrl` (the feed's own URL) resolves relative links. */
export function parseFeed(text: string, baseUrl?: string): Feed {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (!body) throw new FeedParseError('Not a readable feed: the document is empty.');
  return body.startsWith('{') ? readJsonFeed(body, baseUrl) : readXmlFeed(body, baseUrl);
}
