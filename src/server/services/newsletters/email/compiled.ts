import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../../lib/escapeHtml';
import { renderNewsletterEmail } from './render';
import type { PreparedNewsletter, RecipientContext, RenderedEmail } from './types';

/** A rendered text cut at each recipient value: literal text, or the index of the value. */
type Parts = (string | number)[];

/**
 * A renderer for one newsletter sent to many: the email is rendered once (per shape of recipient
 * context) with markers where a recipient's own links go, and each copy is those markers
 * replaced, escaped as the renderer escapes them. The same bytes as `renderNewsletterEmail` for
 * that recipient (a test compares them), without building the whole email again per recipient.
 */
export function compiledRenderer(n: PreparedNewsletter): (ctx: RecipientContext) => RenderedEmail {
  const byShape = new Map<string, (ctx: RecipientContext) => RenderedEmail>();
  return (ctx) => {
    const shape = `${Number(!!ctx.viewInBrowserUrl)}${Number(!!ctx.openPixelUrl)}${Number(!!ctx.wrapLink)}`;
    let render = byShape.get(shape);
    if (!render) {
      render = compile(n, ctx);
      byShape.set(shape, render);
    }
    return render(ctx);
  };
}

function compile(n: PreparedNewsletter, sample: RecipientContext): (ctx: RecipientContext) => RenderedEmail {
  // a fresh nonce: no newsletter text can hold a marker by chance
  const nonce = `m${randomBytes(8).toString('hex')}`;
  const marker = (i: number) => `${nonce}x${i}x`;
  const wrapped: string[] = [];
  const template = renderNewsletterEmail(n, {
    unsubscribeUrl: marker(0),
    unsubscribeMailto: marker(1),
    preferencesUrl: marker(2),
    viewInBrowserUrl: sample.viewInBrowserUrl ? marker(3) : undefined,
    openPixelUrl: sample.openPixelUrl ? marker(4) : undefined,
    wrapLink: sample.wrapLink ? (url) => marker(5 + wrapped.push(url) - 1) : undefined,
  });
  const pattern = new RegExp(`${nonce}x(\\d+)x`, 'g');
  const cut = (text: string): Parts => {
    const parts: Parts = [];
    let from = 0;
    for (const m of text.matchAll(pattern)) {
      parts.push(text.slice(from, m.index), Number(m[1]));
      from = m.index + m[0].length;
    }
    parts.push(text.slice(from));
    return parts;
  };
  const html = cut(template.html);
  const text = cut(template.text);
  const headers = Object.entries(template.headers).map(([name, value]) => [name, cut(value)] as const);
  const fill = (parts: Parts, values: string[]) => parts.map((p) => (typeof p === 'number' ? values[p] : p)).join('');

  return (ctx) => {
    const values = [
      ctx.unsubscribeUrl,
      ctx.unsubscribeMailto,
      ctx.preferencesUrl,
      ctx.viewInBrowserUrl ?? '',
      ctx.openPixelUrl ?? '',
      ...wrapped.map((url) => (ctx.wrapLink ? ctx.wrapLink(url) : url)),
    ];
    return {
      subject: template.subject,
      html: fill(html, values.map(escapeHtml)),
      text: fill(text, values),
      headers: Object.fromEntries(headers.map(([name, parts]) => [name, fill(parts, values)])),
    };
  };
}
