import { newsletters } from '../../db/schema';
import type { RowOf } from '../../db/rowOf';
import type { NewsletterContent } from '../../../shared/newsletterContent';
import type { Section } from '../../../shared/enums';
import type { Article } from '../articles/types';

export type { Article } from '../articles/types';

/** What a caller may see of a newsletter. */
export const newsletterColumns = {
  id: newsletters.id,
  title: newsletters.title,
  type: newsletters.type,
  status: newsletters.status,
  content: newsletters.content,
  scheduledDate: newsletters.scheduledDate,
  sentDate: newsletters.sentDate,
  createdAt: newsletters.createdAt,
  updatedAt: newsletters.updatedAt,
};
export type Newsletter = RowOf<typeof newsletterColumns>;

/** One section of a newsletter with its articles resolved, in preview order. */
export type ResolvedSection = { section: Section; key: keyof NewsletterContent; articles: Article[] };

export type NewsletterWithArticles = Newsletter & { articles: ResolvedSection[] };

/** Who is asking: public procedures answer admins and everyone else differently. */
export type Viewer = { signedIn: boolean; isAdmin: boolean };
