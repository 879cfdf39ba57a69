import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../../lib/escapeHtml';
import { renderNewsletterEmail } from './render';
import type { PreparedNewsletter, RecipientContext, RenderedEmail } from './types';

/** A rendered text cut at each recipient value: literal text, or the index of the value. */
export type Parts = (string | number)[];

/** One newsletter rendered once, cut where each recipient's own values go. */
export type CompiledEmail = {
  subject: string;
  html: Parts;
  text: Parts;
  headers: (readonly [string, Parts])[];
  /** a recipient's values, in the order the parts' indexes refer to (raw, not HTML-escaped) */
  values: (ctx: RecipientContext) => string[];
};

export const fillParts = (parts: Parts, values: string[]) => parts.map((p) => (typeof p === 'number' ? values[p] : p)).join('');

/**
 * Compiles a newsletter once per shape of recipient context (tracking on or off, a browser link
 * or not): the later recipients of the same shape reuse it.
 */
export function compiledPerShape<T>(n: PreparedNewsletter, build: (compiled: CompiledEmail) => T): (ctx: RecipientContext) => T {
  const byShape = new Map<string, T>();
  return (ctx) => {
    const shape = `${Number(!!ctx.viewInBrowserUrl)}${Number(!!ctx.openPixelUrl)}${Number(!!ctx.wrapLink)}`;
    let built = byShape.get(shape);
    if (built === undefined) {
      built = build(compileEmail(n, ctx));
      byShape.set(shape, built);
    }
    return built;
  };
}

/**
 * A renderer for one newsletter sent to many: the email is rendered once (per shape of recipient
 * context) with markers where a recipient's own links go, and each copy is those markers
 * replaced, escaped as the renderer escapes them. The same bytes as `renderNewsletterEmail` for
 * that recipient (a test compares them), without building the whole email again per recipient.
 */
export function compiledRenderer(n: PreparedNewsletter): (ctx: RecipientContext) => RenderedEmail {
  const forShape = compiledPerShape(n, (c) => (ctx: RecipientContext): RenderedEmail => {
    const values = c.values(ctx);
    return {
      subject: c.subject,
      html: fillParts(c.html, values.map(escapeHtml)),
      text: fillParts(c.text, values),
      headers: Object.fromEntries(c.headers.map(([name, parts]) => [name, fillParts(parts, values)])),
    };
  });
  return (ctx) => forShape(ctx)(ctx);
}

export function compileEmail(n: PreparedNewsletter, sample: RecipientContext): CompiledEmail {
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
  return {
    subject: template.subject,
    html: cut(template.html),
    text: cut(template.text),
    headers: Object.entries(template.headers).map(([name, value]) => [name, cut(value)] as const),
    values: (ctx) => [
      ctx.unsubscribeUrl,
      ctx.unsubscribeMailto,
      ctx.preferencesUrl,
      ctx.viewInBrowserUrl ?? '',
      ctx.openPixelUrl ?? '',
      ...wrapped.map((url) => (ctx.wrapLink ? ctx.wrapLink(url) : url)),
    ],
  };
}
