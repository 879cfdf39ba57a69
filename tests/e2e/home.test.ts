import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { findAccessibilityProblems, installAxe } from './support/axe';
import { adminApi, fullEditionSections } from './support/publicData';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';

/** Stops the page's clock a moment ahead of its now; again if that moment passed before the call landed. */
async function pauseClock(page: Page) {
  for (;;) {
    try {
      return await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200));
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}

const serious = (findings: { impact?: string | null }[]) => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');

describe.skipIf(!checkChromium())('Home (browser)', () => {
  const session = useBrowserSession();

  it("shows 'Coming Soon' before any newsletter is sent", async () => {
    const { page, url } = await session.open();
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
  });

  it('features the first of a full edition, lists 9 more, and Load More shows the last 2 without an archives box', async () => {
    const api = await adminApi(session.baseUrl());
    const ids: string[] = [];
    for (const [i, section] of fullEditionSections.entries()) {
      ids.push((await api.createArticle({ headline: `Home story ${i + 1}`, section })).id);
    }
    await api.sendNewsletter('Home edition', ids);

    const { page, url } = await session.open();
    await page.goto(url('/'));
    const featured = page.locator('article', { has: page.getByRole('heading', { name: 'Home story 1' }) });
    await featured.getByText('Featured').waitFor();
    const list = page.getByRole('list', { name: 'More stories' });
    expect(await list.getByRole('listitem').count()).toBe(9);
    await page.getByRole('button', { name: 'Load More Stories' }).click();
    expect(await list.getByRole('listitem').count()).toBe(11);
    expect(await page.getByRole('button', { name: 'Load More Stories' }).count()).toBe(0);
    expect(await page.getByText('More Stories in Archives').count()).toBe(0);

    await featured.getByRole('link', { name: 'Read Full Article' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home story 1' }).waitFor();
  });

  it('advances the carousel every 8 s, pauses 10 s after a manual move, and wraps around', async () => {
    const api = await adminApi(session.baseUrl());
    // readers see featured first, then the newest approved
    await api.createSpotlight({ veteranName: 'Third Voice', quote: 'Three.' });
    await new Promise((r) => setTimeout(r, 20));
    await api.createSpotlight({ veteranName: 'Second Voice', quote: 'Two.' });
    await api.createSpotlight({ veteranName: 'First Voice', quote: 'One.', status: 'featured' });

    const { page, url } = await session.open();
    await page.clock.install();
    await page.goto(url('/'));
    // from here on only runFor moves the page's clock: on a busy machine the real seconds the
    // test takes between steps would otherwise count towards the 8 s and the 10 s
    await pauseClock(page);
    const voices = page.getByRole('region', { name: 'Veteran Voices' });
    const showing = (name: string) => voices.getByText(name).waitFor({ timeout: 2000 });
    await voices.getByText('First Voice').waitFor();
    await voices.getByText('Featured').waitFor();

    await page.clock.runFor(8000);
    await showing('Second Voice');
    await page.clock.runFor(8000);
    await showing('Third Voice');
    await page.clock.runFor(8000);
    await showing('First Voice'); // wrapped

    await voices.getByRole('button', { name: 'Next story' }).click();
    await showing('Second Voice');
    await page.clock.runFor(9500); // paused: no move at 8 s
    await showing('Second Voice');
    await page.clock.runFor(500); // the 10 s rest ends; auto-advance resumes
    await page.clock.runFor(7900);
    await showing('Second Voice');
    await page.clock.runFor(100);
    await showing('Third Voice');

    await voices.getByRole('button', { name: 'Previous story' }).click();
    await showing('Second Voice');
    await voices.getByRole('button', { name: 'Show story 1 of 3' }).click();
    await showing('First Voice');
  });

  it('does not auto-advance for a reader who prefers reduced motion', async () => {
    const { page, url } = await session.open();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(url('/'));
    const voices = page.getByRole('region', { name: 'Veteran Voices' });
    await voices.getByText('First Voice').waitFor();
    await page.clock.runFor(20_000);
    await voices.getByText('First Voice').waitFor({ timeout: 1000 });
  });

  it('subscribes from the quick-subscribe band', async () => {
    const { page, url } = await session.open(PHONE);
    await page.goto(url('/'));
    const band = page.getByRole('form', { name: 'Quick subscribe' });
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please enter your email address.').waitFor();
    await band.getByLabel('Email address').fill('band.reader@example.org');
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Welcome to Muster!').waitFor();
    expect(await band.getByLabel('Email address').inputValue()).toBe('');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility findings at ${viewport.width}px`, async () => {
      const { page, url } = await session.open(viewport);
      await installAxe(page);
      for (const path of ['/', '/about']) {
        await page.goto(url(path));
        await page.getByRole('contentinfo').getByText('Muster serves those who served', { exact: false }).waitFor();
        if (path === '/') await page.getByRole('list', { name: 'More stories' }).waitFor();
        expect(serious(await findAccessibilityProblems(page))).toEqual([]);
      }
    });
  }
});
