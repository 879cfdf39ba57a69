// Screenshots of the shell for a human to look at: `npx tsx tests/e2e/take-screenshots.ts`
// writes .tmp/screenshots/<page>-<width>.png (phone 390×844 and desktop 1280×800).
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { ensureClientBuild } from './support/build';
import { startMuster } from './support/server';
import { signInAsAdmin } from './support/actions';
import { checkChromium, launchChromium } from './support/browser';
import { DESKTOP, PHONE, type Viewport } from './support/session';

const outDir = '.tmp/screenshots';

async function shoot(browser: Browser, baseUrl: string, viewport: Viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const save = (name: string) => page.screenshot({ path: `${outDir}/${name}-${viewport.width}.png`, fullPage: true });

  await page.goto(`${baseUrl}/`);
  await page.getByRole('contentinfo').waitFor();
  await save('home');

  if (viewport.width < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${outDir}/home-menu-${viewport.width}.png` });
    await page.keyboard.press('Escape');
  }

  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Password is required').waitFor();
  await save('login-empty');

  await signInAsAdmin(page, (path) => `${baseUrl}${path}`);
  await page.waitForTimeout(300);
  await save('admin-dashboard');

  if (viewport.width < 1024) {
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${outDir}/admin-menu-${viewport.width}.png` });
    await page.keyboard.press('Escape');
  }

  await page.goto(`${baseUrl}/no/such/page`);
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  await save('not-found');
  await context.close();
}

async function main() {
  if (!checkChromium()) return;
  mkdirSync(outDir, { recursive: true });
  ensureClientBuild();
  const muster = await startMuster();
  const browser = await launchChromium();
  try {
    for (const viewport of [PHONE, DESKTOP]) await shoot(browser, muster.baseUrl, viewport);
    console.log(`Screenshots written to ${outDir}/`);
  } finally {
    await browser.close();
    await muster.close();
  }
}

await main();
