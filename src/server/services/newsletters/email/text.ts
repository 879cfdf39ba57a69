import type { NewsletterContent } from '../../../../shared/newsletterContent';
import { articleLinks, contactMailto, DEFAULT_ACTION, FOOTER_NOTE, wrapperOf } from './links';
import type { EmailArticle, PreparedNewsletter, RecipientContext } from './types';

type Links = ReturnType<typeof articleLinks> & { wrap: (url: string) => string };

const TITLES: Record<keyof NewsletterContent, string> = {
  topStory: 'TOP STORY',
  policyWatch: 'POLICY WATCH',
  veteranResource: 'VETERAN RESOURCE OF THE WEEK',
  partnerSpotlight: 'PARTNER SPOTLIGHT (SPONSORED)',
  communityHighlight: 'COMMUNITY HIGHLIGHT',
  quickBriefs: 'QUICK BRIEFS',
  actionCenter: 'ACTION CENTER',
};

const item = (a: EmailArticle, l: Links, body: string, url = l.articleUrl(a)) => [a.headline, body, l.wrap(url)].filter(Boolean).join('\n');

const sectionText: Record<keyof NewsletterContent, (articles: EmailArticle[], l: Links) => string> = {
  topStory: ([a], l) => item(a, l, a.teaser, l.source(a) ?? l.articleUrl(a)),
  policyWatch: (articles, l) => articles.map((a) => item(a, l, a.teaser)).join('\n\n'),
  veteranResource: ([a], l) => item(a, l, a.teaser, l.sourceOrArticle(a)),
  partnerSpotlight: ([a], l) => item(a, l, a.teaser),
  communityHighlight: ([a], l) => `${item(a, l, a.contentText, l.sourceOrArticle(a))}\nFollow us for daily updates`,
  quickBriefs: (articles, l) => articles.map((a) => `* ${a.headline}\n  ${l.wrap(l.articleUrl(a))}`).join('\n'),
  actionCenter: ([a], l) => item(a, l, a.teaser, l.source(a) ?? l.articleUrl(a)),
};

/** The plain-text part: the same sections, links written out, the same personal footer. */
export function renderNewsletterText(n: PreparedNewsletter, ctx: RecipientContext): string {
  const l: Links = { ...articleLinks(n), wrap: wrapperOf(ctx) };
  const blocks = n.sections.flatMap(({ key, articles }) => {
    if (articles.length) return [`${TITLES[key]}\n${'-'.repeat(TITLES[key].length)}\n${sectionText[key](articles, l)}`];
    if (key !== 'actionCenter') return [];
    return [`${TITLES.actionCenter}\n${'-'.repeat(13)}\n${DEFAULT_ACTION.title}\n${DEFAULT_ACTION.body}\n${l.wrap(l.benefitsTool)}`];
  });
  return [
    `MUSTER: ${n.title}`,
    n.subtitle,
    ...(ctx.viewInBrowserUrl ? [`View in browser: ${ctx.viewInBrowserUrl}`] : []),
    ...blocks,
    '--',
    `Unsubscribe: ${ctx.unsubscribeUrl}`,
    `Update Preferences: ${ctx.preferencesUrl}`,
    `Contact Us: ${contactMailto(n)}`,
    FOOTER_NOTE,
  ].join('\n\n');
}
