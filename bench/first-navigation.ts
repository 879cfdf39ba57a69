/**
 * A reader's first navigation from the home page, on issue 13's slow phone profile (4× CPU
 * slowdown, 150 ms round trip, 1.6 Mbit/s down): the home page loaded cold and left to go live
 * and idle, then a link of the site's header clicked, and the time until the screen's heading is
 * on the page (median of 5 cold loads per link). What the home page leaves for later (the full
 * recipes, the tRPC client, the table of the routes' parts) is paid here, so a change to the first
 * load is checked against this. Muster runs in-process on in-memory PGlite with the demo data.
 * Prints figures; no thresholds.
 *
 *   npx tsx bench/first-navigation.ts      (CLIENT_OUT_DIR picks the client build folder; built
 *                                           when it is the default one and stale)
 */
import { spawnSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, phonePage, startDemoServer } from './lib/phone';
import { reportFigure } from './lib/report';

// the header's links show from this width on (below it they are in the menu's drawer)
const VIEWPORT = { width: 1280, height: 900 };
const LOADS = 5;
/** The header's link, and the heading its screen shows once drawn. */
const LINKS = [
  { link: 'Archives', heading: 'Newsletter Archives' },
  { link: 'Resources', heading: 'Veteran Resource Center' },
  { link: 'Marketplace', heading: 'Veteran Services Marketplace' },
];

/** Milliseconds from the click to the screen's heading, and the scripts asked for on the way. */
async function navigate(browser: Browser, baseUrl: string, link: string, heading: string) {
  const { context, page } = await phonePage(browser, VIEWPORT);
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  let scripts = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts++;
  });
  const started = Date.now();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
  const ms = Date.now() - started;
  await context.close();
  return { ms, scripts };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  if (!process.env.CLIENT_OUT_DIR) {
    const built = spawnSync(process.execPath, ['scripts/ensure-client-build.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (built.status !== 0) throw new Error('The client build failed');
  }
  const server = await startDemoServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await navigate(browser, server.baseUrl, LINKS[0].link, LINKS[0].heading); // warm the server
    console.log(`First navigation from the home page: ${VIEWPORT.width}px, slow phone network and CPU, ${LOADS} cold loads each\n`);
    for (const { link, heading } of LINKS) {
      const runs: { ms: number; scripts: number }[] = [];
      for (let i = 0; i < LOADS; i++) runs.push(await navigate(browser, server.baseUrl, link, heading));
      const ms = median(runs.map((r) => r.ms));
      console.log(
        `  ${link.padEnd(12)} ${String(ms).padStart(5)} ms   (runs: ${runs.map((r) => r.ms).join(', ')}; scripts asked for: ${runs[0].scripts})`,
      );
      reportFigure({
        name: `First navigation from home to ${link}, phone profile`,
        figure: `${ms} ms`,
        baseline: '–',
        ratio: '–',
        goal: '–',
      });
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
