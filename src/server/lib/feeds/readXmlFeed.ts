import { atomText, rssText } from './textConstruct';
import { child, childrenNamed, elementsOf, readXml, textOf, type XmlElement } from './xmlTree';
import { absoluteHttpUrl, type Feed, FeedParseError, type FeedItem, MAX_ITEMS, rawOf } from './types';

const ATOM10 = 'http://www.w3.org/2005/Atom';
const ATOM03 = 'http://purl.org/atom/ns#';
const ATOM = [ATOM10, ATOM03];
// a feed root in an unknown namespace is read as Atom when its children share that namespace
const atomNamespaces = (root: XmlElement) => (ATOM.includes(root.ns) ? ATOM : [...ATOM, root.ns]);
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const CONTENT = 'http://purl.org/rss/1.0/modules/content/';
const XHTML = 'http://www.w3.org/1999/xhtml';

/** RSS elements come in many namespaces (none, RSS 1.0, 0.90, userland, dc:…): any but Atom's, whose links mean something else. */
const rssChild = (el: XmlElement | undefined, names: string[]) =>
  elementsOf(el).find((c) => names.includes(c.name) && !ATOM.includes(c.ns));

const dateOf = (el: XmlElement, names: string[]) => {
  for (const name of names) {
    const found = child(el, [name]);
    const value = textOf(found).trim();
    if (value) return value;
  }
  return null;
};

/** RSS items: <link> text, else a permalink <guid>; description, else content:encoded / xhtml:body. */
function rssItem(item: XmlElement): FeedItem {
  const guidEl = rssChild(item, ['guid']);
  const guid = textOf(guidEl).trim() || null;
  const linkText = textOf(rssChild(item, ['link'])).trim();
  const guidIsLink = guid && guidEl?.attrs.isPermaLink?.toLowerCase() !== 'false';
  const link = absoluteHttpUrl(linkText, item.base) ?? (guidIsLink ? absoluteHttpUrl(guid, item.base) : null);
  const titleEl = rssChild(item, ['title']);
  // the first of description / summary is the summary, a second one counts as content
  const [descriptionEl, secondEl] = elementsOf(item).filter(
    (c) => (c.name === 'description' || c.name === 'summary') && !ATOM.includes(c.ns),
  );
  const contentEl = child(item, ['encoded'], [CONTENT]) ?? child(item, ['body'], [XHTML]) ?? rssChild(item, ['fullitem']) ?? secondEl;
  const content = rssText(contentEl);
  const summary = rssText(descriptionEl) || content;
  const published = dateOf(item, ['pubDate', 'date', 'published', 'updated', 'issued', 'modified']);
  return {
    title: rssText(titleEl),
    link,
    summary,
    content,
    published,
    guid,
    raw: rawOf(textOf(titleEl), link, textOf(descriptionEl) || textOf(contentEl), published, guid),
  };
}

/** Atom links: rel alternate (or none), resolved against xml:base. */
function atomLink(el: XmlElement, ns: string[]): string | null {
  const alternate = childrenNamed(el, 'link', ns).find((l) => (l.attrs.rel ?? 'alternate') === 'alternate');
  // a link with its address as text instead of href is wrong, but its meaning is plain
  return alternate ? absoluteHttpUrl(alternate.attrs.href ?? textOf(alternate).trim(), alternate.base) : null;
}

function atomEntry(entry: XmlElement, ns: string[]): FeedItem {
  const link = atomLink(entry, ns);
  const summaryEl = child(entry, ['summary'], ns);
  const contentEl = child(entry, ['content'], ns);
  const content = contentEl?.attrs.src ? '' : atomText(contentEl);
  const guid = textOf(child(entry, ['id'], ns)).trim() || null;
  const titleEl = child(entry, ['title'], ns);
  const published = dateOf(entry, ['published', 'updated', 'issued', 'modified', 'created']);
  return {
    title: atomText(titleEl),
    link,
    summary: atomText(summaryEl) || content,
    content,
    published,
    guid,
    raw: rawOf(textOf(titleEl), link, textOf(summaryEl) || textOf(contentEl), published, guid),
  };
}

export function readXmlFeed(xml: string, baseUrl?: string): Feed {
  const doc = readXml(xml, baseUrl);
  const root = doc.root;
  if (!root) throw new FeedParseError(`Not a readable XML feed: ${doc.firstError ?? 'empty document'}`);
  const common = { wellFormed: doc.wellFormed };

  if (root.name === 'rss' || (root.name === 'RDF' && root.ns === RDF)) {
    const channel = child(root, ['channel']);
    // RSS 2.0 puts items in the channel, RSS 1.0 (and some broken RSS) beside it
    const items = [...childrenNamed(channel, 'item'), ...childrenNamed(root, 'item')];
    return {
      ...common,
      format: root.name === 'rss' ? 'rss' : 'rdf',
      title: rssText(rssChild(channel, ['title'])) || null,
      link: absoluteHttpUrl(textOf(rssChild(channel, ['link'])).trim(), channel?.base),
      description: rssText(rssChild(channel, ['description'])) || null,
      items: items.slice(0, MAX_ITEMS).map(rssItem),
    };
  }
  if (root.name === 'feed') {
    const ns = atomNamespaces(root);
    return {
      ...common,
      format: 'atom',
      title: atomText(child(root, ['title'], ns)) || null,
      link: atomLink(root, ns),
      description: atomText(child(root, ['subtitle', 'tagline'], ns)) || null,
      items: elementsOf(root)
        .filter((e) => e.name === 'entry')
        .slice(0, MAX_ITEMS)
        .map((e) => atomEntry(e, ns)),
    };
  }
  throw new FeedParseError('Not an RSS, Atom or JSON feed.');
}
