import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * A feed document read by saxes (a strict, streaming XML parser) into a small element tree with
 * namespaces resolved and xml:base applied. Malformed input is read on as far as saxes can (feeds
 * in the wild often are), and `wellFormed` says whether it had to.
 */

export type XmlElement = {
  ns: string;
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
  /** the base URL that applies inside this element (xml:base, else the document's) */
  base: string | undefined;
};

export type XmlDocument = { root: XmlElement | null; wellFormed: boolean; firstError: string | null };

export const XML_LIMITS = { maxElements: 200_000, maxDepth: 64 } as const;

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

function resolveBase(value: string | undefined, base: string | undefined): string | undefined {
  if (!value) return base;
  try {
    return new URL(value, base).toString();
  } catch {
    return base ?? value;
  }
}

const BARE_AMPERSAND = /&(?!(?:[A-Za-z_][\w.-]*|#\d+|#x[0-9A-Fa-f]+);)/g;

/**
 * The commonest fault of feeds in the wild is a bare '&' ('A & B'); saxes would read everything
 * after it as an entity name, so it is escaped first (outside CDATA sections and comments) and noted.
 */
function escapeBareAmpersands(xml: string): { text: string; repaired: boolean } {
  let repaired = false;
  const text = xml
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->)/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      return part.replace(BARE_AMPERSAND, () => {
        repaired = true;
        return '&amp;';
      });
    })
    .join('');
  return { text, repaired };
}

export function readXml(xml: string, documentUrl?: string): XmlDocument {
  const { text: source, repaired } = escapeBareAmpersands(xml);
  const parser = new SaxesParser({ xmlns: true, position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let elements = 0;
  let firstError: string | null = repaired ? "a bare '&' in the text" : null;
  let stopped = false;

  parser.on('error', (error) => {
    firstError ??= error.message;
  });
  parser.on('opentag', (tag) => {
    if (stopped) return;
    elements += 1;
    if (elements > XML_LIMITS.maxElements || stack.length >= XML_LIMITS.maxDepth) {
      stopped = true;
      firstError ??= 'The feed is too large or too deeply nested.';
      return;
    }
    const t = tag as SaxesTagNS;
    const attrs: Record<string, string> = {};
    let xmlBase: string | undefined;
    for (const attr of Object.values(t.attributes)) {
      if (attr.uri === XML_NS && attr.local === 'base') xmlBase = attr.value;
      else if (attr.prefix !== 'xmlns' && attr.name !== 'xmlns') attrs[attr.uri ? `${attr.uri}|${attr.local}` : attr.local] = attr.value;
    }
    const parent = stack[stack.length - 1];
    const element: XmlElement = {
      ns: t.uri ?? '',
      name: t.local ?? t.name,
      attrs,
      children: [],
      base: resolveBase(xmlBase, parent ? parent.base : documentUrl),
    };
    if (parent) parent.children.push(element);
    else root ??= element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    if (!stopped) stack.pop();
  });
  const onText = (text: string) => {
    if (!stopped && stack.length) stack[stack.length - 1].children.push(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    parser.write(source).close();
  } catch (error) {
    // saxes reports through the handler above; anything thrown past it ends the reading here
    firstError ??= (error as Error).message;
  }
  return { root, wellFormed: firstError === null, firstError };
}

export const elementsOf = (el: XmlElement | undefined): XmlElement[] =>
  (el?.children ?? []).filter((c): c is XmlElement => typeof c !== 'string');

/** The first child element with one of these local names (and, when given, in one of these namespaces). */
export function child(el: XmlElement | undefined, names: readonly string[], namespaces?: readonly string[]): XmlElement | undefined {
  return elementsOf(el).find((c) => names.includes(c.name) && (!namespaces || namespaces.includes(c.ns)));
}

export function childrenNamed(el: XmlElement | undefined, name: string, namespaces?: readonly string[]): XmlElement[] {
  return elementsOf(el).filter((c) => c.name === name && (!namespaces || namespaces.includes(c.ns)));
}

/** Every text inside, in document order. */
export function textOf(el: XmlElement | undefined): string {
  if (!el) return '';
  return el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

/** Markup of the children, for inline XHTML content read as HTML. */
export function innerXml(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? escapeText(c) : outerXml(c))).join('');
}

function outerXml(el: XmlElement): string {
  const attrs = Object.entries(el.attrs)
    .map(([k, v]) => ` ${k.includes('|') ? k.split('|')[1] : k}="${escapeText(v).replace(/"/g, '&quot;')}"`)
    .join('');
  return `<${el.name}${attrs}>${innerXml(el)}</${el.name}>`;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
