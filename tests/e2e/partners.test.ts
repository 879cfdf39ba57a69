import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';
import { expectNoSeriousAxeFindings, openAdminScreen, toast } from './support/adminScreens';

describe.skipIf(!checkChromium())('the Partners screen in Chromium', () => {
  const session = useBrowserSession();

  it('adds a partner and moves it pending → approved → pending → rejected, then deletes it', async () => {
    const { page } = await openAdminScreen(session, '/admin/partners', 'Partners');
    const form = page.getByRole('form', { name: 'Add partner' });
    await form.getByRole('button', { name: 'Add Partner' }).click();
    await form.getByText('Please fill in the required fields.').waitFor();

    await form.getByLabel('Name').fill('Liberty Lending');
    await form.getByLabel('Website').fill('https://liberty.example');
    await form.getByLabel('Content type').selectOption({ label: 'Banner Placement' });
    await form.getByLabel('Scheduled date').fill('2030-07-04');
    await form.getByRole('button', { name: 'Add Partner' }).click();
    await toast(page, 'Partner added');

    const row = page.getByRole('list', { name: 'Partners' }).getByRole('listitem').filter({ hasText: 'Liberty Lending' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Banner Placement placement · Scheduled Jul 4, 2030');
    const tiles = page.getByRole('region', { name: 'Partner figures' });
    const buttons = () => row.getByRole('button').allInnerTexts();
    expect(await buttons()).toEqual(['Approve', 'Reject', 'Delete']);

    await row.getByRole('button', { name: 'Approve: Liberty Lending' }).click();
    await toast(page, 'Partner updated');
    await row.getByRole('button', { name: 'Reset to Pending: Liberty Lending' }).waitFor();
    expect(await buttons()).toEqual(['Reset to Pending', 'Delete']);
    expect(await tiles.innerText()).toMatch(/Approved\s*1/);

    await row.getByRole('button', { name: 'Reset to Pending: Liberty Lending' }).click();
    await row.getByRole('button', { name: 'Reject: Liberty Lending' }).waitFor();
    await row.getByRole('button', { name: 'Reject: Liberty Lending' }).click();
    await row.getByText('Rejected').waitFor();
    expect(await buttons()).toEqual(['Delete']);
    expect(await tiles.innerText()).toMatch(/Rejected\s*1/);

    await page.getByLabel('Filter by status').selectOption('pending');
    await page.getByText('No partners with this status.').waitFor();
    await page.getByLabel('Filter by status').selectOption('rejected');
    await row.waitFor();

    await row.getByRole('button', { name: 'Delete Liberty Lending' }).click();
    await page.getByRole('alertdialog', { name: 'Delete partner?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Partner removed');
    await row.waitFor({ state: 'detached' });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility findings at ${viewport.width}px`, async () => {
      const { page } = await openAdminScreen(session, '/admin/partners', 'Partners', viewport);
      const form = page.getByRole('form', { name: 'Add partner' });
      await form.getByLabel('Name').fill(`Axe Partner ${viewport.width}`);
      await form.getByLabel('Content type').selectOption('spotlight');
      await form.getByRole('button', { name: 'Add Partner' }).click();
      await page.getByRole('list', { name: 'Partners' }).getByText(`Axe Partner ${viewport.width}`).waitFor();
      await form.getByRole('button', { name: 'Add Partner' }).click();
      await form.getByText('Please fill in the required fields.').waitFor();
      await expectNoSeriousAxeFindings(page);
    });
  }
});
