import { escapeXml } from './xml';

export type RssChannel = { title: string; link: string; description: string; selfUrl: string };
export type RssItem = { title: string; link: string; description: string; published: Date };

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** RSS 2.0; the link doubles as a permanent guid, pubDate is RFC 822 (`toUTCString` gives its RFC 1123 form). */
export function renderRss(channel: RssChannel, items: RssItem[]): string {
  const newest = items[0]?.published;
  const head = [
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', newest.toUTCString())] : []),
  ];
  const entries = items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', item.published.toUTCString()),
      element('description', item.description),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    ...head,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
