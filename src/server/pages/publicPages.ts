import { AppError } from '../errors';
import type { Services } from '../services';
import { articleSlugInput } from '../../shared/schemas/articles';
import { idParam } from '../../shared/schemas/common';
import { veteranIssueGetInput } from '../../shared/schemas/veteranIssues';
import { legalPageTitles } from '../../shared/legalDefaults';
import { SITE_DESCRIPTION } from '../../shared/site';
import { excerpt, firstImageSrc, htmlExcerpt } from './pageText';

/** What the server says of a page in its <head> (link previews, search engines, the tab). */
export type PageMeta = {
  /** the page's own name, without the site's; none on the home page */
  title?: string;
  description: string;
  /** the address search engines should keep, without the site; none on private pages */
  canonicalPath?: string;
  kind?: 'website' | 'article';
  /** as stored: an absolute address or a path on this site */
  image?: string;
  publishedAt?: Date;
  /** a page for one reader (a token link) or the newsroom: kept out of search engines */
  private?: boolean;
};

type PageSource = (params: Record<string, string>, services: Services) => PageMeta | null | Promise<PageMeta | null>;

const page =
  (canonicalPath: string, title?: string, description = SITE_DESCRIPTION): PageSource =>
  () => ({ title, description, canonicalPath });

const privatePage =
  (title?: string): PageSource =>
  () => ({ title, description: SITE_DESCRIPTION, private: true });

/** A service's not-found is a missing page (null); any other failure is the server's. */
async function unlessMissing<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

const ANONYMOUS = { signedIn: false, isAdmin: false };

/**
 * Every address the client's router draws, keyed as its routes are (`$name` is one segment,
 * a lone `$` the rest), and how the server describes it. An address not listed here, or a
 * source answering null (an unknown slug or id), is a 404. Descriptions are what an anonymous
 * reader may see: a draft newsletter is missing here even for an admin.
 */
export const publicPages: Record<string, PageSource> = {
  '/': page('/'),
  '/about': page('/about', 'About Us', 'Who makes Muster, and why: news and resources for US military veterans and their families.'),
  '/newsletters': page('/newsletters', 'Newsletter Archives', 'Every Muster Daily Brief and Weekly Deep-Dive sent so far.'),
  '/resource-center': page(
    '/resource-center',
    'Resource Center',
    'Guides for the questions veterans ask most: disability claims, health care, housing, jobs and more.',
  ),
  '/marketplace': page(
    '/marketplace',
    'Marketplace',
    'Vetted providers of services for veterans and their families, by category and region.',
  ),
  '/subscribe': page('/subscribe', 'Subscribe', 'Get the Muster Daily Brief and Weekly Deep-Dive in your inbox.'),
  '/privacy': page('/privacy', legalPageTitles.privacy),
  '/terms': page('/terms', legalPageTitles.terms),

  '/articles/$slug': async ({ slug }, services) => {
    const input = articleSlugInput.safeParse({ slug });
    const article = input.success ? await unlessMissing(services.articles.bySlug(input.data.slug)) : null;
    if (!article) return null;
    return {
      title: article.headline,
      description: article.summary?.trim() ? excerpt(article.summary, 300) : htmlExcerpt(article.content),
      canonicalPath: `/articles/${encodeURIComponent(article.slug)}`,
      kind: 'article',
      image: firstImageSrc(article.content),
      publishedAt: article.createdAt,
    };
  },
  '/newsletter/$id': async ({ id }, services) => {
    const input = idParam.safeParse({ id });
    const newsletter = input.success ? await unlessMissing(services.newsletters.get(input.data.id, ANONYMOUS)) : null;
    if (!newsletter) return null;
    // like the feed: a newsletter has no summary of its own, its first story stands for it
    const lead = newsletter.articles.flatMap((s) => s.articles)[0];
    return {
      title: newsletter.title,
      description: lead ? excerpt(lead.summary?.trim() || lead.headline, 300) : SITE_DESCRIPTION,
      canonicalPath: `/newsletter/${newsletter.id}`,
      kind: 'article',
      image: lead && firstImageSrc(lead.content),
      publishedAt: newsletter.sentDate ?? undefined,
    };
  },
  '/resource-hub/$id': async ({ id }, services) => {
    const input = veteranIssueGetInput.safeParse({ id });
    const hub = input.success ? await unlessMissing(services.veteranIssues.get(input.data)) : null;
    if (!hub) return null;
    return { title: hub.title, description: excerpt(hub.overview), canonicalPath: `/resource-hub/${hub.id}` };
  },

  '/confirm/$token': privatePage('Confirm Your Subscription'),
  '/preferences/$token': privatePage('Update Preferences'),
  '/unsubscribe/$token': privatePage('Unsubscribe from Muster?'),
  // where a reader without a personal link asks for one by email
  '/preferences/': privatePage('Update Preferences'),
  '/unsubscribe/': privatePage('Unsubscribe'),
  '/login': privatePage('Admin Login'),
  // the newsroom is a client application behind its sign-in: its router knows its addresses
  '/admin': privatePage(),
  '/admin/$': privatePage(),
};
