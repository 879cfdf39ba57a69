import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { articles, newsletters, veteranIssues } from '../../db/schema';
import { renderRss, type RssItem } from '../../lib/documents/rss';
import { renderRobots, renderSitemap, SITEMAP_MAX_URLS, type SitemapUrl } from '../../lib/documents/sitemap';
import type { ServiceDeps } from '../deps';
import { SITE_DESCRIPTION, SITE_NAME } from '../../../shared/site';

/** Of each kind in the feed; readers poll it, and older news is in the archive. */
export const FEED_ITEMS_PER_KIND = 20;

const sentNewsletters = and(eq(newsletters.status, 'sent'), isNotNull(newsletters.sentDate));

/** The documents crawlers and feed readers fetch: RSS, sitemap, robots.txt (public pages only, never drafts). */
export function createPublicDocumentService({ db, config }: ServiceDeps) {
  const site = config.publicUrl;
  const articleUrl = (slug: string) => `${site}/articles/${encodeURIComponent(slug)}`;
  const newsletterUrl = (id: string) => `${site}/newsletter/${id}`;

  async function feed(): Promise<string> {
    const [newestArticles, newestNewsletters] = await Promise.all([
      db
        .select({ slug: articles.slug, headline: articles.headline, summary: articles.summary, createdAt: articles.createdAt })
        .from(articles)
        .orderBy(desc(articles.createdAt))
        .limit(FEED_ITEMS_PER_KIND),
      db
        .select({
          id: newsletters.id,
          title: newsletters.title,
          sentDate: newsletters.sentDate,
          topSummary: articles.summary,
          topHeadline: articles.headline,
        })
        .from(newsletters)
        // a newsletter has no summary of its own: its top story's stands for it
        .leftJoin(articles, sql`${articles.id}::text = ${newsletters.content}->>'topStory'`)
        .where(sentNewsletters)
        .orderBy(desc(newsletters.sentDate))
        .limit(FEED_ITEMS_PER_KIND),
    ]);
    const items: RssItem[] = [
      ...newestArticles.map((a) => ({ title: a.headline, link: articleUrl(a.slug), description: a.summary ?? '', published: a.createdAt })),
      ...newestNewsletters.map((n) => ({
        title: n.title,
        link: newsletterUrl(n.id),
        description: n.topSummary ?? n.topHeadline ?? '',
        published: n.sentDate as Date,
      })),
    ].sort((a, b) => b.published.getTime() - a.published.getTime());
    return renderRss({ title: SITE_NAME, link: `${site}/`, description: SITE_DESCRIPTION, selfUrl: `${site}/feed.xml` }, items);
  }

  async function sitemap(): Promise<string> {
    const [articleRows, newsletterRows, hubRows] = await Promise.all([
      db.select({ slug: articles.slug, at: articles.createdAt }).from(articles).orderBy(desc(articles.createdAt)).limit(SITEMAP_MAX_URLS),
      db
        .select({ id: newsletters.id, at: newsletters.sentDate })
        .from(newsletters)
        .where(sentNewsletters)
        .orderBy(desc(newsletters.sentDate))
        .limit(SITEMAP_MAX_URLS),
      db
        .select({ id: veteranIssues.id, at: veteranIssues.createdAt })
        .from(veteranIssues)
        .orderBy(desc(veteranIssues.createdAt))
        .limit(SITEMAP_MAX_URLS),
    ]);
    const newest = (...dates: (Date | null | undefined)[]) =>
      dates.filter((d): d is Date => !!d).reduce<Date | null>((a, b) => (a && a > b ? a : b), null);
    const latestNews = newest(articleRows[0]?.at, newsletterRows[0]?.at);
    const urls: SitemapUrl[] = [
      { loc: `${site}/`, lastmod: latestNews },
      { loc: `${site}/newsletters`, lastmod: newsletterRows[0]?.at ?? null },
      { loc: `${site}/resource-center`, lastmod: hubRows[0]?.at ?? null },
      { loc: `${site}/marketplace`, lastmod: null },
      ...hubRows.map((h) => ({ loc: `${site}/resource-hub/${h.id}`, lastmod: h.at })),
      ...newsletterRows.map((n) => ({ loc: newsletterUrl(n.id), lastmod: n.at })),
      ...articleRows.map((a) => ({ loc: articleUrl(a.slug), lastmod: a.at })),
    ];
    return renderSitemap(urls);
  }

  return { feed, sitemap, robots: () => renderRobots(site) };
}
