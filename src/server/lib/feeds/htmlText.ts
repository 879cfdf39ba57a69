import { parseFragment } from 'parse5';

/** Plain text of feed HTML, read by a real HTML parser (entities, broken markup, comments). */

type Node = { nodeName: string; value?: string; childNodes?: Node[]; content?: Node };

const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object']);
// elements that separate words: text on either side must not run together
const BREAKS = new Set([
  'br',
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'hr',
]);

export const collapseSpace = (s: string) => s.replace(/\s+/g, ' ').trim();

function collect(node: Node, out: string[]) {
  if (node.nodeName === '#text') {
    out.push(node.value ?? '');
    return;
  }
  if (SKIPPED.has(node.nodeName)) return;
  const breaks = BREAKS.has(node.nodeName);
  if (breaks) out.push(' ');
  for (const child of node.childNodes ?? []) collect(child, out);
  if (breaks) out.push(' ');
}

export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return collapseSpace(html);
  const out: string[] = [];
  collect(parseFragment(html) as unknown as Node, out);
  return collapseSpace(out.join(''));
}
