import type { Section } from './enums';

/** A newsletter's content: article ids per section (DECISIONS.md). */
export type NewsletterContent = {
  topStory: string | null;
  policyWatch: string[];
  veteranResource: string | null;
  partnerSpotlight: string | null;
  communityHighlight: string | null;
  quickBriefs: string[];
  actionCenter: string | null;
};

export const emptyNewsletterContent = (): NewsletterContent => ({
  topStory: null,
  policyWatch: [],
  veteranResource: null,
  partnerSpotlight: null,
  communityHighlight: null,
  quickBriefs: [],
  actionCenter: null,
});

/** Preview caps per section, in preview order (admin spec §9). */
export const newsletterSectionOrder = [
  { section: 'top_story', key: 'topStory', cap: 1 },
  { section: 'policy_watch', key: 'policyWatch', cap: 3 },
  { section: 'veteran_resource', key: 'veteranResource', cap: 1 },
  { section: 'partner_spotlight', key: 'partnerSpotlight', cap: 1 },
  { section: 'community_highlight', key: 'communityHighlight', cap: 1 },
  { section: 'quick_briefs', key: 'quickBriefs', cap: 4 },
  { section: 'action_center', key: 'actionCenter', cap: 1 },
] as const satisfies readonly { section: Section; key: keyof NewsletterContent; cap: number }[];

/** Every article id a newsletter references, in section order. */
export function contentArticleIds(content: NewsletterContent): string[] {
  return newsletterSectionOrder.flatMap(({ key }) => {
    const value = content[key];
    if (Array.isArray(value)) return value;
    return value ? [value] : [];
  });
}
