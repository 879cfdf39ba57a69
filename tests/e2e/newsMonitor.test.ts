import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';
import { expectNoSeriousAxeFindings, openAdminScreen, toast } from './support/adminScreens';
import { installAxe } from './support/axe';
import { setNewsConfig } from '../factories/breakingNews';
import { rssOf, startFeedServer, type FeedServer } from '../support/feedServer';
import { startNewsMonitorTicker } from '../../src/server/jobs/newsMonitor';

const SHOTS = '.tmp/screenshots';
const inDays = (n: number) =>
  new Date(Date.now() + n * 86_400_000).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

describe.skipIf(!checkChromium())('the news monitor, end to end', () => {
  // loopback feeds are private addresses: allowed here, as in development
  const session = useBrowserSession({ outboundAllowPrivate: true });
  let feeds: FeedServer;
  let ticker: { stop: () => Promise<void> };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const now = new Date().toUTCString();
    feeds = await startFeedServer({
      '/va.rss': rssOf('VA News', [
        {
          title: 'PACT Act claims deadline extended for veterans',
          link: 'https://news.va.gov/e2e/pact-deadline/',
          description: `Survivors must file by ${inDays(3)}.`,
          pubDate: now,
        },
        {
          title: 'TRICARE pharmacy hours change',
          link: 'https://wire.example/tricare-hours',
          description: 'Details inside.',
          pubDate: now,
        },
      ]),
    });
    await setNewsConfig(
      { isEnabled: false, keywords: ['PACT Act', 'veterans', 'TRICARE'], sources: [feeds.url('/va.rss')], urgencyThreshold: 7 },
      session.runtime().database.db,
    );
    // a short tick instead of pg-boss's minute: the check comes from the schedule, not from a button
    ticker = startNewsMonitorTicker(session.runtime(), 0.5);
  });
  afterAll(async () => {
    await ticker?.stop();
    await feeds?.close();
  });

  it('an editor turns monitoring on; a check runs by itself; reasons read plainly; the urgent item is on the home page', async () => {
    const { page, url } = await openAdminScreen(session, '/admin/breaking-news', 'Breaking News Automation');
    await page.getByRole('tab', { name: 'Configuration' }).click();
    const form = page.getByRole('form', { name: 'News monitoring configuration' });
    await form.getByText('Enable automatic monitoring').click();
    await toast(page, 'Configuration Updated');

    // the schedule checks within a tick; the Sources block shows the feed read
    const deadline = Date.now() + 10_000;
    while (!feeds.hits.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(feeds.hits.length).toBe(1);
    await page.reload();
    await page.getByRole('tab', { name: 'Configuration' }).click();
    const sources = page.getByRole('region', { name: 'Sources' });
    await sources.getByText('2 items seen', { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}/news-monitor-config-1280.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Breaking News Items' }).click();
    const urgent = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'PACT Act claims deadline extended for veterans' }) });
    await urgent
      .getByText(/^10\/10: mentions 'PACT Act', 'veterans' in the title, says 'deadline', VA source, deadline in 3 days, published/)
      .waitFor();
    await urgent.getByText('Published', { exact: true }).waitFor();
    const pending = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'TRICARE pharmacy hours change' }) });
    await pending.getByRole('button', { name: 'Approve: TRICARE pharmacy hours change' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/news-monitor-items-1280.png`, fullPage: true });

    await page.goto(url('/'));
    const strip = page.getByRole('region', { name: 'Breaking' });
    await strip.getByRole('link', { name: 'PACT Act claims deadline extended for veterans' }).click();
    await page.getByRole('heading', { level: 1, name: 'PACT Act claims deadline extended for veterans' }).waitFor();
    await page.getByRole('link', { name: 'Read the full story at VA News' }).waitFor();
  });

  it('has no serious accessibility findings at 390px and 1280px (items with reasons, home page strip)', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, url } = await openAdminScreen(session, '/admin/breaking-news', 'Breaking News Automation', viewport);
      await page.getByText(/^10\/10:/).waitFor();
      await expectNoSeriousAxeFindings(page);
      await page.goto(url('/'));
      await installAxe(page);
      await page.getByRole('region', { name: 'Breaking' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/news-monitor-home-${viewport.width}.png` });
      await expectNoSeriousAxeFindings(page);
    }
  });
});
