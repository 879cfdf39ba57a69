import { escapeXml } from './xml';

export type SitemapUrl = { loc: string; lastmod: Date | null };

/** The sitemaps.org protocol allows 50,000 addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export function renderSitemap(urls: SitemapUrl[]): string {
  const entries = urls
    .slice(0, SITEMAP_MAX_URLS)
    .map(({ loc, lastmod }) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
