import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories } from '../../src/server/db/schema';
import { createOffer, createVendor } from '../factories/marketplace';
import { checkChromium } from './support/browser';
import { findAccessibilityProblems, installAxe } from './support/axe';
import { DESKTOP, PHONE, useBrowserSession, type Viewport } from './support/session';

const HUB = 'Legal Assistance & Advocacy';

describe.skipIf(!checkChromium())('the Personal Guide from questions to a plan', () => {
  const session = useBrowserSession();
  let hubId = '';

  async function listVerifiedExpert() {
    if (hubId) return;
    const db = session.runtime().database.db;
    const [legal] = await db.select().from(categories).where(eq(categories.slug, 'legal-services'));
    const vendor = await createVendor(
      { companyName: 'Valor Claims Partners', verificationStatus: 'verified', isActive: true, rating: 470, reviewCount: 31 },
      db,
    );
    await createOffer({ vendorId: vendor.id, categoryId: legal.id, isActive: true }, db);
    hubId = legal.veteranIssueId!;
  }

  async function walkGuide(viewport: Viewport) {
    await listVerifiedExpert();
    const opened = await session.open(viewport);
    const { page, url } = opened;
    await installAxe(page);
    await page.goto(url(`/resource-hub/${hubId}`));
    await page.getByRole('heading', { level: 1, name: HUB }).waitFor();
    await page.getByRole('tab', { name: 'Personal Guide' }).click();

    const next = page.getByRole('button', { name: 'Next Step' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByText('A VA decision I disagree with').click();
    expect(await next.isDisabled()).toBe(true);
    await page.getByText('Yes, within 30 days').click();
    expect(await next.isEnabled()).toBe(true);
    await next.click();

    const finish = page.getByRole('button', { name: 'Get My Recommendations' });
    expect(await finish.isDisabled()).toBe(true);
    await page.getByText('No, I need free help').click();
    await finish.click();
    await page.getByRole('heading', { name: 'Your Personalized Action Plan' }).waitFor();
    return opened;
  }

  it('turns the answers into a prioritised plan with a verified expert', async () => {
    const { page } = await walkGuide(DESKTOP);
    const items = page.getByTestId('recommendations').getByRole('listitem');
    const texts = await items.allTextContents();
    expect(texts[0]).toContain('Urgent');
    expect(texts.slice(0, 2).some((t) => t.includes('Request a decision review within one year'))).toBe(true);
    expect(texts.at(-1)).toContain('Medium priority');

    await page.getByText('Valor Claims Partners').waitFor();
    const expert = page.getByRole('listitem').filter({ hasText: 'Valor Claims Partners' });
    expect(await expert.getByText('Verified').count()).toBe(1);
    expect(await expert.getByText('4.7').count()).toBe(1);
    await expert.getByRole('link', { name: 'See Legal Services providers' }).click();
    await page.waitForURL(/\/marketplace\?category=legal-services$/);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows the plan without serious accessibility findings at ${viewport.width}px`, async () => {
      const { page } = await walkGuide(viewport);
      await page.getByText('Valor Claims Partners').waitFor();
      const serious = (await findAccessibilityProblems(page)).filter((f) => f.impact === 'serious' || f.impact === 'critical');
      expect(serious).toEqual([]);
    });
  }
});
