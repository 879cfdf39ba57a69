import { describe, expect, it } from 'vitest';
import { FeedParseError, parseFeed } from '../../src/server/lib/feeds';
import { atomFeed, FEEDS, rssFeed } from '../mocks/feeds';

describe('parseFeed', () => {
  it('reads an RSS 2.0 channel: title, items, HTML description as text, dates as given', () => {
    const feed = parseFeed(rssFeed, FEEDS.rss);
    expect(feed.format).toBe('rss');
    expect(feed.title).toBe('Veterans Daily');
    expect(feed.items).toHaveLength(3);
    expect(feed.items[0]).toMatchObject({
      title: 'BREAKING: VA sets GI Bill payment deadline',
      link: 'https://news.test/va-gi-bill-deadline',
      summary: 'Student veterans must certify enrollment by Friday.',
      published: 'Mon, 05 Jan 2026 10:00:00 GMT',
      guid: 'https://news.test/va-gi-bill-deadline',
    });
    expect(feed.items[0].raw.summary).toContain('<b>veterans</b>');
  });

  it('reads an Atom feed: alternate link href, html summary as text, updated date', () => {
    const feed = parseFeed(atomFeed, FEEDS.atom);
    expect(feed.format).toBe('atom');
    expect(feed.title).toBe('Military Times Wire');
    expect(feed.items.map((i) => i.link)).toEqual(['https://wire.test/shutdown', 'https://wire.test/budget']);
    expect(feed.items[0]).toMatchObject({
      summary: 'Emergency plans are being drafted.',
      published: '2026-01-05T12:00:00Z',
      guid: 'urn:wire:shutdown',
    });
  });

  it('reads RSS 1.0 (RDF) with dc:date', () => {
    const rdf = `<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel rdf:about="http://x.test/"><title>RDF News</title></channel>
        <item rdf:about="http://x.test/1"><title>One</title><link>http://x.test/1</link><description>First</description><dc:date>2026-01-01T00:00:00Z</dc:date></item>
      </rdf:RDF>`;
    const feed = parseFeed(rdf);
    expect(feed).toMatchObject({ format: 'rdf', title: 'RDF News' });
    expect(feed.items[0]).toMatchObject({ title: 'One', link: 'http://x.test/1', summary: 'First', published: '2026-01-01T00:00:00Z' });
  });

  it('resolves relative links against the feed, refuses non-http links, keeps numeric titles as text', () => {
    const xml = `<rss><channel><title>T</title>
      <item><title>2026</title><link>/story/1</link></item>
      <item><title>Bad link</title><link>javascript:alert(1)</link></item>
      <item><title>Guid only</title><guid>https://x.test/g</guid></item>
      <item><title>Entities &amp; more &#8217;s</title><link>https://x.test/e</link><description>&lt;p&gt;Hi &amp;amp; bye&lt;/p&gt;</description></item>
    </channel></rss>`;
    const items = parseFeed(xml, 'http://feeds.test/a/feed.xml').items;
    expect(items[0]).toMatchObject({ title: '2026', link: 'http://feeds.test/story/1' });
    expect(items[1].link).toBeNull();
    expect(items[2].link).toBe('https://x.test/g');
    expect(items[3].title).toBe('Entities & more ’s');
    expect(items[3].summary).toBe('Hi & bye');
  });

  it('reads a channel with a single item and an empty channel', () => {
    expect(parseFeed('<rss><channel><title>A</title><item><title>Only</title></item></channel></rss>').items).toHaveLength(1);
    expect(parseFeed('<rss><channel><title>A</title></channel></rss>').items).toEqual([]);
  });

  it('refuses documents that are not feeds', () => {
    expect(() => parseFeed('<html><body>hello</body></html>')).toThrow(FeedParseError);
    expect(() => parseFeed('<html><body>hello</body></html>')).toThrow('Not an RSS, Atom or JSON feed.');
    expect(() => parseFeed('')).toThrow(FeedParseError);
    expect(() => parseFeed('plain text <<<')).toThrow(FeedParseError);
  });
});
