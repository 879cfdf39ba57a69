import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { leads } from '../../src/server/db/schema';
import { createOffer, createVendor, ensureCategory } from '../factories/marketplace';
import { checkChromium } from './support/browser';
import { findAccessibilityProblems, installAxe } from './support/axe';
import { DESKTOP, PHONE, useBrowserSession, type Viewport } from './support/session';

const serious = (findings: Awaited<ReturnType<typeof findAccessibilityProblems>>) =>
  findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');

describe.skipIf(!checkChromium())('the chat widget in Chromium', () => {
  const session = useBrowserSession();
  const PROVIDER = 'E2E Home Lenders';

  // a housing provider, so replies to housing questions carry a recommendation card
  beforeAll(async () => {
    const db = session.runtime().database.db;
    const category = await ensureCategory({ name: 'Mortgage Services', slug: 'mortgage-services' }, db);
    const vendor = await createVendor(
      {
        companyName: PROVIDER,
        verificationStatus: 'verified',
        phone: '(512) 555-0199',
        email: 'hello@homelenders.example.org',
        website: 'https://homelenders.example.org',
      },
      db,
    );
    await createOffer(
      {
        vendorId: vendor.id,
        categoryId: category.id,
        title: 'VA loan guidance',
        basePrice: null,
      },
      db,
    );
  });

  async function openChat(viewport: Viewport = DESKTOP) {
    const opened = await session.open(viewport);
    const { page, url } = opened;
    await installAxe(page);
    await page.goto(url('/'));
    await page.getByRole('button', { name: /^Ask an expert/ }).click();
    const panel = page.getByRole('dialog', { name: 'Muster Guide' });
    await panel.waitFor();
    return {
      ...opened,
      panel,
      input: panel.getByRole('textbox', { name: 'Your message' }),
    };
  }

  async function send(page: Page, text: string) {
    await page.getByRole('textbox', { name: 'Your message' }).fill(text);
    await page.keyboard.press('Enter');
  }

  it('shows the crisis dialog with 988 and 838255 for a crisis message', async () => {
    const { page, panel } = await openChat();
    await send(page, 'I want to end my life');
    const dialog = page.getByRole('alertdialog', {
      name: 'Immediate Help Available',
    });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Call 988 (press 1)' }).getAttribute('href')).toBe('tel:988');
    expect(await dialog.getByRole('link', { name: 'Text 838255' }).getAttribute('href')).toBe('sms:838255');
    await dialog.getByRole('button', { name: 'Back to chat' }).click();
    await panel.getByText(/call 988 and press 1/).waitFor();
  });

  it('saves a lead for a housing question with a name and an email', async () => {
    const { page, panel } = await openChat();
    await send(page, 'My name is Dana Brooks, email dana.brooks@example.com. I need help finding housing and rent assistance.');
    await page.getByText('Information Captured').waitFor();
    const card = panel.getByRole('region', { name: 'Recommended providers' }).getByRole('listitem').filter({ hasText: PROVIDER });
    expect(await card.getByRole('link', { name: `Call ${PROVIDER}` }).getAttribute('href')).toBe('tel:(512) 555-0199');
    expect(await card.getByRole('link', { name: `Email ${PROVIDER}` }).getAttribute('href')).toBe('mailto:hello@homelenders.example.org');
    await expect
      .poll(async () => {
        const db = session.runtime().database.db;
        return db.select().from(leads).where(eq(leads.veteranEmail, 'dana.brooks@example.com'));
      })
      .toHaveLength(1);
    const [lead] = await session.runtime().database.db.select().from(leads).where(eq(leads.veteranEmail, 'dana.brooks@example.com'));
    expect(lead).toMatchObject({
      veteranName: 'Dana Brooks',
      source: 'chat',
      status: 'new',
      category: 'housing',
    });
    expect(lead.veteranProfile).toMatchObject({
      name: 'Dana Brooks',
      email: 'dana.brooks@example.com',
    });
    expect(await panel.getByRole('textbox', { name: 'Your message' }).inputValue()).toBe('');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility problems with the panel open at ${viewport.width}px`, async () => {
      const { page, panel, input } = await openChat(viewport);
      await input.fill('I need help with a VA home loan for housing');
      await page.keyboard.press('Enter');
      await panel.getByRole('status', { name: 'The guide is typing' }).waitFor({ state: 'detached' });
      await panel.getByRole('region', { name: 'Recommended providers' }).waitFor();
      const box = await panel.boundingBox();
      if (viewport === DESKTOP) expect(box).toMatchObject({ width: 384, height: 500 });
      else expect(box?.width).toBe(viewport.width);
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Ask an expert/ }).waitFor();
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);
    });
  }
});
