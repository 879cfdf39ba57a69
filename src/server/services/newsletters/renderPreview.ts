import { sanitizeHtml } from '../../lib/sanitize';
import { newsletterTypeLabels } from '../../../shared/labels';
import { excerpt } from '../../../shared/text';
import { newsletterSectionOrder, type NewsletterContent } from '../../../shared/newsletterContent';
import type { Article, Newsletter, ResolvedSection } from './types';

/** Excerpt lengths of the preview layout (admin spec §9); the top story matches the home page's featured excerpt. */
export const PREVIEW_EXCERPT = { topStory: 280, policyWatch: 200, veteranResource: 150, partnerSpotlight: 150, actionCenter: 200 };

export type PreviewLinks = { unsubscribe: string; preferences: string; contact: string };

export type PreviewInput = {
  newsletter: Pick<Newsletter, 'title' | 'type' | 'sentDate' | 'scheduledDate' | 'createdAt'>;
  sections: readonly ResolvedSection[];
  /** absolute base URL of the public site, without a trailing slash */
  publicUrl: string;
  /** footer links; a preview has no subscriber, so they lead nowhere until delivery fills them */
  links?: Partial<PreviewLinks>;
};

const COLORS = { navy: '#1b2f4b', red: '#b42318', gold: '#c99a2e', ink: '#1f2937', muted: '#6b7280', line: '#e5e7eb', page: '#f1f3f6' };
const FONT = "Arial, 'Helvetica Neue', Helvetica, sans-serif";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Only http(s) links leave the preview; anything else (javascript:, data:) is dropped. */
const safeHttpUrl = (url: string | null | undefined) => (url && /^https?:\/\/\S+$/i.test(url) ? url : null);

/** 'Sunday, November 22, 2026'; in UTC so the date is the same wherever the server runs. */
export const longUsDate = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);

function renderer(publicUrl: string) {
  const articleUrl = (a: Article) => `${publicUrl}/articles/${encodeURIComponent(a.slug)}`;
  const link = (href: string, text: string, style = `color:${COLORS.navy};text-decoration:underline;`) =>
    `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)}</a>`;
  const button = (href: string, text: string, background: string = COLORS.navy) =>
    link(
      href,
      text,
      `display:inline-block;background:${background};color:#ffffff;padding:10px 18px;border-radius:4px;font-weight:bold;font-size:14px;text-decoration:none;`,
    );
  const headline = (a: Article, size = 18) =>
    `<h3 style="margin:0 0 8px;font-size:${size}px;line-height:1.3;color:${COLORS.ink};">${link(articleUrl(a), a.headline, `color:${COLORS.ink};text-decoration:none;`)}</h3>`;
  const paragraph = (text: string) =>
    `<p style="margin:0 0 12px;font-size:15px;line-height:1.6;color:${COLORS.ink};">${escapeHtml(text)}</p>`;
  const block = (title: string, inner: string, accent: string = COLORS.navy) =>
    `<tr><td style="padding:24px 32px 8px;border-top:1px solid ${COLORS.line};">` +
    `<h2 style="margin:0 0 14px;font-size:13px;letter-spacing:1.5px;text-transform:uppercase;color:${accent};">${escapeHtml(title)}</h2>` +
    `${inner}</td></tr>`;
  return { articleUrl, link, button, headline, paragraph, block };
}

type Render = ReturnType<typeof renderer>;
type SectionRenderer = (articles: Article[], r: Render) => string;

