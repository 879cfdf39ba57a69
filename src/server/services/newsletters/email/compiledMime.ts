import { randomBytes, randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp';
import { escapeHtml } from '../../../lib/escapeHtml';
import { addressOf } from './prepare';
import { compiledPerShape, type CompiledEmail, type Parts } from './compiled';
import type { PreparedNewsletter, RecipientContext } from './types';

/** A whole message for one recipient, or null when their address needs nodemailer's own encoding. */
export type RawMessageFor = (to: string, ctx: RecipientContext) => Promise<string | null>;

/** An address that goes into a To header as it is: no quoting, no encoding, no IDN. */
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/;
/** A header value that needs no RFC 2047 encoding. */
const PLAIN_HEADER = /^[\x20-\x7e]*$/;
const CRLF = '\r\n';
const SOFT_BREAK = `=${CRLF}`;

/** Quoted-printable, wrapped to 76 columns, of text whose line breaks are made CRLF first. */
const qp = (text: string) => qpWrap(qpEncode(text.replace(/\r?\n/g, CRLF)), 76);

/**
 * A compiled body part: each literal piece quoted-printable encoded once, and a recipient's
 * values encoded as they are filled in. The pieces are joined by soft line breaks, which a
 * decoder removes, so each piece can be encoded and wrapped on its own.
 */
function compileBody(parts: Parts, asWritten: (value: string) => string): (values: string[]) => string {
  const pieces = parts.filter((p) => p !== '').map((p) => (typeof p === 'number' ? p : qp(p)));
  return (values) => pieces.map((p) => (typeof p === 'number' ? qp(asWritten(values[p])) : p)).join(SOFT_BREAK);
}

/** Folds a header line at spaces so that lines stay within 78 characters where they can. */
function foldHeader(name: string, value: string): string {
  let line = `${name}:`;
  let out = '';
  for (const word of value.split(' ')) {
    if (line.length + 1 + word.length > 78 && line.length > name.length + 1) {
      out += `${line}${CRLF}`;
      line = '';
    }
    line += ` ${word}`;
  }
  return out + line;
}

/** The RFC 5322 date nodemailer writes, computed at most once a second. */
let dateCache = { second: -1, text: '' };
function dateHeader(): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== dateCache.second) dateCache = { second, text: new Date(second * 1000).toUTCString().replace(/GMT$/, '+0000') };
  return dateCache.text;
}

/**
 * The message nodemailer would compose for this newsletter, composed once with markers where the
 * recipient's address, the Message-ID, the date, the headers with personal links and the two
 * bodies go, then cut at those markers. Each recipient's copy is the cuts joined with their
 * values: no MIME tree, no streams and no encoding of the unchanged text per message.
 */
async function compileMessage(c: CompiledEmail, from: string): Promise<(to: string, ctx: RecipientContext) => string | null> {
  const nonce = `m${randomBytes(8).toString('hex')}`;
  const domain = addressOf(from).split('@')[1] ?? 'localhost';
  const slot = (name: string) => `${nonce}${name}x`;
  const personalHeaders = c.headers.filter(([, parts]) => parts.some((p) => typeof p === 'number'));
  const composer = new MailComposer({
    from,
    to: `${slot('to')}@recipient.invalid`,
    subject: c.subject,
    messageId: `<${slot('id')}@${domain}>`,
    // a character outside ASCII makes both parts quoted-printable, as a real newsletter's are
    text: `${slot('text')}\u00e9`,
    html: `${slot('html')}\u00e9`,
    textEncoding: 'quoted-printable',
    headers: Object.fromEntries(
      c.headers.map(([name, parts], i) => [name, personalHeaders.some(([n]) => n === name) ? slot(`h${i}`) : parts.join('')]),
    ),
  });
  const composed = (await composer.compile().build()).toString('utf8');
  const withSlots = composed
    .replace(`${slot('to')}@recipient.invalid`, slot('to'))
    .replace(/^Date: .*$/m, `Date: ${slot('date')}`)
    .replace(`${slot('text')}=C3=A9`, slot('text'))
    .replace(`${slot('html')}=C3=A9`, slot('html'))
    .replace(new RegExp(`^[A-Za-z-]+: ${slot('h(\\d+)')}$`, 'gm'), (_line, i: string) => slot(`h${i}`));
  const pieces = withSlots.split(new RegExp(`${nonce}(to|id|date|text|html|h\\d+)x`));

  const text = compileBody(c.text, (v) => v);
  const html = compileBody(c.html, escapeHtml);
  return (to, ctx) => {
    if (!PLAIN_ADDRESS.test(to)) return null;
    const values = c.values(ctx);
    if (!values.every((v) => PLAIN_HEADER.test(v))) return null;
    const slots: Record<string, string> = {
      to,
      id: randomUUID(),
      date: dateHeader(),
      text: text(values),
      html: html(values),
    };
    c.headers.forEach(([name, parts], i) => {
      slots[`h${i}`] = foldHeader(name, parts.map((p) => (typeof p === 'number' ? values[p] : p)).join(''));
    });
    return pieces.map((piece, i) => (i % 2 === 1 ? slots[piece] : piece)).join('');
  };
}

/**
 * Whole messages for a newsletter's recipients, built from one composition per shape of recipient
 * context. Decoded, each is the message `renderNewsletterEmail` gives nodemailer (a test compares
 * them); it is handed to the SMTP pool as it is.
 */
export function compiledMessages(n: PreparedNewsletter, from: string): RawMessageFor {
  const forShape = compiledPerShape(n, (c) => compileMessage(c, from));
  return async (to, ctx) => (await forShape(ctx))(to, ctx);
}
