import type { LegalPageSlug } from './enums';

/** What the default text needs to know about this installation. */
export type LegalFacts = { contactEmail: string; chatRetentionDays: number };

export const legalPageTitles: Record<LegalPageSlug, string> = { privacy: 'Privacy Policy', terms: 'Terms of Service' };

const privacy = ({ contactEmail, chatRetentionDays }: LegalFacts) =>
  `
<p>Muster brings veterans and their families news, newsletters and resources. This page says what we collect when you use the site, why, how long we keep it, and how to have it deleted.</p>
<h2>Newsletter emails</h2>
<p>When you subscribe we store your email address, your name and branch if you give them, and which newsletters you want. We use them only to send you those newsletters. Every email has a one-click unsubscribe link; using it stops all newsletter email at once.</p>
<p>Our emails record when a message is opened (a small image) and when a link in it is clicked (the link passes through our site), so we can see which stories are useful. The operator of this site can turn off this per-subscriber tracking; when it is off, only totals are counted.</p>
<h2>The guidance chat</h2>
<p>Messages you type into the chat are stored so that the conversation can continue and so that we can improve the answers. Conversations are kept for ${chatRetentionDays} days and then deleted automatically.</p>
<p>If a message suggests a crisis, the conversation is flagged so that a person on our team can follow up, and the chat shows the Veterans Crisis Line (call 988 and press 1, or text 838255) straight away.</p>
<h2>Requests to providers</h2>
<p>When you ask a provider in the marketplace to contact you, or leave your details in the chat, we store your name, the contact details you give and your message as a request. A request to a provider is sent to that provider, and you receive a copy by email. We do not sell or share your details with anyone else.</p>
<h2>Analytics and cookies</h2>
<p>We count page visits and newsletter engagement without advertising or tracking cookies. The only cookie we set is the session cookie that keeps an administrator signed in.</p>
<h2>Deleting your data</h2>
<p>To see what we hold about you, or to have it deleted, email <a href="mailto:${contactEmail}">${contactEmail}</a>. We answer within 30 days.</p>
`.trim();

const terms = ({ contactEmail }: LegalFacts) =>
  `
<p>By using Muster you agree to these terms.</p>
<h2>What Muster is</h2>
<p>Muster publishes news, newsletters and resources for veterans and their families. Articles and resources are information, not legal, medical or financial advice; check what matters to you with the VA or a qualified professional.</p>
<h2>The guidance chat</h2>
<p>The chat points you to resources and providers. It is not a counsellor and not an emergency service. If you are in crisis, call 988 and press 1, text 838255, or call 911.</p>
<h2>Marketplace providers</h2>
<p>Providers in the marketplace are independent businesses and organisations. We check applications before listing them, but any agreement you make is between you and the provider.</p>
<h2>Newsletters</h2>
<p>You can unsubscribe from any newsletter at any time with the link in every email.</p>
<h2>Acceptable use</h2>
<p>Do not misuse the site: no automated flooding of forms, no attempts to break in, no false information in requests to providers.</p>
<h2>Contact</h2>
<p>Questions about these terms: <a href="mailto:${contactEmail}">${contactEmail}</a>.</p>
`.trim();

export const legalDefaults: Record<LegalPageSlug, (facts: LegalFacts) => string> = { privacy, terms };
