import { describe, expect, it } from 'vitest';
import {
  longUsDate,
  prepareNewsletter,
  renderNewsletterEmail,
  type PrepareInput,
  type RecipientContext,
} from '../../src/server/services/newsletters/email';
import type { Article, ResolvedSection } from '../../src/server/services/newsletters/types';
import { newsletterSectionOrder } from '../../src/shared/newsletterContent';
import type { Section } from '../../src/shared/enums';

const PUBLIC_URL = 'https://muster.example';
let n = 0;
function article(section: Section, overrides: Partial<Article> = {}): Article {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    headline: `${section} headline ${n}`,
    slug: `${section}-${n}`,
    content: `<p>Content of ${section} ${n}.</p>`,
    section,
    sourceLink: null,
    videoUrl: null,
    summary: null,
    generatedByAI: false,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  };
}

/** Sections in preview order with the given articles (others empty). */
function sections(bySection: Partial<Record<Section, Article[]>>): ResolvedSection[] {
  return newsletterSectionOrder.map(({ section, key }) => ({ section, key, articles: bySection[section] ?? [] }));
}

const newsletter: PrepareInput['newsletter'] = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Morning Muster',
  type: 'daily',
  sentDate: null,
  scheduledDate: null,
  createdAt: new Date('2026-11-22T12:00:00Z'),
};

const context: RecipientContext = {
  viewInBrowserUrl: `${PUBLIC_URL}/newsletter/${newsletter.id}`,
  unsubscribeUrl: `${PUBLIC_URL}/u/abc`,
  unsubscribeMailto: 'mailto:unsubscribe@muster.example?subject=unsubscribe%20abc',
  preferencesUrl: `${PUBLIC_URL}/p/abc`,
};

function renderPreview(input: Omit<PrepareInput, 'mailFrom'>, ctx: RecipientContext = context) {
  return renderNewsletterEmail(prepareNewsletter({ ...input, mailFrom: 'Muster <brief@muster.example>' }), ctx);
}

const render = (bySection: Partial<Record<Section, Article[]>>, overrides: Partial<typeof newsletter> = {}) =>
  renderPreview({ newsletter: { ...newsletter, ...overrides }, sections: sections(bySection), publicUrl: PUBLIC_URL }).html;

const long = (chars: number) => `<p>${'a'.repeat(chars)}</p>`;

