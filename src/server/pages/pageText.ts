import { parseFragment } from 'parse5';
import { htmlToText } from '../lib/sanitize';
import { isUsableImageSrc } from '../../shared/imageSrc';

/** What a link preview shows of a text: its start, cut at a word, with an ellipsis when cut. */
export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ')) || cut;
  return `${atWord.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** Plain text of stored (sanitized) HTML, shortened for a description. */
export const htmlExcerpt = (html: string, max?: number) => excerpt(htmlToText(html), max);

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };

/** The first picture of stored HTML that a link preview could show (an inline data: image cannot). */
export function firstImageSrc(html: string): string | undefined {
  const pending: Node[] = [parseFragment(html) as Node];
  while (pending.length) {
    const node = pending.shift()!;
    if (node.nodeName === 'img') {
      const src = node.attrs?.find((a) => a.name === 'src')?.value.trim();
      if (src && isUsableImageSrc(src) && !src.startsWith('data:')) return src;
    }
    pending.unshift(...(node.childNodes ?? []));
  }
  return undefined;
}
