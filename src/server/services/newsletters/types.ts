import type { articles, newsletters } from '../../db/schema';
import type { Db } from '../../db/client';
import type { NewsletterContent } from '../../../shared/newsletterContent';
import type { Section } from '../../../shared/enums';

export type Newsletter = typeof newsletters.$inferSelect;
export type Article = typeof articles.$inferSelect;

/** One section of a newsletter with its articles resolved, in preview order. */
export type ResolvedSection = { section: Section; key: keyof NewsletterContent; articles: Article[] };

export type NewsletterWithArticles = Newsletter & { articles: ResolvedSection[] };

/** Who is asking: public procedures answer admins and everyone else differently. */
export type Viewer = { signedIn: boolean; isAdmin: boolean };

/** The query builder or an open transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;
