import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';
import { expectNoSeriousAxeFindings, openAdminScreen, toast } from './support/adminScreens';
import { createBreakingNews } from '../factories/breakingNews';

describe.skipIf(!checkChromium())('the Breaking News Automation screen in Chromium', () => {
  const session = useBrowserSession();

  it('approves a pending item', async () => {
    await createBreakingNews(
      { headline: 'VA opens new PACT Act clinics', keywords: ['veterans', 'PACT Act', 'VA', 'clinics'], urgencyScore: 6 },
      session.runtime().database.db,
    );
    const { page } = await openAdminScreen(session, '/admin/breaking-news', 'Breaking News Automation');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'VA opens new PACT Act clinics' }) });
    await card.getByText('Urgency: 6/10').waitFor();
    expect(await card.getByRole('link', { name: /View Source/ }).getAttribute('target')).toBe('_blank');
    await card.getByRole('button', { name: 'Approve: VA opens new PACT Act clinics' }).click();
    await toast(page, 'Status Updated');
    await card.getByText('Published', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /Approve|Reject/ }).count()).toBe(0);
  });

  it('changes the configuration (range message, a saved change survives a reload) and checks for news', async () => {
    const { page } = await openAdminScreen(session, '/admin/breaking-news', 'Breaking News Automation');
    await page.getByRole('tab', { name: 'Configuration' }).click();
    const form = page.getByRole('form', { name: 'News monitoring configuration' });
    // each change is saved when its field is left
    await form.getByLabel('Check interval (minutes)').fill('2');
    await form.getByLabel('Check interval (minutes)').blur();
    await form.getByText('Check interval must be between 5 and 1440 minutes.').waitFor();

    await form.getByLabel('Check interval (minutes)').fill('30');
    await form.getByLabel('Max articles per day').fill('12');
    // a source nobody can reach: loopback is refused to server-side fetches outside development
    await form.getByLabel('Sources').fill('http://127.0.0.1:9/feed.xml');
    await form.getByLabel('Sources').blur();
    await toast(page, 'Configuration Updated');

    await page.reload();
    await page.getByRole('tab', { name: 'Configuration' }).click();
    await form.waitFor();
    expect(await form.getByLabel('Check interval (minutes)').inputValue()).toBe('30');
    expect(await form.getByLabel('Max articles per day').inputValue()).toBe('12');
    expect(await form.getByLabel('Sources').inputValue()).toBe('http://127.0.0.1:9/feed.xml');

    await page.getByRole('button', { name: 'Check for News' }).click();
    await toast(page, 'News Check Complete');
    await page.getByText('No new items found. The source could not be read.').waitFor();
    const status = page.getByRole('region', { name: 'System Status' });
    await status.getByText(/Last checked/).waitFor();
    expect(await status.innerText()).not.toContain('Never');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility findings at ${viewport.width}px`, async () => {
      await createBreakingNews({ headline: `Axe item ${viewport.width}`, keywords: ['veterans'] }, session.runtime().database.db);
      const { page } = await openAdminScreen(session, '/admin/breaking-news', 'Breaking News Automation', viewport);
      await page.getByRole('heading', { name: `Axe item ${viewport.width}` }).waitFor();
      await expectNoSeriousAxeFindings(page);
      await page.getByRole('tab', { name: 'Configuration' }).click();
      const form = page.getByRole('form', { name: 'News monitoring configuration' });
      await form.getByLabel('Auto-publish threshold').fill('11');
      await form.getByLabel('Auto-publish threshold').blur();
      await form.getByText('Auto-publish threshold must be between 1 and 10.').waitFor();
      await expectNoSeriousAxeFindings(page);
    });
  }
});
