import { z } from 'zod';
import { newsletterStatuses, newsletterTypes } from '../enums';
import { sectionLabels } from '../labels';
import { contentArticleIds, newsletterSectionOrder, type NewsletterContent } from '../newsletterContent';
import { idParam, listInput, optionalDate, requiredText } from './common';

export const NEWSLETTER_TITLE_REQUIRED = 'Please enter a newsletter title.';
export const NEWSLETTER_TYPE_REQUIRED = 'Please choose a newsletter type.';
export const ARTICLE_ONCE_ONLY = 'An article can appear only once in a newsletter.';

const articleId = z.uuid('Not a valid article id.');
const singleSlot = articleId.nullish().transform((v) => v ?? null);
const listSlot = (cap: number, label: string) =>
  z
    .array(articleId, { error: `${label} must be a list of article ids.` })
    .max(cap, `The ${label} section holds at most ${cap} article${cap === 1 ? '' : 's'}.`)
    .nullish()
    .transform((v) => v ?? []);

const capOf = (key: 'policyWatch' | 'quickBriefs') => newsletterSectionOrder.find((s) => s.key === key)!.cap;

/**
 * A newsletter's content as sent by a client: every section may be left out (null or empty).
 * Whether the ids exist and match their section is checked by the service against the articles.
 */
export const newsletterContentInput = z
  .object(
    {
      topStory: singleSlot,
      policyWatch: listSlot(capOf('policyWatch'), sectionLabels.policy_watch),
      veteranResource: singleSlot,
      partnerSpotlight: singleSlot,
      communityHighlight: singleSlot,
      quickBriefs: listSlot(capOf('quickBriefs'), sectionLabels.quick_briefs),
      actionCenter: singleSlot,
    },
    { error: 'Content must be an object of sections.' },
  )
  .refine((content: NewsletterContent) => {
    const ids = contentArticleIds(content);
    return new Set(ids).size === ids.length;
  }, ARTICLE_ONCE_ONLY);

const newsletterTitle = requiredText(NEWSLETTER_TITLE_REQUIRED).max(200, 'The title must be at most 200 characters.');
const newsletterType = z.enum(newsletterTypes, { error: NEWSLETTER_TYPE_REQUIRED });

export const newsletterCreateInput = z.object({
  title: newsletterTitle,
  type: newsletterType,
  content: newsletterContentInput.optional(),
});
export type NewsletterCreateInput = z.infer<typeof newsletterCreateInput>;

/**
 * The editor sends `status` with `sentDate` or `scheduledDate`; other clients may also change
 * title, type or the whole content. A client's sentDate is accepted but ignored: the server's
 * clock decides when a newsletter was sent.
 */
export const newsletterUpdateInput = idParam
  .extend({
    status: z.enum(newsletterStatuses, { error: 'Status must be draft, scheduled or sent.' }).optional(),
    scheduledDate: optionalDate,
    sentDate: optionalDate,
    title: newsletterTitle.optional(),
    type: newsletterType.optional(),
    content: newsletterContentInput.optional(),
  })
  .refine(
    (v) => v.status !== undefined || v.title !== undefined || v.type !== undefined || v.content !== undefined || v.scheduledDate !== null,
    'Nothing to update: send a status, title, type, content or scheduledDate.',
  );
export type NewsletterUpdateInput = z.infer<typeof newsletterUpdateInput>;

export const newsletterListInput = listInput({
  /** admins only; everyone else always gets sent newsletters */
  status: z.enum(['all', ...newsletterStatuses], { error: 'Status must be all, draft, scheduled or sent.' }).default('all'),
  type: z.enum(['all', ...newsletterTypes], { error: 'Type must be all, daily or weekly.' }).default('all'),
});
export type NewsletterListInput = z.infer<typeof newsletterListInput>;

export const newsletterArticleInput = idParam.extend({ articleId });
export type NewsletterArticleInput = z.infer<typeof newsletterArticleInput>;
