import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { findAccessibilityProblems, installAxe } from './support/axe';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';
import { subscribers } from '../../src/server/db/schema';
import { createNewsletter } from '../factories/newsletters';
import { waitForMail } from './support/outbox';

const serious = (findings: { impact?: string | null }[]) => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
const SHOTS = '.tmp/screenshots';

describe.skipIf(!checkChromium())('Unsubscribe and Update Preferences pages (browser)', () => {
  const session = useBrowserSession();
  const db = () => session.runtime().database.db;
  async function reader(email: string) {
    const [row] = await db()
      .insert(subscribers)
      .values({ email, name: 'Pat Reader', veteranBranch: 'navy' })
      .returning({ id: subscribers.id, token: subscribers.token });
    return row;
  }
  const stored = async (id: string) => (await db().select().from(subscribers).where(eq(subscribers.id, id)))[0];
  /** a link of the text part, its quoted-printable line breaks undone */
  const linkIn = (mail: string, path: string) => new RegExp(`(http://\\S+/${path}/[0-9a-f]{64})`).exec(mail.replace(/=\r?\n/g, ''))?.[1];

  it('the archive page has no View in browser; its footer links ask for an address and email the reader their own link', async () => {
    const r = await reader('archive.reader@example.org');
    const edition = await createNewsletter({ status: 'sent', title: 'Archive Footer Edition' }, db());
    const { page, url } = await session.open(DESKTOP);
    await page.goto(url(`/newsletter/${edition.id}`));
    const email = page.frameLocator('iframe[title^="Archive Footer Edition"]');
    await email.getByRole('link', { name: 'Update Preferences' }).waitFor();
    expect(await email.getByText('View in browser').count()).toBe(0);
    expect(await email.getByRole('link', { name: 'Unsubscribe' }).getAttribute('href')).toBe(url('/unsubscribe'));
    const preferencesHref = await email.getByRole('link', { name: 'Update Preferences' }).getAttribute('href');
    expect(preferencesHref).toBe(url('/preferences'));

    // an address nobody subscribed gets the very same answer
    await page.goto(preferencesHref!);
    await page.getByRole('heading', { level: 1, name: 'Update Preferences' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill('nobody.at.all@example.org');
    await page.getByRole('button', { name: 'Email Me My Link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check Your Email' }).waitFor();
    await page.getByText('If nobody.at.all@example.org is subscribed to Muster, your personal link is on its way.').waitFor();

    await page.goto(url('/unsubscribe'));
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill('Archive.Reader@example.org');
    await page.getByRole('button', { name: 'Email Me My Link' }).click();
    await page.getByText('If archive.reader@example.org is subscribed to Muster, your personal link is on its way.').waitFor();
    const [mail] = await waitForMail(session.outbox(), 'archive.reader@example.org', 'Your Muster subscription links');
    expect(mail).toBeDefined();
    expect(await waitForMail(session.outbox(), 'nobody.at.all@example.org', 'Your Muster subscription links', 1, 0)).toEqual([]);
    const unsubscribeLink = linkIn(mail, 'unsubscribe');
    expect(unsubscribeLink).toBe(url(`/unsubscribe/${r.token}`));
    await page.goto(unsubscribeLink!);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'You Are Unsubscribed' }).waitFor();
    expect((await stored(r.id)).subscribed).toBe(false);
  });

  it('opening the unsubscribe link changes nothing; its button unsubscribes; preferences save and resubscribe', async () => {
    const r = await reader('pages.reader@example.org');
    const { page, url, problems } = await session.open(PHONE);
    await page.goto(url(`/unsubscribe/${r.token}`));
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from Muster?' }).waitFor();
    expect((await stored(r.id)).subscribed).toBe(true);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'You Are Unsubscribed' }).waitFor();
    expect((await stored(r.id)).subscribed).toBe(false);

    await page.getByRole('link', { name: 'Update Preferences' }).click();
    await page.getByRole('heading', { level: 1, name: 'Update Preferences' }).waitFor();
    await page.getByText('You are unsubscribed').waitFor();
    await page.getByText('Weekly Deep-Dive only').click();
    await page.getByLabel('Name (optional)').fill('Pat R.');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Preferences saved').waitFor();
    expect(await stored(r.id)).toMatchObject({ wantsDailyBrief: false, wantsWeeklyDeepDive: true, name: 'Pat R.', subscribed: false });
    await page.getByRole('button', { name: 'Resubscribe' }).click();
    await page.getByRole('button', { name: 'Unsubscribe from All' }).waitFor();
    expect((await stored(r.id)).subscribed).toBe(true);

    problems.allow(/404/); // the forged link's lookup is logged by the browser as a failed request
    await page.goto(url(`/preferences/${'0'.repeat(64)}`));
    await page.getByRole('heading', { level: 1, name: 'This Link Is Not Valid' }).waitFor();
  });

  it('has no serious accessibility findings at 390 px and 1280 px', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const r = await reader('axe.reader@example.org');
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, url } = await session.open(viewport);
      await installAxe(page);
      for (const [name, path, heading] of [
        ['unsubscribe', `/unsubscribe/${r.token}`, 'Unsubscribe from Muster?'],
        ['preferences', `/preferences/${r.token}`, 'Update Preferences'],
        ['request-link', '/unsubscribe', 'Unsubscribe'],
      ] as const) {
        await page.goto(url(path));
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(serious(await findAccessibilityProblems(page)), `${name} at ${viewport.width}px`).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
      }
    }
    expect((await stored(r.id)).subscribed).toBe(true);
  });
});
