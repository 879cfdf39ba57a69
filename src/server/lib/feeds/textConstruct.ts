import { collapseSpace, htmlToText } from './htmlText';
import { elementsOf, innerXml, textOf, type XmlElement } from './xmlTree';

/** The plain text of a title, summary or content element, by the rules of its format. */

// tags feedparser's "looks like HTML" test accepts: an RSS title with <blink> stays literal text
const HTML_TAG =
  /<\/?(a|abbr|b|big|blockquote|br|cite|code|dd|del|div|dl|dt|em|font|h[1-6]|hr|i|img|ins|kbd|li|ol|p|pre|q|s|small|span|strike|strong|sub|sup|table|tbody|td|th|thead|tr|tt|u|ul)\b[^>]*>/i;
const HTML_ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

const plain = (s: string) => collapseSpace(s);

/** RSS leaves the kind of text unsaid: read it as HTML when it looks like HTML. */
export function rssText(el: XmlElement | undefined): string {
  if (!el) return '';
  if (elementsOf(el).length) return htmlToText(innerXml(el));
  return textThatMayBeHtml(textOf(el));
}

const textThatMayBeHtml = (value: string) => (HTML_TAG.test(value) || HTML_ENTITY.test(value) ? htmlToText(value) : plain(value));

function decodeBase64(value: string): string {
  try {
    return Buffer.from(value.replace(/\s+/g, ''), 'base64').toString('utf8');
  } catch {
    return '';
  }
}

const isHtmlType = (type: string) => type === 'html' || type === 'text/html';
const isXmlType = (type: string) => type === 'xhtml' || type === 'application/xhtml+xml' || /[/+]xml$/.test(type);

/** Decoded base64 says nothing of its own kind beyond the type, which is often a bare octet-stream. */
function byType(value: string, type: string): string {
  return isHtmlType(type) || isXmlType(type) ? htmlToText(value) : textThatMayBeHtml(value);
}

/** Atom 1.0 (type text | html | xhtml | a MIME type, base64 when not text or XML) and Atom 0.3 (mode xml | escaped | base64). */
export function atomText(el: XmlElement | undefined): string {
  if (!el) return '';
  const type = el.attrs.type?.trim().toLowerCase() || 'text';
  const mode = el.attrs.mode?.trim().toLowerCase();
  if (mode === 'base64') return byType(decodeBase64(textOf(el)), type);
  if (mode === 'escaped') return type === 'text/plain' || type === 'text' ? plain(textOf(el)) : htmlToText(textOf(el));
  // markup escaped as text is the HTML; an html construct holding elements is a mistake read the same way
  if (isHtmlType(type)) return htmlToText(textOf(el));
  if (elementsOf(el).length) return htmlToText(innerXml(el));
  if (isHtmlType(type) || isXmlType(type)) return htmlToText(textOf(el));
  if (type === 'text' || type.startsWith('text/')) return plain(textOf(el));
  return byType(decodeBase64(textOf(el)), type);
}
