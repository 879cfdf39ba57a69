import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ensureClientBuild } from './build';
import { startMuster, type RunningMuster } from './server';
import { launchChromium, watchPage, type PageProblems } from './browser';

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

export type OpenedPage = { page: Page; problems: PageProblems; url: (path: string) => string };

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

  async function open(viewport: Viewport = DESKTOP): Promise<OpenedPage> {
    if (!browser || !muster) throw new Error('The browser session did not start');
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const problems = await watchPage(page);
    contexts.push({ context, problems });
    const base = muster.baseUrl;
    return { page, problems, url: (path) => `${base}${path}` };
  }

  /** the running app's runtime: its database (`runtime.database.db`) and services, to set up data */
  return { open, baseUrl: () => muster!.baseUrl, runtime: () => muster!.runtime, outbox: () => muster!.outbox };
}