const sectionRenderers: Record<keyof NewsletterContent, SectionRenderer> = {
  topStory: ([a], r) => {
    const source = safeHttpUrl(a.sourceLink);
    return r.block(
      'Top Story',
      r.headline(a, 24) +
        r.paragraph(a.summary?.trim() || excerpt(a.content, PREVIEW_EXCERPT.topStory)) +
        (source ? `<p style="margin:0 0 12px;">${r.button(source, 'Read full story')}</p>` : ''),
      COLORS.red,
    );
  },
  policyWatch: (articles, r) =>
    r.block('Policy Watch', articles.map((a) => r.headline(a, 17) + r.paragraph(excerpt(a.content, PREVIEW_EXCERPT.policyWatch))).join('')),
  veteranResource: ([a], r) =>
    r.block(
      'Veteran Resource of the Week',
      r.headline(a) +
        r.paragraph(excerpt(a.content, PREVIEW_EXCERPT.veteranResource)) +
        `<p style="margin:0 0 12px;">${r.link(safeHttpUrl(a.sourceLink) ?? r.articleUrl(a), 'Learn More')}</p>`,
    ),
  partnerSpotlight: ([a], r) =>
    r.block(
      'Partner Spotlight',
      `<div style="background:#fbf6ea;border:1px solid ${COLORS.gold};border-radius:6px;padding:16px;">` +
        `<p style="margin:0 0 8px;font-size:11px;font-weight:bold;letter-spacing:1.5px;color:${COLORS.gold};">SPONSORED</p>` +
        r.headline(a) +
        r.paragraph(excerpt(a.content, PREVIEW_EXCERPT.partnerSpotlight)) +
        `</div>`,
      COLORS.gold,
    ),
  communityHighlight: ([a], r) =>
    r.block(
      'Community Highlight',
      r.headline(a) +
        `<div style="font-size:15px;line-height:1.6;color:${COLORS.ink};margin:0 0 12px;">${sanitizeHtml(a.content)}</div>` +
        `<p style="margin:0 0 8px;">${r.button(safeHttpUrl(a.sourceLink) ?? r.articleUrl(a), 'View Content')}</p>` +
        `<p style="margin:0 0 12px;font-size:13px;color:${COLORS.muted};">Follow us for daily updates</p>`,
    ),
  quickBriefs: (articles, r) =>
    r.block(
      'Quick Briefs',
      `<ul style="margin:0 0 12px;padding-left:20px;">` +
        articles
          .map((a) => `<li style="margin:0 0 8px;font-size:15px;line-height:1.5;">${r.link(r.articleUrl(a), a.headline, `color:${COLORS.ink};text-decoration:none;`)}</li>`)
          .join('') +
        `</ul>`,
    ),
  actionCenter: ([a], r) => {
    const source = safeHttpUrl(a.sourceLink);
    return r.block(
      'Action Center',
      r.headline(a) +
        r.paragraph(excerpt(a.content, PREVIEW_EXCERPT.actionCenter)) +
        `<p style="margin:0 0 12px;">${source ? r.button(source, 'Learn More', COLORS.red) : r.button(r.articleUrl(a), 'Check My Benefits Now', COLORS.red)}</p>`,
      COLORS.red,
    );
  },
};

export const DEFAULT_ACTION_TITLE = 'Not Getting All Your VA Benefits?';

function defaultActionBlock(r: Render, publicUrl: string): string {
  return r.block(
    'Action Center',
    `<h3 style="margin:0 0 8px;font-size:18px;color:${COLORS.ink};">${escapeHtml(DEFAULT_ACTION_TITLE)}</h3>` +
      r.paragraph(
        'Many veterans miss benefits they have earned. Our free Benefit Maximizer tool walks you through what you may qualify for, and it has already helped veterans secure over $47M in benefits.',
      ) +
      `<p style="margin:0 0 12px;">${r.button(`${publicUrl}/resource-center`, 'Check My Benefits Now', COLORS.red)}</p>`,
    COLORS.red,
  );
}

/** The complete email-safe HTML document of the admin spec's "Newsletter preview layout". */
export function renderPreview({ newsletter, sections, publicUrl, links = {} }: PreviewInput): string {
  const r = renderer(publicUrl);
  const footer: PreviewLinks = { unsubscribe: '#', preferences: '#', contact: '#', ...links };
  const date = newsletter.sentDate ?? newsletter.scheduledDate ?? newsletter.createdAt;
  const subtitle = `${newsletterTypeLabels[newsletter.type]} • ${longUsDate(date)}`;

  // sections in the layout's order whatever order they were given in, each within its cap
  const body = newsletterSectionOrder
    .map(({ key, cap }) => {
      const articles = (sections.find((s) => s.key === key)?.articles ?? []).slice(0, cap);
      if (articles.length) return sectionRenderers[key](articles, r);
      return key === 'actionCenter' ? defaultActionBlock(r, publicUrl) : '';
    })
    .join('');

  const footerLink = (href: string, text: string) => r.link(href, text, `color:${COLORS.muted};text-decoration:underline;`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(newsletter.title)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;font-family:${FONT};color:${COLORS.ink};">
<tr><td style="background:${COLORS.navy};padding:28px 32px;">
<p style="margin:0 0 6px;font-size:12px;letter-spacing:3px;text-transform:uppercase;color:${COLORS.gold};font-weight:bold;">Muster</p>
<h1 style="margin:0 0 8px;font-size:26px;line-height:1.25;color:#ffffff;">${escapeHtml(newsletter.title)}</h1>
<p style="margin:0;font-size:14px;color:#d1d9e6;">${escapeHtml(subtitle)}</p>
</td></tr>
${body}
<tr><td style="padding:24px 32px;background:#f9fafb;border-top:1px solid ${COLORS.line};text-align:center;font-size:12px;line-height:1.6;color:${COLORS.muted};">
<p style="margin:0 0 8px;">${footerLink(footer.unsubscribe, 'Unsubscribe')} &nbsp;|&nbsp; ${footerLink(footer.preferences, 'Update Preferences')} &nbsp;|&nbsp; ${footerLink(footer.contact, 'Contact Us')}</p>
<p style="margin:0;">You are receiving this because you subscribed to Muster, news and resources for the veteran community.</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