describe('newsletter preview', () => {
  it('is a complete HTML document with the title and the type • long date subtitle', () => {
    const html = render({});
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<title>Morning Muster</title>');
    expect(html).toContain('Daily Brief • Sunday, November 22, 2026');
    expect(render({}, { type: 'weekly' })).toContain('Weekly Deep-Dive • ');
    expect(html).toContain('</html>');
  });

  it('dates by sentDate, else scheduledDate, else createdAt', () => {
    expect(render({}, { scheduledDate: new Date('2026-12-01T08:00:00Z') })).toContain('Tuesday, December 1, 2026');
    expect(render({}, { scheduledDate: new Date('2026-12-01T08:00:00Z'), sentDate: new Date('2026-12-03T08:00:00Z') })).toContain(
      'Thursday, December 3, 2026',
    );
    expect(longUsDate(new Date('2026-11-22T23:59:00Z'))).toBe('Sunday, November 22, 2026');
  });

  it('renders the seven sections in the layout order whatever order they come in', () => {
    const all = {
      top_story: [article('top_story')],
      policy_watch: [article('policy_watch')],
      veteran_resource: [article('veteran_resource')],
      partner_spotlight: [article('partner_spotlight')],
      community_highlight: [article('community_highlight')],
      quick_briefs: [article('quick_briefs')],
      action_center: [article('action_center')],
    };
    const html = renderPreview({ newsletter, sections: sections(all).reverse(), publicUrl: PUBLIC_URL }).html;
    const headings = [
      'Top Story',
      'Policy Watch',
      'Veteran Resource of the Week',
      'Partner Spotlight',
      'Community Highlight',
      'Quick Briefs',
      'Action Center',
    ];
    const positions = headings.map((h) => html.indexOf(`>${h}</h2>`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('leaves out empty sections but always shows an action block', () => {
    const html = render({});
    expect(html).not.toContain('>Top Story</h2>');
    expect(html).not.toContain('>Quick Briefs</h2>');
    expect(html).toContain('Not Getting All Your VA Benefits?');
    expect(html).toContain('Benefit Maximizer');
    expect(html).toContain('$47M');
    expect(html).toContain('Check My Benefits Now');
  });

  it('keeps each section within its cap', () => {
    const briefs = Array.from({ length: 6 }, () => article('quick_briefs'));
    const policy = Array.from({ length: 5 }, () => article('policy_watch'));
    const tops = [article('top_story'), article('top_story')];
    const html = render({ quick_briefs: briefs, policy_watch: policy, top_story: tops });
    expect(briefs.filter((a) => html.includes(a.headline))).toHaveLength(4);
    expect((html.match(/<li /g) ?? []).length).toBe(4);
    expect(policy.filter((a) => html.includes(a.headline))).toHaveLength(3);
    expect(html).toContain(tops[0].headline);
    expect(html).not.toContain(tops[1].headline);
  });

  it('cuts excerpts: 200 for policy watch and action center, 150 for resource and partner', () => {
    const html = render({
      policy_watch: [article('policy_watch', { content: long(300) })],
      veteran_resource: [article('veteran_resource', { content: `<p>${'b'.repeat(300)}</p>` })],
      partner_spotlight: [article('partner_spotlight', { content: `<p>${'c'.repeat(300)}</p>` })],
      action_center: [article('action_center', { content: `<p>${'d'.repeat(300)}</p>` })],
    });
    expect(html).toContain(`>${'a'.repeat(200)}...</p>`);
    expect(html).not.toContain('a'.repeat(201));
    expect(html).toContain(`>${'b'.repeat(150)}...</p>`);
    expect(html).not.toContain('b'.repeat(151));
    expect(html).toContain(`>${'c'.repeat(150)}...</p>`);
    expect(html).toContain(`>${'d'.repeat(200)}...</p>`);
    expect(html).not.toContain('d'.repeat(201));
  });

  it('marks the partner spotlight SPONSORED', () => {
    const html = render({ partner_spotlight: [article('partner_spotlight')] });
    const sponsored = html.indexOf('SPONSORED');
    expect(sponsored).toBeGreaterThan(html.indexOf('>Partner Spotlight</h2>'));
    expect(render({})).not.toContain('SPONSORED');
  });

  it("links the top story's 'Read full story' only when it has a source link", () => {
    const without = render({ top_story: [article('top_story')] });
    expect(without).not.toContain('Read full story');
    const withSource = render({ top_story: [article('top_story', { sourceLink: 'https://va.gov/news' })] });
    expect(withSource).toMatch(/<a href="https:\/\/va\.gov\/news"[^>]*>Read full story<\/a>/);
  });

  it("gives the action center 'Learn More' with a source link, else 'Check My Benefits Now'", () => {
    const withSource = render({ action_center: [article('action_center', { sourceLink: 'https://va.gov/act' })] });
    expect(withSource).toMatch(/<a href="https:\/\/va\.gov\/act"[^>]*>Learn More<\/a>/);
    expect(withSource).not.toContain('Not Getting All Your VA Benefits?');
    const a = article('action_center');
    const without = render({ action_center: [a] });
    expect(without).toMatch(new RegExp(`<a href="${PUBLIC_URL}/articles/${a.slug}"[^>]*>Check My Benefits Now</a>`));
    expect(without).not.toContain('Not Getting All Your VA Benefits?');
  });

  it('shows the community highlight in full, sanitized, with View Content and the follow line', () => {
    const content = `<p>${'e'.repeat(400)}</p><img src="x" onerror="alert(1)"><script>alert(2)</script>`;
    const html = render({ community_highlight: [article('community_highlight', { content })] });
    expect(html).toContain('e'.repeat(400));
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('alert(2)');
    expect(html).toContain('View Content');
    expect(html).toContain('Follow us for daily updates');
  });

  it('lists quick briefs as bullets linking to the article pages', () => {
    const a = article('quick_briefs', { slug: 'gi-bill-update' });
    expect(render({ quick_briefs: [a] })).toMatch(
      new RegExp(`<li [^>]*><a href="${PUBLIC_URL}/articles/gi-bill-update"[^>]*>${a.headline}</a></li>`),
    );
  });

  it('escapes every interpolated text and drops non-http links', () => {
    const evil = article('top_story', {
      headline: '<script>alert("x")</script>',
      summary: '<img src=x onerror=alert(1)>',
      sourceLink: 'javascript:alert(1)',
    });
    const html = renderPreview({
      newsletter: { ...newsletter, title: '</title><script>alert(1)</script>' },
      sections: sections({ top_story: [evil] }),
      publicUrl: PUBLIC_URL,
    }).html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('Read full story');
  });

  it('has a personal footer, a View in browser link and the RFC 8058 headers', () => {
    const email = renderPreview({ newsletter, sections: sections({}), publicUrl: PUBLIC_URL });
    expect(email.html).toMatch(/<a href="https:\/\/muster\.example\/u\/abc"[^>]*>Unsubscribe<\/a>/);
    expect(email.html).toMatch(/<a href="https:\/\/muster\.example\/p\/abc"[^>]*>Update Preferences<\/a>/);
    expect(email.html).toMatch(/<a href="mailto:brief@muster\.example"[^>]*>Contact Us<\/a>/);
    expect(email.html).toMatch(new RegExp(`<a href="${PUBLIC_URL}/newsletter/${newsletter.id}"[^>]*>View in browser</a>`));
    expect(email.subject).toBe('Morning Muster');
    expect(email.headers).toEqual({
      'List-Unsubscribe': '<https://muster.example/u/abc>, <mailto:unsubscribe@muster.example?subject=unsubscribe%20abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('leaves "View in browser" out of both parts when the copy is the browser one (the archive page)', () => {
    const { viewInBrowserUrl: _, ...archive } = context;
    const email = renderPreview({ newsletter, sections: sections({}), publicUrl: PUBLIC_URL }, archive);
    expect(email.html).not.toContain('View in browser');
    expect(email.text).not.toContain('View in browser');
    expect(email.html).toMatch(/<a href="https:\/\/muster\.example\/u\/abc"[^>]*>Unsubscribe<\/a>/);
  });

  it('is email-safe: a 600 px table layout, inline styles, a dark-mode scheme and no image but the pixel', () => {
    const html = render({ top_story: [article('top_story')] });
    expect(html).toMatch(/<table role="presentation"[^>]*width="600"[^>]*max-width:600px/);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).not.toMatch(/<img /);
    const tracked = renderPreview(
      { newsletter, sections: sections({ quick_briefs: [article('quick_briefs', { slug: 'q' })] }), publicUrl: PUBLIC_URL },
      {
        ...context,
        openPixelUrl: 'https://muster.example/o/1.gif',
        wrapLink: (url) => `https://muster.example/r/x?u=${encodeURIComponent(url)}`,
      },
    );
    expect(tracked.html).toMatch(/<img src="https:\/\/muster\.example\/o\/1\.gif" width="1" height="1" alt=""/);
    expect(tracked.html).toContain(`href="https://muster.example/r/x?u=${encodeURIComponent(`${PUBLIC_URL}/articles/q`)}"`);
    expect(tracked.text).toContain(`https://muster.example/r/x?u=${encodeURIComponent(`${PUBLIC_URL}/articles/q`)}`);
    // the footer is never wrapped: an unsubscribe must work without the tracker
    expect(tracked.html).toContain('href="https://muster.example/u/abc"');
  });

  it('has a plain-text part with the same sections, links and footer', () => {
    const top = article('top_story', { summary: 'The summary.', sourceLink: 'https://va.gov/top' });
    const brief = article('quick_briefs', { slug: 'brief-1' });
    const { text } = renderPreview({ newsletter, sections: sections({ top_story: [top], quick_briefs: [brief] }), publicUrl: PUBLIC_URL });
    expect(text).toContain('MUSTER: Morning Muster');
    expect(text).toContain('Daily Brief • Sunday, November 22, 2026');
    expect(text).toContain(`View in browser: ${PUBLIC_URL}/newsletter/${newsletter.id}`);
    expect(text.indexOf('TOP STORY')).toBeLessThan(text.indexOf('QUICK BRIEFS'));
    expect(text).toContain(`${top.headline}\nThe summary.\nhttps://va.gov/top`);
    expect(text).toContain(`* ${brief.headline}\n  ${PUBLIC_URL}/articles/brief-1`);
    expect(text).toContain('Not Getting All Your VA Benefits?');
    expect(text).toContain(`Unsubscribe: ${PUBLIC_URL}/u/abc`);
    expect(text).toContain(`Update Preferences: ${PUBLIC_URL}/p/abc`);
    expect(text).toContain('Contact Us: mailto:brief@muster.example');
    expect(text).not.toMatch(/<[a-z]/i);
  });
});
