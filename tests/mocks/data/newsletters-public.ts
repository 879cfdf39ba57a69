import { newsletterSectionOrder, emptyNewsletterContent } from '../../../src/shared/newsletterContent';
import type { NewsletterSummary, NewsletterWithSections, PublicArticle } from '../../../src/client/components/public/apiTypes';

let next = 1;
const uuid = (n: number) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;

/** A sent newsletter as the public list returns it. */
export function sentNewsletter(overrides: Partial<NewsletterSummary> = {}): NewsletterSummary {
  const n = next++;
  return {
    id: uuid(n),
    title: `Daily Brief ${n}`,
    type: 'daily',
    status: 'sent',
    content: emptyNewsletterContent(),
    scheduledDate: null,
    sentDate: new Date(2026, 2, 4, 12),
    createdAt: new Date(2026, 2, 3, 12),
    updatedAt: new Date(2026, 2, 4, 12),
    ...overrides,
  };
}

/**
 * The newsletter with its sections resolved, as `newsletters.get` answers. Articles are placed in
 * the section that matches theirs; one bucket per section in the newsletter's order.
 */
export function newsletterWithArticles(articles: PublicArticle[], overrides: Partial<NewsletterSummary> = {}): NewsletterWithSections {
  return {
    ...sentNewsletter(overrides),
    articles: newsletterSectionOrder.map(({ section, key }) => ({
      section,
      key,
      articles: articles.filter((a) => a.section === section),
    })),
  };
}

export const newsletterPage = (items: NewsletterSummary[], total = items.length) => ({ items, total });
