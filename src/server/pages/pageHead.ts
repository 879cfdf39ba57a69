import { escapeHtml } from '../lib/escapeHtml';
import { pageTitle, SITE_NAME } from '../../shared/site';
import type { PageMeta } from './publicPages';

const tag = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The <head> tags of a page: tab title, description, canonical address, Open Graph and Twitter card. */
export function renderPageHead(meta: PageMeta, publicUrl: string): string {
  const title = pageTitle(meta.title);
  const shared = meta.title ?? SITE_NAME; // a preview shows the headline, not the tab's suffix
  const url = meta.canonicalPath ? `${publicUrl}${meta.canonicalPath}` : undefined;
  const image = meta.image ? new URL(meta.image, `${publicUrl}/`).href : undefined;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    tag('name', 'description', meta.description),
    meta.private ? tag('name', 'robots', 'noindex') : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:type', meta.kind ?? 'website'),
    tag('property', 'og:title', shared),
    tag('property', 'og:description', meta.description),
    url ? tag('property', 'og:url', url) : '',
    image ? tag('property', 'og:image', image) : '',
    meta.publishedAt ? tag('property', 'article:published_time', meta.publishedAt.toISOString()) : '',
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', shared),
    tag('name', 'twitter:description', meta.description),
    image ? tag('name', 'twitter:image', image) : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

const SHELL_TITLE = /<title>[^<]*<\/title>\s*/i;
const SHELL_DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/**
 * The built index.html with the page's head where its generic description was (early, ahead
 * of the script preloads), and its generic title gone.
 */
export function withPageHead(shell: string, head: string): string {
  const stripped = shell.replace(SHELL_TITLE, '');
  if (SHELL_DESCRIPTION.test(stripped)) return stripped.replace(SHELL_DESCRIPTION, () => head);
  const end = stripped.search(/<\/head>/i);
  // a shell without a written head: tags ahead of any content land in the implied one
  const at = end >= 0 ? end : (stripped.match(/^\s*<!doctype[^>]*>/i)?.[0].length ?? 0);
  return `${stripped.slice(0, at)}${head}\n${stripped.slice(at)}`;
}
