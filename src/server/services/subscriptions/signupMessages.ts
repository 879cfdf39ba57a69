import type { MailMessage } from '../../lib/mail/types';
import { listUnsubscribeHeaders } from '../newsletters/email/headers';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const paragraphs = (lines: string[]) =>
  `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a202c;max-width:600px;margin:0 auto;padding:16px">${lines.join('')}</body></html>`;

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}" style="color:#1d3a6e">${escapeHtml(text)}</a>`;

export type SignupLinks = { preferencesUrl: string; unsubscribeUrl: string; unsubscribeMailto: string; confirmUrl: string };

/** A note to a subscriber with their own Update Preferences and Unsubscribe links. */
function personalLinksMail(to: string, subject: string, name: string | null, notes: string[], links: SignupLinks): MailMessage {
  const greeting = `Hi ${name ?? 'there'},`;
  const [first, ...after] = notes;
  return {
    to,
    subject,
    headers: listUnsubscribeHeaders(links),
    text: [
      greeting,
      '',
      first,
      '',
      `Update Preferences: ${links.preferencesUrl}`,
      `Unsubscribe: ${links.unsubscribeUrl}`,
      ...after.flatMap((note) => ['', note]),
      '',
      'The Muster team',
    ].join('\n'),
    html: paragraphs([
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(first)}</p>`,
      `<p>${link(links.preferencesUrl, 'Update Preferences')} · ${link(links.unsubscribeUrl, 'Unsubscribe')}</p>`,
      ...after.map((note) => `<p>${escapeHtml(note)}</p>`),
      '<p>The Muster team</p>',
    ]),
  };
}

/** The welcome email a public sign-up gets: what comes, and how to change it. */
export function welcomeMessage(to: string, name: string | null, links: SignupLinks): MailMessage {
  const body = 'Thank you for subscribing to Muster. The Daily Brief arrives every morning and the Weekly Deep-Dive once a week.';
  return personalLinksMail(to, 'Welcome to Muster', name, [body], links);
}

/** The answer to "email me my link" (the archive page's footer): the reader's own two links. */
export function linksMessage(to: string, name: string | null, links: SignupLinks): MailMessage {
  return personalLinksMail(
    to,
    'Your Muster subscription links',
    name,
    [
      'Here are your personal Muster links, as you asked. They work without signing in; keep them to yourself.',
      'If you did not ask for them, ignore this email: nothing changes.',
    ],
    links,
  );
}

/**
 * The email an address gets when it must confirm before anything is sent to it: an address that
 * unsubscribed and was typed into a public form, or any sign-up with SIGNUP_DOUBLE_OPT_IN.
 */
export function confirmationMessage(to: string, links: SignupLinks): MailMessage {
  const ask = `Someone, hopefully you, asked to subscribe ${to} to the Muster newsletters.`;
  const how = 'To confirm, open this link and press Confirm Subscription:';
  const ignore = 'If it was not you, ignore this email: nothing changes, and you will get no newsletter.';
  return {
    to,
    subject: 'Confirm your Muster subscription',
    text: [ask, '', how, links.confirmUrl, '', ignore, '', 'The Muster team'].join('\n'),
    html: paragraphs([
      `<p>${escapeHtml(ask)}</p>`,
      `<p>${escapeHtml(how)}<br>${link(links.confirmUrl, 'Confirm my subscription')}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      '<p>The Muster team</p>',
    ]),
  };
}
