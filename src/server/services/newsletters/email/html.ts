import type { NewsletterContent } from '../../../../shared/newsletterContent';
import { articleLinks, contactMailto, DEFAULT_ACTION, escapeHtml, FOOTER_NOTE, wrapperOf } from './links';
import type { EmailArticle, PreparedNewsletter, RecipientContext } from './types';

const COLORS = { navy: '#1b2f4b', red: '#b42318', gold: '#8a6410', ink: '#1f2937', muted: '#4b5563', line: '#e5e7eb', page: '#f1f3f6' };
const FONT = "Arial, 'Helvetica Neue', Helvetica, sans-serif";

// clients that honour it (Apple Mail, iOS, Outlook.com) switch to these; the inline colours
// above are the light version, chosen with enough contrast to stay readable when a client
// inverts them itself (Gmail) and with no image carrying any text
const DARK_MODE_CSS = `:root{color-scheme:light dark;supported-color-schemes:light dark;}
@media (prefers-color-scheme: dark){
.m-page{background:#111827 !important;}
.m-card,.m-footer{background:#1f2937 !important;}
.m-card h2,.m-card h3,.m-card p,.m-card li,.m-card div,.m-card a.m-text{color:#f3f4f6 !important;}
.m-card .m-muted,.m-footer p,.m-footer a{color:#d1d5db !important;}
.m-sponsor{background:#2d2613 !important;}
}`;

function renderer(n: PreparedNewsletter, ctx: RecipientContext) {
  const links = articleLinks(n);
  const wrap = wrapperOf(ctx);
  const link = (href: string, text: string, style = `color:${COLORS.navy};text-decoration:underline;`, cls = '') =>
    `<a href="${escapeHtml(wrap(href))}"${cls ? ` class="${cls}"` : ''} style="${style}">${escapeHtml(text)}</a>`;
  const button = (href: string, text: string, background: string = COLORS.navy) =>
    link(
      href,
      text,
      `display:inline-block;background:${background};color:#ffffff;padding:10px 18px;border-radius:4px;font-weight:bold;font-size:14px;text-decoration:none;`,
    );
  const headline = (a: EmailArticle, size = 18) =>
    `<h3 style="margin:0 0 8px;font-size:${size}px;line-height:1.3;color:${COLORS.ink};">${link(links.articleUrl(a), a.headline, `color:${COLORS.ink};text-decoration:none;`, 'm-text')}</h3>`;
  const paragraph = (text: string) =>
    `<p style="margin:0 0 12px;font-size:15px;line-height:1.6;color:${COLORS.ink};">${escapeHtml(text)}</p>`;
  const block = (title: string, inner: string, accent: string = COLORS.navy) =>
    `<tr><td style="padding:24px 32px 8px;border-top:1px solid ${COLORS.line};">` +
    `<h2 style="margin:0 0 14px;font-size:13px;letter-spacing:1.5px;text-transform:uppercase;color:${accent};">${escapeHtml(title)}</h2>` +
    `${inner}</td></tr>`;
  return { ...links, link, button, headline, paragraph, block };
}

type Render = ReturnType<typeof renderer>;
type SectionRenderer = (articles: EmailArticle[], r: Render) => string;

const sectionRenderers: Record<keyof NewsletterContent, SectionRenderer> = {
  topStory: ([a], r) => {
    const source = r.source(a);
    return r.block(
      'Top Story',
      r.headline(a, 24) + r.paragraph(a.teaser) + (source ? `<p style="margin:0 0 12px;">${r.button(source, 'Read full story')}</p>` : ''),
      COLORS.red,
    );
  },
  policyWatch: (articles, r) => r.block('Policy Watch', articles.map((a) => r.headline(a, 17) + r.paragraph(a.teaser)).join('')),
  veteranResource: ([a], r) =>
    r.block(
      'Veteran Resource of the Week',
      `${r.headline(a)}${r.paragraph(a.teaser)}<p style="margin:0 0 12px;">${r.link(r.sourceOrArticle(a), 'Learn More')}</p>`,
    ),
  partnerSpotlight: ([a], r) =>
    r.block(
      'Partner Spotlight',
      `<div class="m-sponsor" style="background:#fbf6ea;border:1px solid ${COLORS.gold};border-radius:6px;padding:16px;">` +
        `<p style="margin:0 0 8px;font-size:11px;font-weight:bold;letter-spacing:1.5px;color:${COLORS.gold};">SPONSORED</p>` +
        r.headline(a) +
        r.paragraph(a.teaser) +
        `</div>`,
      COLORS.gold,
    ),
  communityHighlight: ([a], r) =>
    r.block(
      'Community Highlight',
      r.headline(a) +
        `<div style="font-size:15px;line-height:1.6;color:${COLORS.ink};margin:0 0 12px;">${a.contentHtml}</div>` +
        `<p style="margin:0 0 8px;">${r.button(r.sourceOrArticle(a), 'View Content')}</p>` +
        `<p class="m-muted" style="margin:0 0 12px;font-size:13px;color:${COLORS.muted};">Follow us for daily updates</p>`,
    ),
  quickBriefs: (articles, r) =>
    r.block(
      'Quick Briefs',
      `<ul style="margin:0 0 12px;padding-left:20px;">` +
        articles
          .map(
            (a) =>
              `<li style="margin:0 0 8px;font-size:15px;line-height:1.5;">${r.link(r.articleUrl(a), a.headline, `color:${COLORS.ink};text-decoration:none;`, 'm-text')}</li>`,
          )
          .join('') +
        `</ul>`,
    ),
  actionCenter: ([a], r) => {
    const source = r.source(a);
    return r.block(
      'Action Center',
      r.headline(a) +
        r.paragraph(a.teaser) +
        `<p style="margin:0 0 12px;">${source ? r.button(source, 'Learn More', COLORS.red) : r.button(r.articleUrl(a), DEFAULT_ACTION.button, COLORS.red)}</p>`,
      COLORS.red,
    );
  },
};

