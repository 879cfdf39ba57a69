import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';
import { expectNoSeriousAxeFindings, openAdminScreen, toast } from './support/adminScreens';

describe.skipIf(!checkChromium())('the Subscribers screen in Chromium', () => {
  const session = useBrowserSession();

  it('adds, searches, toggles, exports and deletes a subscriber', async () => {
    const { page } = await openAdminScreen(session, '/admin/subscribers', 'Subscribers');
    const form = page.getByRole('form', { name: 'Add subscriber' });

    await form.getByRole('button', { name: 'Add Subscriber' }).click();
    await form.getByText('Please enter an email address.').waitFor();

    await form.getByLabel('Email').fill('E2E.Reader@Example.org');
    await form.getByLabel('Name').fill('Erin Reader');
    await form.getByLabel('Branch').selectOption({ label: 'Space Force' });
    await form.getByRole('button', { name: 'Add Subscriber' }).click();
    await toast(page, 'Subscriber added');
    const list = page.getByRole('list', { name: 'Subscribers' });
    const row = list.getByRole('listitem').filter({ hasText: 'Erin Reader' });
    await row.waitFor();
    expect(await row.innerText()).toContain('e2e.reader@example.org');
    expect(await row.innerText()).toContain('Space Force');
    await page.getByText(/1 active subscriber\b/).waitFor();

    const search = page.getByRole('searchbox', { name: 'Search subscribers' });
    await search.fill('no-such-reader');
    await page.getByText('No subscribers found matching your search.').waitFor();
    await search.fill('space force');
    await row.waitFor();
    await search.fill('');

    await row.getByRole('button', { name: 'Unsubscribe e2e.reader@example.org' }).click();
    await toast(page, 'Subscriber updated');
    await row.getByRole('button', { name: 'Resubscribe e2e.reader@example.org' }).waitFor();
    expect(await row.getByText('Unsubscribed').count()).toBe(1);
    await page.getByText('0 active subscribers').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('email,name,branch,status,subscribed_at,unsubscribed_at');
    expect(lines.find((l) => l.startsWith('e2e.reader@example.org,'))).toMatch(
      /^e2e\.reader@example\.org,Erin Reader,Space Force,Unsubscribed,/,
    );

    await row.getByRole('button', { name: 'Delete e2e.reader@example.org' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete subscriber?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: 'Delete e2e.reader@example.org' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Subscriber removed');
    await page.getByText('No subscribers yet. Add your first subscriber above.').waitFor();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility findings at ${viewport.width}px`, async () => {
      const { page } = await openAdminScreen(session, '/admin/subscribers', 'Subscribers', viewport);
      const form = page.getByRole('form', { name: 'Add subscriber' });
      await form.getByLabel('Email').fill(`axe-${viewport.width}@example.org`);
      await form.getByRole('button', { name: 'Add Subscriber' }).click();
      await page.getByRole('list', { name: 'Subscribers' }).getByText(`axe-${viewport.width}@example.org`).first().waitFor();
      await form.getByRole('button', { name: 'Add Subscriber' }).click();
      await form.getByText('Please enter an email address.').waitFor();
      await expectNoSeriousAxeFindings(page);
    });
  }
});
