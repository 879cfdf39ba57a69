import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { leads, offers, vendors } from '../../src/server/db/schema';
import { createCategory, createOffer, createRegion, createVendor } from '../factories/marketplace';
import { checkChromium } from './support/browser';
import { findAccessibilityProblems, installAxe } from './support/axe';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';

/** Findings a user would feel: serious or critical. */
const serious = (findings: Awaited<ReturnType<typeof findAccessibilityProblems>>) =>
  findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');

describe.skipIf(!checkChromium())('the marketplace in Chromium', () => {
  const session = useBrowserSession();
  const CATEGORY = 'E2E Benefits Counsel';
  const REGION = 'E2E Lone Star';
  let topVendor = '';

  // 13 listed providers in a category of their own: one page of 12 and one more
  beforeAll(async () => {
    const db = session.runtime().database.db;
    const category = await createCategory({ name: CATEGORY, slug: 'e2e-benefits-counsel' }, db);
    const region = await createRegion({ name: REGION, stateProvince: 'TX' }, db);
    for (let i = 1; i <= 13; i++) {
      const vendor = await createVendor(
        {
          companyName: `E2E Provider ${String(i).padStart(2, '0')}`,
          // best rated first: provider 01 has the highest rating
          rating: 500 - i * 10,
          reviewCount: 10 + i,
          tier: i === 1 ? 'premium' : i === 2 ? 'preferred' : 'standard',
          regionId: region.id,
          city: 'Austin',
          state: 'TX',
          phone: '(512) 555-0100',
          website: `https://provider${i}.example.org`,
        },
        db,
      );
      if (i === 1) topVendor = vendor.id;
      await createOffer({ vendorId: vendor.id, categoryId: category.id, title: `Claim review ${i}`, basePrice: 125_000 }, db);
      await createOffer({ vendorId: vendor.id, categoryId: category.id, title: `Appeal help ${i}`, basePrice: 250_000 }, db);
      await createOffer({ vendorId: vendor.id, categoryId: category.id, title: `Records request ${i}`, basePrice: null }, db);
    }
  });

  async function searchCategory(page: Page) {
    await page.getByLabel('Service type').selectOption({ label: CATEGORY });
    await page.getByLabel('Location').selectOption({ label: REGION });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('13 providers found').waitFor();
  }

  it('searches by service type and location, sorted by rating, and Load More appends the 13th', async () => {
    const { page, url } = await session.open();
    await page.goto(url('/marketplace'));
    await page.getByRole('heading', { name: 'Veteran Services Marketplace' }).waitFor();
    await searchCategory(page);

    const cards = page.getByRole('article');
    expect(await cards.count()).toBe(12);
    const names = await page.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(names[0]).toBe('E2E Provider 01');
    expect(names[11]).toBe('E2E Provider 12');

    const first = page.getByRole('article', { name: 'E2E Provider 01' });
    await first.getByText('Premium').waitFor();
    await first.getByText('Verified').waitFor();
    await first.getByText('$1,250').first().waitFor();
    await first.getByText('+1 more service').waitFor();
    expect(await first.getByRole('link', { name: '(512) 555-0100' }).getAttribute('href')).toBe('tel:5125550100');

    await page.getByRole('button', { name: 'Load More' }).click();
    await page.getByRole('article', { name: 'E2E Provider 13' }).waitFor();
    expect(await cards.count()).toBe(13);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);

    // a search nothing matches, then Clear All Filters
    await page.getByRole('searchbox', { name: 'Search providers' }).fill('no provider is called this');
    await page.getByRole('searchbox', { name: 'Search providers' }).press('Enter');
    await page.getByRole('heading', { name: 'No providers found matching your criteria' }).waitFor();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await page.getByText(/providers? found/).waitFor();
    expect(await page.getByLabel('Service type').inputValue()).toBe('all');
  });

  it('preselects the category of a ?category= link', async () => {
    const { page, url } = await session.open();
    await page.goto(url('/marketplace?category=e2e-benefits-counsel'));
    await page.getByText('13 providers found').waitFor();
    expect(await page.getByLabel('Service type').locator('option:checked').innerText()).toBe(CATEGORY);
  });

  it('contacting a provider validates, then stores a contacted lead', async () => {
    const { page, url } = await session.open();
    await page.goto(url('/marketplace'));
    await searchCategory(page);
    await page
      .getByRole('article', { name: 'E2E Provider 01' })
      .getByRole('button', { name: /Contact Provider/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Contact E2E Provider 01' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByText('Please tell us your name.').waitFor();
    await dialog.getByText('Please give an email address or a phone number.').waitFor();

    await dialog.getByLabel('Your name').fill('Pat E2E Veteran');
    await dialog.getByLabel('Email').fill('pat.e2e@example.org');
    await dialog.getByLabel('How can they help?').fill('My claim was denied.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Information Captured').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const db = session.runtime().database.db;
    const [lead] = await db.select().from(leads).where(eq(leads.veteranEmail, 'pat.e2e@example.org'));
    expect(lead).toMatchObject({
      veteranName: 'Pat E2E Veteran',
      status: 'contacted',
      source: 'marketplace',
      vendorId: topVendor,
      priority: 'medium',
      category: CATEGORY,
    });
  });

  it('applying as a provider validates, then stores a pending, unlisted vendor', async () => {
    const { page, problems, url } = await session.open(PHONE);
    await page.goto(url('/marketplace'));
    await page.getByRole('button', { name: 'Apply as a Provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply to Join the Marketplace' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByText('Company name is required.').waitFor();
    await dialog.getByText('Please enter a valid email address.').waitFor();

    await dialog.getByLabel('Company name').fill('E2E Applicant Law Group');
    await dialog.getByLabel('Email').fill('Intake@Applicant.example.org');
    await dialog.getByLabel('City').fill('Austin');
    await dialog.getByLabel('State').fill('TX');
    await dialog.getByLabel('Region served').selectOption({ label: REGION });
    await dialog.getByLabel('What do you offer?').selectOption({ label: CATEGORY });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application Received').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const db = session.runtime().database.db;
    const [vendor] = await db.select().from(vendors).where(eq(vendors.email, 'intake@applicant.example.org'));
    expect(vendor).toMatchObject({
      companyName: 'E2E Applicant Law Group',
      verificationStatus: 'pending',
      isActive: false,
      city: 'Austin',
    });
    const drafts = await db.select().from(offers).where(eq(offers.vendorId, vendor.id));
    expect(drafts.map((o) => o.isActive)).toEqual([false]);

    // the same email again: the server's refusal is shown
    await page.getByRole('button', { name: 'Apply as a Provider' }).click();
    await dialog.getByLabel('Company name').fill('E2E Applicant Again');
    await dialog.getByLabel('Email').fill('intake@applicant.example.org');
    problems.allow(/status of 409/);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('A provider with this email address has already applied.').first().waitFor();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility findings at ${viewport.width}px: results, contact and apply dialogs`, async () => {
      const { page, url } = await session.open(viewport);
      await installAxe(page);
      await page.goto(url('/marketplace?category=e2e-benefits-counsel'));
      await page.getByText('13 providers found').waitFor();
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);

      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /Contact Provider/ })
        .click();
      const contact = page.getByRole('dialog');
      await contact.getByRole('button', { name: 'Send Request' }).click();
      await contact.getByText('Please tell us your name.').waitFor();
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);
      await contact.getByRole('button', { name: 'Cancel' }).click();
      await contact.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Apply as a Provider' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit Application' }).click();
      await page.getByText('Company name is required.').waitFor();
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);
    });
  }
});
