import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { compiledMessages } from '../../src/server/services/newsletters/email/compiledMime';
import { decodeMimeMessage, type DecodedMessage } from '../support/mimeMessage';
import {
  compiledRenderer,
  prepareNewsletter,
  renderNewsletterEmail,
  type RecipientContext,
} from '../../src/server/services/newsletters/email';
import type { Article, ResolvedSection } from '../../src/server/services/newsletters/types';
import { newsletterSectionOrder } from '../../src/shared/newsletterContent';

const PUBLIC_URL = 'https://muster.example';
const article = (n: number, overrides: Partial<Article> = {}): Article => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  headline: `Headline ${n} & "quotes"`,
  slug: `story-${n}`,
  content: `<p>Content ${n} with <a href="https://va.gov/x?a=1&b=2">a link</a>.</p>`,
  section: 'top_story',
  sourceLink: `https://source.example/${n}?q=a&r="b"`,
  videoUrl: null,
  summary: `Summary ${n}`,
  generatedByAI: false,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  ...overrides,
});
const sections: ResolvedSection[] = newsletterSectionOrder.map(({ section, key }, i) => ({
  section,
  key,
  articles: [article(i * 2 + 1, { section }), article(i * 2 + 2, { section })],
}));
const prepared = prepareNewsletter({
  newsletter: {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Morning Muster',
    type: 'daily',
    sentDate: null,
    scheduledDate: null,
    createdAt: new Date('2026-11-22T12:00:00Z'),
  },
  sections,
  publicUrl: PUBLIC_URL,
  mailFrom: 'Muster <brief@muster.example>',
});

/** A reader's context as delivery builds it; values with characters HTML must escape. */
const reader = (id: string, tracking: boolean): RecipientContext => ({
  viewInBrowserUrl: `${PUBLIC_URL}/newsletter/${prepared.id}`,
  unsubscribeUrl: `${PUBLIC_URL}/unsubscribe/${id}?a=1&b="2"`,
  unsubscribeMailto: `mailto:brief@muster.example?subject=unsubscribe&body=${id}`,
  preferencesUrl: `${PUBLIC_URL}/preferences/${id}<x>`,
  ...(tracking
    ? {
        openPixelUrl: `${PUBLIC_URL}/o/${id}.gif?s=1&t=2`,
        wrapLink: (url: string) => `${PUBLIC_URL}/r/${id}?u=${encodeURIComponent(url)}&s=9`,
      }
    : {}),
});

describe('the compiled renderer a send uses for each reader', () => {
  it('gives every reader the same bytes as rendering the email for them, with and without tracking', () => {
    const render = compiledRenderer(prepared);
    for (const tracking of [true, false]) {
      for (const id of ['reader-one', 'reader-two&<three>']) {
        const ctx = reader(id, tracking);
        expect(render(ctx)).toEqual(renderNewsletterEmail(prepared, ctx));
      }
    }
  });

  it('leaves out what a context leaves out (the archive copy has no View in browser)', () => {
    const { viewInBrowserUrl: _, ...archive } = reader('archive', false);
    expect(compiledRenderer(prepared)(archive)).toEqual(renderNewsletterEmail(prepared, archive));
    expect(compiledRenderer(prepared)(archive).html).not.toContain('View in browser');
  });
});

describe('the whole messages a send hands to the SMTP pool', () => {
  const FROM = 'Muster Brief <brief@muster.example>';
  const composedByNodemailer = async (to: string, ctx: RecipientContext) =>
    (await new MailComposer({ from: FROM, to, ...renderNewsletterEmail(prepared, ctx) }).compile().build()).toString('utf8');
  const withoutStamps = (m: DecodedMessage) => {
    const headers = new Map(m.headers);
    for (const name of ['date', 'message-id', 'content-type']) headers.delete(name);
    return { headers, parts: m.parts };
  };

  it('decode to the message nodemailer composes for that reader: headers, text part and HTML part', async () => {
    const messageFor = compiledMessages(prepared, FROM);
    for (const tracking of [true, false]) {
      for (const [to, id] of [
        ['ann.reader+brief@example.org', 'reader-one'],
        ['bo@example.org', 'reader-two&<three>'],
      ]) {
        const ctx = reader(id, tracking);
        const raw = await messageFor(to, ctx);
        expect(raw).not.toBeNull();
        const ours = decodeMimeMessage(raw as string);
        expect(withoutStamps(ours)).toEqual(withoutStamps(decodeMimeMessage(await composedByNodemailer(to, ctx))));
        expect(ours.parts.get('text/html')).toBe(renderNewsletterEmail(prepared, ctx).html);
        expect(ours.headers.get('to')).toBe(to);
      }
    }
  });

  it('is valid quoted-printable: no line over 76 columns in the bodies, CRLF line ends, a fresh Message-ID and a current date each', async () => {
    const messageFor = compiledMessages(prepared, FROM);
    const first = (await messageFor('a@example.org', reader('a', true))) as string;
    const second = (await messageFor('b@example.org', reader('b', true))) as string;
    const body = first.slice(first.indexOf('\r\n\r\n'));
    expect(body.split('\r\n').every((line) => line.length <= 76)).toBe(true);
    expect(first.replace(/\r\n/g, '')).not.toContain('\n');
    const ids = [first, second].map((m) => decodeMimeMessage(m).headers.get('message-id'));
    expect(ids[0]).toMatch(/^<[0-9a-f-]{36}@muster\.example>$/);
    expect(ids[0]).not.toBe(ids[1]);
    const date = Date.parse(decodeMimeMessage(first).headers.get('date') as string);
    expect(Math.abs(date - Date.now())).toBeLessThan(5_000);
  });

  it('leaves an address that needs encoding to nodemailer', async () => {
    const messageFor = compiledMessages(prepared, FROM);
    expect(await messageFor('jörg@example.org', reader('j', false))).toBeNull();
    expect(await messageFor('"odd name"@example.org', reader('o', false))).toBeNull();
  });
});
