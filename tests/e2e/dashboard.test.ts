import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkChromium } from './support/browser';
import { findAccessibilityProblems, installAxe, type AxeFinding } from './support/axe';
import { signInAsAdmin } from './support/actions';
import { restAsAdmin } from './support/restAsAdmin';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';

const serious = (findings: AxeFinding[]) => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');

async function expectNoSeriousFindings(page: Page) {
  expect(serious(await findAccessibilityProblems(page))).toEqual([]);
}

describe.skipIf(!checkChromium())('dashboard, analytics and marketing in Chromium', () => {
  const session = useBrowserSession();
  let seeded = false;

  /** Subscribers, a newsletter with recorded analytics, and a pending and an approved partner. */
  async function seed() {
    if (seeded) return;
    seeded = true;
    const api = await restAsAdmin(session.baseUrl());
    await api('POST', '/api/subscribers', { email: 'jane.doe@example.org', name: 'Jane Doe', veteranBranch: 'marines' });
    await api('POST', '/api/subscribers', { email: 'sam@example.org' });
    const newsletter = await api<{ id: string }>('POST', '/api/newsletters', { title: 'E2E Weekly Roundup', type: 'weekly' });
    await api('POST', '/api/analytics', { newsletterId: newsletter.id, totalSent: 100, opened: 45, clicked: 12, conversions: 3 });
    await api('POST', '/api/partners', { name: 'E2E Pending Partner', contentType: 'banner' });
    const approved = await api<{ id: string }>('POST', '/api/partners', {
      name: 'E2E Approved Partner',
      contentType: 'sponsored',
      scheduledDate: '2030-06-01T12:00:00.000Z',
    });
    await api('PUT', `/api/partners/${approved.id}`, { status: 'approved' });
  }

  it('shows figures and lists from the stored data, and its quick actions work', async () => {
    await seed();
    const { page, url } = await session.open(DESKTOP);
    await signInAsAdmin(page, url);

    const figures = page.getByRole('region', { name: 'Newsletter performance' });
    await figures.getByText('45.0%').waitFor();
    await figures.getByText('12.0%').waitFor();
    expect(await figures.getByText('Total Subscribers').locator('..').textContent()).toContain('2');

    const newsletters = page.getByRole('list', { name: 'Recent newsletters' });
    await newsletters.getByText('E2E Weekly Roundup').waitFor();
    await newsletters.getByText(/^Weekly Deep-Dive · Created/).waitFor();
    const subscribers = page.getByRole('list', { name: 'Recent subscribers' });
    await subscribers.getByText('Jane Doe').waitFor();
    await subscribers.getByText('Marine Corps Veteran').waitFor();
    await subscribers.getByText('sam@example.org').waitFor();
    const queue = page.getByRole('list', { name: 'Partner queue' }).getByRole('listitem');
    expect(await queue.allTextContents()).toEqual([
      expect.stringMatching(/^E2E Pending Partner.*Banner Placement placement · Not scheduled.*Pending$/),
      expect.stringMatching(/^E2E Approved Partner.*Sponsored Story placement · Jun 1, 2030.*Approved$/),
    ]);

    // Export Subscriber List: a real CSV download with the session cookie
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export Subscriber List' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split(/\r?\n/)[0].replace(/^\uFEFF/, '')).toBe('email,name,branch,status,subscribed_at,unsubscribed_at');
    expect(csv).toContain('jane.doe@example.org');

    // Import Social Content: validated, then a new hand-written article with the link
    await page.getByRole('button', { name: 'Import Social Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Social Content' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Please enter the link to import.').waitFor();
    await dialog.getByLabel('Link to import').fill('ftp://example.org/post');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Please enter a valid http(s) link.').waitFor();
    await dialog.getByLabel('Link to import').fill('https://example.org/post/1');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/articles/new' && u.searchParams.get('sourceLink') === 'https://example.org/post/1');

    // Schedule Deep-Dive: the editor with weekly preselected
    await page.goto(url('/admin/dashboard'));
    await page.getByRole('link', { name: 'Schedule Deep-Dive' }).click();
    await page.waitForURL(url('/admin/newsletter?type=weekly'));
  });

  it('shows the analytics figures, charts and sent list', async () => {
    await seed();
    const { page, url } = await session.open(DESKTOP);
    await signInAsAdmin(page, url);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' }).waitFor();
    await page.getByRole('region', { name: 'Newsletter performance' }).getByText('45.0%').waitFor();
    await page.getByText('Our open rate of 45.0% is 20.0 points above the 25% industry benchmark.').waitFor();
    await page.getByRole('region', { name: 'Engagement' }).getByText('25.0%').waitFor(); // 3 of 12 clicks
    await page.getByRole('img', { name: /^Active subscribers by month, .* to 2 in / }).waitFor();
    // the seeded newsletter is a draft: nothing sent yet
    expect(await page.getByText('No newsletters sent yet.').count()).toBe(2);
  });

  it('edits the marketing content, saves it and the home page shows it', async () => {
    const { page, url } = await session.open(DESKTOP);
    await signInAsAdmin(page, url);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Marketing' }).click();
    const title = page.getByRole('textbox', { name: 'Hero title' });
    await title.waitFor();
    await title.fill('');
    await page.getByLabel('Banner image URL').fill('not a url');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Hero title is required.').waitFor();
    await page.getByText('Banner image URL must be a valid http(s) URL.').waitFor();

    await title.fill('Serving Those Who Served');
    await page.getByLabel('Banner image URL').fill('');
    await page.getByRole('region', { name: 'Live Preview' }).getByRole('heading', { name: 'Serving Those Who Served' }).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Site content updated successfully!').waitFor();

    const stored = await (await fetch(url('/api/site-content'))).json();
    expect(stored.heroTitle).toBe('Serving Those Who Served');
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Serving Those Who Served' }).waitFor();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility findings on the three screens at ${viewport.width}px`, async () => {
      await seed();
      const { page, url } = await session.open(viewport);
      await installAxe(page);
      await signInAsAdmin(page, url);
      await page.getByRole('list', { name: 'Partner queue' }).waitFor();
      await page.getByRole('list', { name: 'Recent newsletters' }).waitFor();
      await expectNoSeriousFindings(page);

      await page.getByRole('button', { name: 'Import Social Content' }).click();
      await page.getByRole('dialog', { name: 'Import Social Content' }).getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Please enter the link to import.').waitFor();
      await expectNoSeriousFindings(page);
      await page.keyboard.press('Escape');

      await page.goto(url('/admin/analytics'));
      await page.getByRole('region', { name: 'Insights' }).waitFor();
      await expectNoSeriousFindings(page);

      await page.goto(url('/admin/marketing'));
      await page.getByRole('region', { name: 'Live Preview' }).waitFor();
      await expectNoSeriousFindings(page);
    });
  }
});
