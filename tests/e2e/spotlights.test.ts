import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';
import { expectNoSeriousAxeFindings, openAdminScreen, toast } from './support/adminScreens';
import { formatDate } from '../../src/shared/adminDates';

const DAY = 24 * 60 * 60 * 1000;

describe.skipIf(!checkChromium())('the Community Spotlights screen in Chromium', () => {
  const session = useBrowserSession();

  it('creates a spotlight and features it for about 30 days', async () => {
    const { page } = await openAdminScreen(session, '/admin/community', 'Community Spotlights');
    await page.getByRole('button', { name: 'Add Spotlight' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Veteran Spotlight' });
    await dialog.getByLabel('Veteran name').fill('Rosa Diaz');
    await dialog.getByRole('button', { name: 'Create Spotlight' }).click();
    await dialog.getByText('Veteran name and quote are required.').waitFor();

    await dialog.getByLabel('Quote').fill('My unit taught me to lead; my bakery lets me serve.');
    await dialog.getByLabel('Business name').fill('Diaz Bakery');
    await dialog.getByLabel('Branch').selectOption({ label: 'Navy' });
    await dialog.getByRole('button', { name: 'Create Spotlight' }).click();
    await toast(page, 'Spotlight created');
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: 'Rosa Diaz' });
    await row.getByText('Pending Review', { exact: true }).first().waitFor();
    expect(await row.innerText()).toContain('Diaz Bakery');

    await row.getByRole('button', { name: 'Feature Rosa Diaz' }).click();
    await toast(page, 'Spotlight updated');
    await row.getByRole('button', { name: 'Feature Rosa Diaz' }).waitFor({ state: 'detached' });
    const text = await row.innerText();
    const candidates = [29, 30, 31].map((d) => formatDate(new Date(Date.now() + d * DAY)));
    expect(candidates.some((c) => text.includes(c))).toBe(true);
    expect(await page.getByRole('region', { name: 'Spotlight figures' }).innerText()).toMatch(/Featured\s*1/);

    await row.getByLabel('Status of Rosa Diaz').selectOption('approved');
    await row.getByRole('button', { name: 'Feature Rosa Diaz' }).waitFor();

    await row.getByRole('button', { name: 'Delete Rosa Diaz' }).click();
    await page.getByRole('alertdialog', { name: 'Delete spotlight?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Spotlight removed');
    await page.getByText('No veteran spotlights yet. Add the first one.').waitFor();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility findings at ${viewport.width}px`, async () => {
      const { page } = await openAdminScreen(session, '/admin/community', 'Community Spotlights', viewport);
      await page.getByRole('button', { name: 'Add Spotlight' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Veteran Spotlight' });
      await dialog.getByLabel('Veteran name').fill(`Axe Veteran ${viewport.width}`);
      await dialog.getByLabel('Quote').fill('Semper paratus.');
      await dialog.getByRole('button', { name: 'Create Spotlight' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page
        .getByRole('row')
        .filter({ hasText: `Axe Veteran ${viewport.width}` })
        .waitFor();
      await expectNoSeriousAxeFindings(page);
      await page.getByRole('button', { name: 'Add Spotlight' }).click();
      await dialog.getByRole('button', { name: 'Create Spotlight' }).click();
      await dialog.getByText('Veteran name and quote are required.').waitFor();
      await expectNoSeriousAxeFindings(page);
    });
  }
});
