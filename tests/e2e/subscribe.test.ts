import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { findAccessibilityProblems, installAxe } from './support/axe';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';

const serious = (findings: { impact?: string | null }[]) => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');

describe.skipIf(!checkChromium())('Subscribe (browser)', () => {
  const session = useBrowserSession();

  it('validates, subscribes with name and branch, clears the form, and refuses a duplicate', async () => {
    const { page, url, problems } = await session.open(PHONE);
    await page.goto(url('/subscribe'));
    const form = page.getByRole('form', { name: 'Subscribe to the daily newsletter' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Email required').waitFor();
    await page.getByText('Please enter your email address.').waitFor();

    await form.getByLabel('Email').fill('Veteran.Reader@Example.org');
    await form.getByLabel('Name (optional)').fill('Pat Reader');
    await form.getByLabel('Branch of Service (optional)').selectOption({ label: 'Coast Guard' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Welcome to Muster!').waitFor();
    await page.getByText("You've successfully subscribed. Check your email for confirmation.").waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe('');
    expect(await form.getByLabel('Name (optional)').inputValue()).toBe('');

    problems.allow(/409/); // the refused duplicate is logged by the browser as a failed request
    await form.getByLabel('Email').fill('veteran.reader@example.org');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscription failed').waitFor();
    await page.getByText('This email is already subscribed.').waitFor();
  });

  it("still shows a toast's message, plainly, when the toast's own code cannot be downloaded", async () => {
    const { page, url, problems } = await session.open(PHONE);
    // a dropped connection or a deploy that replaced the files: the toast's chunks never arrive
    await page.route(/\/assets\/(toastStore|ToasterView)-[^/]*\.js$/, (route) => route.abort());
    for (let i = 0; i < 4; i++) problems.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
    await page.goto(url('/subscribe'));
    const form = page.getByRole('form', { name: 'Subscribe to the daily newsletter' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Email required' });
    await toast.waitFor();
    await toast.getByText('Please enter your email address.').waitFor();
    // the page itself is untouched: the form is still there to correct
    expect(await form.getByLabel('Email').isVisible()).toBe(true);
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await toast.waitFor({ state: 'detached' });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility findings at ${viewport.width}px`, async () => {
      const { page, url } = await session.open(viewport);
      await installAxe(page);
      await page.goto(url('/subscribe'));
      await page.getByRole('heading', { level: 1, name: 'Subscribe to the Daily Brief' }).waitFor();
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText('Email required').waitFor();
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);
    });
  }
});
