import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { ensureClientBuild } from './build';
import { startMuster, type RunningMuster } from './server';
import { answerOutsideHostsOffline, launchChromium, watchPage, type PageProblems } from './browser';

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

export type OpenedPage = { page: Page; problems: PageProblems; url: (path: string) => string };

/** The app listens on the page and no part of it still waits for its code (components/Later.tsx). */
export const LIVE_AND_COMPLETE = 'html[data-app="live"]:not(:has(template[data-later="waiting"]))';

/** `goto` and `reload` resolve once the app listens on the whole page (src/client/main.tsx marks it). */
function waitForTheAppOnLoad(page: Page) {
  const live = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      // and every part whose code comes after the page is live has hydrated (components/Later.tsx)
      await page.waitForSelector(LIVE_AND_COMPLETE, { state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => live(await goto(...args));
  page.reload = async (...args) => live(await reload(...args));
}

/**
 * One Muster and one Chromium per test file; each test opens pages in a fresh browser
 * context (no shared cookies) and fails if the page logged an error.
 */
/** `overrides`: settings for this file's Muster (see startMuster). */
export function useBrowserSession(overrides: Parameters<typeof startMuster>[0] = {}) {
  let muster: RunningMuster | undefined;
  let browser: Browser | undefined;
  let contexts: { context: BrowserContext; problems: PageProblems }[] = [];

  beforeAll(async () => {
    ensureClientBuild();
    muster = await startMuster(overrides);
    browser = await launchChromium();
  }, 180_000);

  afterEach(async () => {
    const opened = contexts;
    contexts = [];
    for (const { context } of opened) await context.close();
    for (const { problems } of opened) problems.assertClean();
  });

  afterAll(async () => {
    await browser?.close();
    await muster?.close();
  });

  /** `javaScript: false`: what a reader sees before (or without) the app's script */
  async function open(viewport: Viewport = DESKTOP, { javaScript = true } = {}): Promise<OpenedPage> {
    if (!browser || !muster) throw new Error('The browser session did not start');
    const context = await browser.newContext({ viewport, javaScriptEnabled: javaScript });
    await answerOutsideHostsOffline(context);
    const page = await context.newPage();
    const problems = await watchPage(page);
    contexts.push({ context, problems });
    // a public page arrives drawn: acting before the app listens would be a lost tap
    if (javaScript) waitForTheAppOnLoad(page);
    const base = muster.baseUrl;
    return { page, problems, url: (path) => `${base}${path}` };
  }

  /** the running app's runtime: its database (`runtime.database.db`) and services, to set up data */
  return { open, baseUrl: () => muster!.baseUrl, runtime: () => muster!.runtime, outbox: () => muster!.outbox };
}
