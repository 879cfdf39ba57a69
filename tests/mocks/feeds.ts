import { http, HttpResponse } from 'msw';

/** Outside news feeds served by msw at http://feeds.test (no network in tests). */
export const FEEDS = {
  rss: 'http://feeds.test/veterans.rss',
  atom: 'http://feeds.test/military.atom',
  broken: 'http://feeds.test/broken.rss',
  notAFeed: 'http://feeds.test/page.html',
  unreachable: 'http://feeds.test/unreachable.rss',
} as const;

/** Keywords the fixtures are written against. */
export const FEED_KEYWORDS = ['VA', 'GI Bill', 'veterans', 'TRICARE'];

export const rssFeed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Veterans Daily</title>
    <link>http://feeds.test/</link>
    <atom:link href="${FEEDS.rss}" rel="self" type="application/rss+xml"/>
    <item>
      <title>BREAKING: VA sets GI Bill payment deadline</title>
      <link>https://news.test/va-gi-bill-deadline</link>
      <description><![CDATA[<p>Student <b>veterans</b> must certify enrollment by Friday.</p>]]></description>
      <pubDate>Mon, 05 Jan 2026 10:00:00 GMT</pubDate>
      <guid>https://news.test/va-gi-bill-deadline</guid>
    </item>
    <item>
      <title>TRICARE pharmacy changes coming in spring</title>
      <link>https://news.test/tricare-pharmacy</link>
      <description>Beneficiaries should review their formulary.</description>
      <pubDate>Sun, 04 Jan 2026 09:00:00 GMT</pubDate>
    </item>
    <item>
      <title>Evaluation of local parks continues</title>
      <link>https://news.test/parks</link>
      <description>The city council met on Tuesday.</description>
      <pubDate>Sat, 03 Jan 2026 09:00:00 GMT</pubDate>
    </item>
  </channel>
</rss>`;

export const atomFeed = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Military Times Wire</title>
  <link href="${FEEDS.atom}" rel="self"/>
  <id>urn:feeds-test:military</id>
  <updated>2026-01-05T12:00:00Z</updated>
  <entry>
    <title>Government shutdown threatens services for veterans</title>
    <link rel="alternate" href="https://wire.test/shutdown"/>
    <id>urn:wire:shutdown</id>
    <updated>2026-01-05T12:00:00Z</updated>
    <summary type="html">&lt;p&gt;Emergency plans are being drafted.&lt;/p&gt;</summary>
  </entry>
  <entry>
    <title>Pentagon budget hearing scheduled</title>
    <link rel="alternate" href="https://wire.test/budget"/>
    <id>urn:wire:budget</id>
    <updated>2026-01-04T12:00:00Z</updated>
    <summary>Lawmakers will question officials.</summary>
  </entry>
</feed>`;

export const feedHandlers = [
  http.get(FEEDS.rss, () => new HttpResponse(rssFeed, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })),
  http.get(FEEDS.atom, () => new HttpResponse(atomFeed, { headers: { 'content-type': 'application/atom+xml' } })),
  http.get(FEEDS.broken, () => new HttpResponse('upstream down', { status: 503 })),
  http.get(FEEDS.notAFeed, () => HttpResponse.html('<html><body>Not a feed</body></html>')),
  http.get(FEEDS.unreachable, () => HttpResponse.error()),
];
