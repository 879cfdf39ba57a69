import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkChromium } from './support/browser';
import { findAccessibilityProblems, installAxe, type AxeFinding } from './support/axe';
import { signInAsAdmin } from './support/actions';
import { startOpenAiStandIn } from './support/openaiStandIn';
import { mailsTo as outboxMailsTo } from './support/outbox';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';

const MODEL_ARTICLE = {
  headline: 'VA Opens Toxic Exposure Screenings at Every Medical Center',
  summary: 'Every enrolled veteran can now ask for a screening at their next appointment.',
  contentHtml:
    '<p>The VA now offers <strong>toxic exposure screenings</strong> at every medical center.</p><h2>How to ask</h2><ul><li>Call your clinic.</li><li>Ask at your next visit.</li></ul>',
};

// listening before the session's beforeAll boots Muster pointed at it
const standIn = await startOpenAiStandIn(MODEL_ARTICLE);
afterAll(() => standIn.close());

const serious = (findings: AxeFinding[]) => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');

async function expectNoSeriousFindings(page: Page) {
  // colours mid-transition (a button just enabled) would be measured half-faded
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect(serious(await findAccessibilityProblems(page))).toEqual([]);
}

describe.skipIf(!checkChromium())('newsletter editor and AI generator in Chromium', () => {
  const session = useBrowserSession({
    openai: { apiKey: 'test', baseURL: `${standIn.url}/v1`, model: 'test-model', configured: true },
  });

  it('creates a newsletter, generates an article, adds it, previews, schedules and sends', async () => {
    // the e2e server has no SMTP_URL: its mail is .eml files in its outbox (support/server.ts)
    const mailsTo = (address: string, subject: string) => outboxMailsTo(session.outbox(), address, subject);
    const run = Date.now();
    const readers = [`reader1-${run}@example.org`, `reader2-${run}@example.org`];
    for (const email of readers) {
      const signUp = await fetch(`${session.baseUrl()}/api/subscribers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(signUp.status).toBe(201);
    }
    const { page, url } = await session.open(DESKTOP);
    await installAxe(page);
    await signInAsAdmin(page, url);
    const sidebar = page.getByRole('navigation', { name: 'Admin' });

    // create: validation first, then a real draft
    await sidebar.getByRole('link', { name: 'Newsletter Editor' }).click();
    await page.getByRole('heading', { name: 'Newsletter Editor', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Please enter a newsletter title.').waitFor();
    await page.getByLabel('Title').fill('E2E Morning Brief');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Your newsletter has been saved as a draft.').waitFor();
    const preview = page.getByRole('region', { name: 'Newsletter Preview' });
    await preview.getByText('E2E Morning Brief').waitFor();
    await preview.getByText('Draft', { exact: true }).waitFor();
    await expectNoSeriousFindings(page);

    // generate: validation first, then the stand-in model writes the article
    await sidebar.getByRole('link', { name: 'AI Article Generator' }).click();
    await page.getByRole('heading', { name: 'AI Article Generator', level: 1 }).waitFor();
    await page.getByText('Writing with test-model.').waitFor();
    await page.getByRole('button', { name: 'Generate Article' }).click();
    await page.getByText('Please enter a headline.').waitFor();
    await page.getByText('Please select a newsletter section.').waitFor();
    expect(standIn.calls).toHaveLength(0);
    await page.getByLabel('Headline/Topic').fill('Toxic exposure screenings');
    await page.getByLabel('Newsletter Section').selectOption('top_story');
    await page.getByLabel('Additional Notes').fill('Screenings are free.');
    await page.getByRole('button', { name: 'Generate Article' }).click();
    await page.getByRole('heading', { name: MODEL_ARTICLE.headline }).waitFor();
    await page.getByText('Article generated successfully').waitFor();
    await page.getByText(MODEL_ARTICLE.summary).waitFor();
    expect(await page.getByRole('article').getByRole('heading', { name: 'How to ask' }).count()).toBe(1);
    expect(standIn.calls).toHaveLength(1);
    expect(JSON.stringify(standIn.calls[0])).toContain('Screenings are free.');
    await expectNoSeriousFindings(page);

    // edit it and come back to the view
    await page.getByRole('button', { name: 'Edit Article' }).click();
    await page.getByRole('textbox', { name: /^Headline/ }).waitFor();
    await expectNoSeriousFindings(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: MODEL_ARTICLE.headline }).waitFor();

    // add it to the newsletter
    await sidebar.getByRole('link', { name: 'Newsletter Editor' }).click();
    await page.getByRole('button', { name: /E2E Morning Brief/ }).click();
    await preview.getByText('E2E Morning Brief').waitFor();
    await page.getByRole('button', { name: `Add to Newsletter: "${MODEL_ARTICLE.headline}"` }).click();
    await page.getByText('Article added').waitFor();
    const sections = preview.getByRole('list', { name: 'Newsletter sections' });
    await sections.getByText(MODEL_ARTICLE.headline).waitFor();
    const topStory = sections.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Top Story' }) });
    expect(await topStory.innerText()).toContain('1 of 1');

    // the list says it is in; it cannot be added twice (the server's 409 is tested in integration)
    const available = page
      .getByRole('list', { name: 'Available articles' })
      .getByRole('listitem')
      .filter({ hasText: MODEL_ARTICLE.headline });
    await available.getByText('✓ In this newsletter').waitFor();
    expect(await available.getByRole('button', { name: /Add to Newsletter/ }).count()).toBe(0);

    // the server-rendered preview opens in a new tab with the article in its section
    const [tab] = await Promise.all([page.context().waitForEvent('page'), preview.getByRole('link', { name: /Preview Email/ }).click()]);
    await tab.waitForLoadState();
    const previewText = await tab.locator('body').innerText();
    expect(previewText).toContain('E2E Morning Brief');
    expect(previewText).toMatch(new RegExp(`TOP STORY\\s+${MODEL_ARTICLE.headline}`, 'i'));
    await tab.close();

    // a test copy to a typed address, as the .eml a mail program would open
    const tester = `editor-${run}@example.org`;
    await preview.getByRole('button', { name: 'Send a test' }).click();
    const testDialog = page.getByRole('dialog', { name: 'Send a test' });
    await testDialog.getByLabel('Email address').fill(tester);
    await testDialog.getByRole('button', { name: 'Send Test' }).click();
    await page.getByText(`A test copy went to ${tester}.`).waitFor();
    expect(await mailsTo(tester, '[Test] E2E Morning Brief')).toHaveLength(1);

    // schedule, then send after confirming
    await preview.getByRole('button', { name: 'Schedule Send' }).click();
    await page.getByText('Newsletter updated').waitFor();
    await preview.getByText('Scheduled', { exact: true }).waitFor();
    await preview.getByText(/^Scheduled for .+ 8:00 AM\.$/).waitFor();
    expect(await preview.getByRole('button', { name: 'Schedule Send' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Send Newsletter' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send this newsletter?' });
    await dialog.waitFor();
    await expectNoSeriousFindings(page);
    await dialog.getByRole('button', { name: 'Send Now' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await preview.getByText('Sent', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Send Newsletter' }).isDisabled()).toBe(true);
    expect(await preview.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await available.getByText('✓ In this newsletter').waitFor();
    await expectNoSeriousFindings(page);

    // the delivery runs to its end; each reader got exactly one copy
    const delivered = await preview.getByText(/^Delivered to \d+ of \d+ subscribers$/).innerText({ timeout: 20_000 });
    const [, sent, total] = delivered.match(/(\d+) of (\d+)/) ?? [];
    expect(Number(sent)).toBe(Number(total));
    expect(Number(total)).toBeGreaterThanOrEqual(readers.length);
    await preview.getByText(/· 0 failed$/).waitFor();
    for (const reader of readers) expect(await mailsTo(reader, 'E2E Morning Brief')).toHaveLength(1);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility findings on both screens at ${viewport.width}px`, async () => {
      const { page, url } = await session.open(viewport);
      await installAxe(page);
      await signInAsAdmin(page, url);

      await page.goto(url('/admin/newsletter?type=weekly'));
      await page.getByRole('heading', { name: 'Newsletter Editor', level: 1 }).waitFor();
      expect(await page.getByLabel('Type').inputValue()).toBe('weekly');
      await page.getByRole('region', { name: 'Recent Newsletters' }).getByRole('button').first().click();
      await page.getByRole('region', { name: 'Newsletter Preview' }).getByRole('list', { name: 'Newsletter sections' }).waitFor();
      await expectNoSeriousFindings(page);

      await page.goto(url('/admin/ai-generator?sourceLink=https%3A%2F%2Fexample.org%2Fpost'));
      await page.getByRole('heading', { name: 'AI Article Generator', level: 1 }).waitFor();
      expect(await page.getByLabel('Source Link').inputValue()).toBe('https://example.org/post');
      await page.getByRole('button', { name: 'Generate Article' }).click();
      await page.getByText('Please enter a headline.').waitFor();
      await expectNoSeriousFindings(page);
    });
  }
});
