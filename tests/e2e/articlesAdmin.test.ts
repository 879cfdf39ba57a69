import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkChromium } from './support/browser';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';
import { expectNoSeriousAxeFindings, openAdminScreen, toast } from './support/adminScreens';
import { createArticle } from '../factories/articles';
import { createNewsletter } from '../factories/newsletters';

// MUSTER_SCREENSHOTS=dir saves the screens for a human to look at
const screenshotDir = process.env.MUSTER_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (!screenshotDir) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

describe.skipIf(!checkChromium())('the Articles screens in Chromium', () => {
  const session = useBrowserSession();
  const db = () => session.runtime().database.db;

  it('writes an article by hand with the rich-text editor, then fixes a typo in an old one', async () => {
    const old = await createArticle(
      {
        headline: 'VA opens new clinc in Tucson',
        section: 'veteran_resource',
        content: '<p>The clinic opens on Monday.</p>',
        createdAt: new Date(Date.now() - 90 * 86_400_000),
      },
      db(),
    );
    const { page, url } = await openAdminScreen(session, '/admin/articles', 'Articles');

    await page.getByRole('link', { name: 'New Article' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Article' }).waitFor();
    const form = page.getByRole('form', { name: 'New article' });
    await form.getByRole('button', { name: 'Save Article' }).click();
    await form.getByText('Please enter a headline.').waitFor();
    await form.getByText('Please enter the article content.').waitFor();

    await form.getByLabel('Headline').fill('Burn Pit Registry: What Changed This Week');
    await form.getByLabel('Newsletter Section').selectOption({ label: 'Policy Watch' });
    await form.getByLabel('Summary').fill('Three changes every post-9/11 veteran should know.');
    const editor = form.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('What changed');
    await form.getByRole('button', { name: 'H2 heading' }).click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('The registry now takes ');
    // the toolbar hands focus back to the editor a frame later: type only once bold shows as on, and back in the editor
    const bold = form.getByRole('button', { name: 'Bold' });
    const toggleBold = async (pressed: string) => {
      await bold.click();
      await expect.poll(() => bold.getAttribute('aria-pressed')).toBe(pressed);
      await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    };
    await toggleBold('true');
    await page.keyboard.type('online claims');
    await toggleBold('false');
    await page.keyboard.type('.');
    await form.getByLabel('Video URL').fill('https://youtu.be/dQw4w9WgXcQ');
    await form.getByRole('figure', { name: 'Video preview' }).locator('iframe').waitFor();
    expect(await form.getByLabel('Slug').getAttribute('placeholder')).toBe('burn-pit-registry-what-changed-this-week');
    await form.getByRole('button', { name: 'Save Article' }).click();
    await toast(page, 'Article created');
    await page.getByRole('heading', { level: 1, name: 'Edit Article' }).waitFor();
    await page.getByRole('link', { name: '/articles/burn-pit-registry-what-changed-this-week' }).waitFor();

    // what a reader sees: the heading and the bold text, as written
    const reader = await session.open(DESKTOP);
    await reader.page.goto(reader.url('/articles/burn-pit-registry-what-changed-this-week'));
    await reader.page.getByRole('heading', { level: 2, name: 'What changed' }).waitFor();
    expect(await reader.page.locator('article strong, main strong').first().innerText()).toBe('online claims');

    // find the old article and fix its typo
    await page.goto(url('/admin/articles'));
    await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    await page.getByLabel('Search articles').fill('clinc');
    const list = page.getByRole('list', { name: 'Articles' });
    await list.getByRole('listitem').filter({ hasText: 'VA opens new clinc in Tucson' }).waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await shot(page, 'articles-list-1280');
    await list.getByRole('link', { name: 'Edit VA opens new clinc in Tucson' }).click();
    const edit = page.getByRole('form', { name: 'Edit article' });
    await edit.getByLabel('Headline').fill('VA opens new clinic in Tucson');
    await edit.getByRole('textbox', { name: 'Content' }).getByText('The clinic opens on Monday.').waitFor();
    await shot(page, 'article-editor-1280');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Article updated successfully');
    await page.goto(url(`/articles/${old.slug}`));
    await page.getByRole('heading', { level: 1, name: 'VA opens new clinic in Tucson' }).waitFor();
  });

  it("finds a six-week-old Quick Brief in the newsletter editor and adds it to today's Daily Brief", async () => {
    const brief = await createArticle(
      { headline: 'Commissary hours extended at Fort Liberty', section: 'quick_briefs', createdAt: new Date(Date.now() - 42 * 86_400_000) },
      db(),
    );
    // newer articles push it far past the first page
    for (let i = 0; i < 12; i++) await createArticle({ headline: `Fresh story ${i}`, section: 'top_story' }, db());
    await createNewsletter({ title: "Today's Daily Brief", type: 'daily' }, db());

    const { page } = await openAdminScreen(session, '/admin/newsletter', 'Newsletter Editor', PHONE);
    await page.getByRole('button', { name: /Today's Daily Brief/ }).click();
    const preview = page.getByRole('region', { name: 'Newsletter Preview' });
    await preview.getByText("Today's Daily Brief").first().waitFor();
    // on a phone the preview below the list is brought into view
    await expect.poll(() => preview.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);

    const available = page.getByRole('region', { name: 'Available Articles' });
    await available.getByLabel('Section').selectOption('quick_briefs');
    await available.getByLabel('Search articles').fill('commissary');
    const item = available.getByRole('listitem').filter({ hasText: brief.headline });
    await item.waitFor();
    await item.getByRole('button', { name: `Add to Newsletter: "${brief.headline}"` }).click();
    await toast(page, 'Article added');
    await item.getByText('✓ In this newsletter').waitFor();
    await preview.getByText(brief.headline).waitFor();
    await shot(page, 'newsletter-editor-390');
  });

  it('has no serious accessibility findings on the list and the editor at 390px and 1280px', async () => {
    await createArticle({ headline: 'Axe check article', section: 'quick_briefs', videoUrl: 'https://vimeo.com/76979871' }, db());
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await openAdminScreen(session, '/admin/articles', 'Articles', viewport);
      await page.getByRole('list', { name: 'Articles' }).getByText('Axe check article').first().waitFor();
      await expectNoSeriousAxeFindings(page);
      await shot(page, `articles-list-${viewport.width}`);
      await page.getByRole('link', { name: 'Edit Axe check article' }).first().click();
      await page.getByRole('textbox', { name: 'Content' }).waitFor();
      await page.getByRole('button', { name: 'Save Changes' }).waitFor();
      await expectNoSeriousAxeFindings(page);
      await shot(page, `article-editor-${viewport.width}`);
    }
  });
});
