import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const chromiumInstalled = existsSync(CHROMIUM_PATH);

/** Without Chromium the browser tests are skipped, unless REQUIRE_E2E=1 makes that a failure. */
export function checkChromium(): boolean {
  if (chromiumInstalled) return true;
  const message = `Chromium is not installed at ${CHROMIUM_PATH} (apt-get install chromium): browser tests skipped.`;
  if (process.env.REQUIRE_E2E === '1') throw new Error(message.replace('skipped', 'required by REQUIRE_E2E=1'));
  console.warn(`[e2e] ${message}`);
  return false;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Outside hosts (a video player's frame, a linked site) cannot be reached from here, and a lookup
 * that hangs instead of failing stalls the page: every one is answered with an empty page.
 */
export async function answerOutsideHostsOffline(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => /^https?:$/.test(url.protocol) && !LOOPBACK_HOSTS.has(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>offline stand-in</title>' }),
  );
}

export type PageProblems = {
  /** a console error matching this is expected once (a deliberate failed request) */
  allow: (pattern: RegExp) => void;
  /** throws if the page printed an unexpected error, threw, or broke the CSP */
  assertClean: () => void;
};

/**
 * Collects what would go unnoticed in a headless browser: console errors (CSP violations are
 * reported there too), uncaught exceptions, and CSP violation events.
 */
export async function watchPage(page: Page): Promise<PageProblems> {
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // our own init scripts (this one, axe) refused by a script-free sandbox, as it should be
    if (/^Blocked script execution in 'about:srcdoc'/.test(text)) return;
    const index = allowed.findIndex((pattern) => pattern.test(text));
    if (index >= 0) {
      allowed.splice(index, 1);
      return;
    }
    problems.push(`console.error: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return {
    allow: (pattern) => allowed.push(pattern),
    assertClean: () => {
      if (problems.length) throw new Error(`The browser reported problems:\n${problems.join('\n')}`);
    },
  };
}