function defaultActionBlock(r: Render): string {
  return r.block(
    'Action Center',
    `<h3 style="margin:0 0 8px;font-size:18px;color:${COLORS.ink};">${escapeHtml(DEFAULT_ACTION.title)}</h3>` +
      r.paragraph(DEFAULT_ACTION.body) +
      `<p style="margin:0 0 12px;">${r.button(r.benefitsTool, DEFAULT_ACTION.button, COLORS.red)}</p>`,
    COLORS.red,
  );
}

/** The email-safe HTML document of the admin spec's "Newsletter preview layout", for one recipient. */
export function renderNewsletterHtml(n: PreparedNewsletter, ctx: RecipientContext): string {
  const r = renderer(n, ctx);
  const body = n.sections
    .map(({ key, articles }) => {
      if (articles.length) return sectionRenderers[key](articles, r);
      return key === 'actionCenter' ? defaultActionBlock(r) : '';
    })
    .join('');
  // footer links are personal and must work as they are: never wrapped for tracking
  const footerLink = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" style="color:${COLORS.muted};text-decoration:underline;">${escapeHtml(text)}</a>`;
  const viewInBrowser = ctx.viewInBrowserUrl
    ? `<tr><td align="center" style="padding:8px 12px 0;font-family:${FONT};font-size:12px;color:${COLORS.muted};">
${footerLink(ctx.viewInBrowserUrl, 'View in browser')}
</td></tr>
`
    : '';
  const pixel = ctx.openPixelUrl
    ? `<img src="${escapeHtml(ctx.openPixelUrl)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;">`
    : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(n.title)}</title>
<style>${DARK_MODE_CSS}</style>
</head>
<body class="m-page" style="margin:0;padding:0;background:${COLORS.page};">
<table role="presentation" class="m-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page};">
${viewInBrowser}<tr><td align="center" style="padding:12px 12px 24px;">
<table role="presentation" class="m-card" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;font-family:${FONT};color:${COLORS.ink};">
<tr><td style="background:${COLORS.navy};padding:28px 32px;">
<p style="margin:0 0 6px;font-size:12px;letter-spacing:3px;text-transform:uppercase;color:#e8c25c;font-weight:bold;">Muster</p>
<h1 style="margin:0 0 8px;font-size:26px;line-height:1.25;color:#ffffff;">${escapeHtml(n.title)}</h1>
<p style="margin:0;font-size:14px;color:#d1d9e6;">${escapeHtml(n.subtitle)}</p>
</td></tr>
${body}
<tr><td class="m-footer" style="padding:24px 32px;background:#f9fafb;border-top:1px solid ${COLORS.line};text-align:center;font-size:12px;line-height:1.6;color:${COLORS.muted};">
<p style="margin:0 0 8px;">${footerLink(ctx.unsubscribeUrl, 'Unsubscribe')} &nbsp;|&nbsp; ${footerLink(ctx.preferencesUrl, 'Update Preferences')} &nbsp;|&nbsp; ${footerLink(contactMailto(n), 'Contact Us')}</p>
<p style="margin:0;">${escapeHtml(FOOTER_NOTE)}</p>
</td></tr>
</table>
${pixel}
</td></tr>
</table>
</body>
</html>
`;
}
