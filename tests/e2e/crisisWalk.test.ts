import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { veteranIssues } from '../../src/server/db/schema';
import { checkChromium } from './support/browser';
import { installAxe } from './support/axe';
import { expectNoSeriousAxeFindings, openAdminScreen } from './support/adminScreens';
import { DESKTOP, PHONE, useBrowserSession, type OpenedPage } from './support/session';

// SCREENSHOTS=1 also saves what a person should look at to .tmp/screenshots/crisis-*.png
const shotsDir = process.env.SCREENSHOTS ? '.tmp/screenshots' : null;
async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/crisis-${name}.png` });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The crisis line of the page itself: three real links, on screen without scrolling. */
async function expectCrisisLine(page: Page) {
  const bar = page.getByRole('complementary', { name: 'Veterans Crisis Line' });
  const links = [
    ['Call 988 and press 1', 'tel:988'],
    ['Text 838255', 'sms:838255'],
    ['Chat online', 'https://www.veteranscrisisline.net/get-help-now/chat/'],
  ];
  for (const [name, href] of links) {
    const link = bar.getByRole('link', { name });
    expect(await link.getAttribute('href')).toBe(href);
    const box = (await link.boundingBox())!;
    expect(box.y + box.height, `${name} is above the fold`).toBeLessThan(PHONE.height);
    expect(box.height, `${name} is a tappable height`).toBeGreaterThanOrEqual(24);
  }
}

describe.skipIf(!checkChromium())('a first-time visitor in crisis, at phone size', () => {
  const session = useBrowserSession();
  const hubId = async () => {
    const [hub] = await session
      .runtime()
      .database.db.select({ id: veteranIssues.id })
      .from(veteranIssues)
      .where(eq(veteranIssues.title, 'Mental Health & PTSD Support'));
    return hub.id;
  };
  const launcherOf = (page: Page): Locator => page.getByRole('button', { name: /^Ask an expert/ });

  it('finds the crisis line on every public page, even without the script, and the Guide answers "Yes" with it at once', async () => {
    const { page, url } = await session.open(PHONE);
    const mentalHealth = `/resource-hub/${await hubId()}`;
    for (const path of ['/', mentalHealth, '/marketplace', '/subscribe']) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectCrisisLine(page);
      if (path === '/') await shot(page, 'home-390');
    }

    // the chat button is a compact corner button that stays clear of the guide's Next button
    await page.goto(url(mentalHealth));
    await page.getByRole('tab', { name: 'Personal Guide' }).click();
    await page.getByText('Yes', { exact: true }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Veterans Crisis Line' });
    expect(await notice.getByRole('link', { name: 'Call 988 and press 1' }).getAttribute('href')).toBe('tel:988');
    expect(await notice.getByRole('link', { name: 'Text 838255' }).getAttribute('href')).toBe('sms:838255');
    await page.getByText('Low mood or losing interest').click();
    const next = page.getByRole('button', { name: 'Next Step' });
    for (const block of ['start', 'center', 'end'] as const) {
      await next.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
      const [button, nextBox] = [(await launcherOf(page).boundingBox())!, (await next.boundingBox())!];
      expect(overlaps(button, nextBox), `chat button over Next (${block})`).toBe(false);
      expect(button.width).toBeLessThanOrEqual(64);
      expect(button.height).toBeLessThanOrEqual(64);
    }
    expect(await launcherOf(page).getAttribute('title')).toBe('Ask an expert · Expert Available · Response time ~15 min');

    // when the script never runs, the page the server drew offers the three links, and so does
    // index.html's own markup where nothing is drawn (an unknown address)
    const { page: bare, url: bareUrl, problems } = await session.open(PHONE, { javaScript: false });
    problems.allow(/404/); // the unknown address's own status, logged by the browser
    for (const path of ['/subscribe', '/no-such-page']) {
      await bare.goto(bareUrl(path));
      await expectCrisisLine(bare);
    }
  });

  it('keeps a conversation in crisis: the crisis line stays in every reply, the dialog can be reopened', async () => {
    const { page, url } = await session.open(PHONE);
    await page.goto(url('/'));
    await launcherOf(page).click();
    const panel = page.getByRole('dialog', { name: 'Muster Guide' });
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });

    const input = panel.getByRole('textbox', { name: 'Your message' });
    await input.fill("there's nothing left for me, I want to end my life");
    await input.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Immediate Help Available' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Back to chat' }).click();
    await dialog.waitFor({ state: 'detached' });

    await input.fill('I also need help with my rent this month');
    await input.press('Enter');
    await panel
      .getByText(/I can help|housing|rent/i)
      .last()
      .waitFor();
    await expect.poll(async () => (await panel.getByText(/838255/).count()) >= 2).toBe(true);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await shot(page, 'chat-panel-390');
    await panel.getByRole('button', { name: /Get crisis help now/ }).click();
    await dialog.waitFor();
  });

  it('has no serious accessibility findings at 390 and 1280 px, public crisis line and admin conversations alike', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, url }: OpenedPage = await session.open(viewport);
      await installAxe(page);
      await page.goto(url('/subscribe'));
      await page.getByRole('complementary', { name: 'Veterans Crisis Line' }).waitFor();
      await expectNoSeriousAxeFindings(page);
      if (viewport === DESKTOP) await shot(page, 'subscribe-1280');

      const admin = await openAdminScreen(session, '/admin/conversations', 'Conversations', viewport);
      await admin.page.getByRole('list', { name: 'Conversations' }).waitFor();
      await expectNoSeriousAxeFindings(admin.page);
      await shot(admin.page, `admin-conversations-${viewport.width}`);
    }
  });
});
