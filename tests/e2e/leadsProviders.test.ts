import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';
import { expectNoSeriousAxeFindings, openAdminScreen, toast } from './support/adminScreens';
import { restAsAdmin } from './support/restAsAdmin';

const shots = '.tmp/screenshots';

describe.skipIf(!checkChromium())('Leads and Providers in Chromium', () => {
  const session = useBrowserSession();

  it('verifies a provider application, finds it in the marketplace, works its contact through to closed, reads the privacy page', async () => {
    const { page, url } = await openAdminScreen(session, '/admin/providers', 'Providers');
    const base = url('');
    const [legal] = (await (await fetch(`${base}/api/categories`)).json()) as { id: string; name: string }[];
    const applied = await fetch(`${base}/api/vendors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        companyName: 'Harbor Claims Help',
        email: 'intake@harbor.example',
        description: 'VA appeals',
        categoryId: legal.id,
      }),
    });
    expect(applied.status).toBe(201);
    const vendor = (await applied.json()) as { id: string };

    await page.getByLabel('Search providers').fill('Harbor');
    const row = page.getByRole('list', { name: 'Providers' }).getByRole('listitem').filter({ hasText: 'Harbor Claims Help' });
    await row.getByLabel('Note to Harbor Claims Help').fill('Licence checked.');
    await row.getByRole('button', { name: 'Verify: Harbor Claims Help' }).click();
    await toast(page, 'Provider updated');
    await row.getByText('Note: Licence checked.').waitFor();

    // verifying listed the application's draft offer; it gets a price and the description is corrected
    await row.getByRole('link', { name: 'Edit: Harbor Claims Help' }).click();
    await page.getByRole('heading', { level: 1, name: 'Harbor Claims Help' }).waitFor();
    await page.getByLabel('Description').fill('VA appeals and discharge upgrades');
    await page.getByRole('button', { name: 'Save details' }).click();
    await toast(page, 'Provider saved');
    await page.getByRole('button', { name: `Edit offer: ${legal.name}` }).click();
    const offer = page.getByRole('dialog');
    await offer.getByLabel(/Price/).fill('125');
    await offer.getByRole('button', { name: 'Save offer' }).click();
    await toast(page, 'Offer saved');

    await page.goto(url('/marketplace'));
    const card = page.getByRole('article', { name: 'Harbor Claims Help' });
    await card.getByText('VA appeals and discharge upgrades').waitFor();
    await card.getByText(`${legal.name} · $125`).waitFor();

    const call = await restAsAdmin(base);
    await fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        name: 'Jordan Price',
        email: 'jordan@example.org',
        status: 'contacted',
        source: 'marketplace',
        vendorId: vendor.id,
        message: 'Appeal help',
      }),
    });
    await page.goto(url('/admin/leads'));
    const lead = page.getByRole('list', { name: 'Leads' }).getByRole('listitem').filter({ hasText: 'Jordan Price' });
    await lead.getByText('Provider contact · Harbor Claims Help').waitFor();
    await lead.getByRole('button', { name: 'Close: Jordan Price' }).click();
    await toast(page, 'Lead updated');
    await lead.waitFor({ state: 'detached' });
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByText(/Conversations are kept for 30 days and then deleted/).waitFor();

    const closed = await call<{ status: string; closedBy: string }[]>('GET', '/api/leads?status=closed&q=Jordan');
    expect(closed[0]).toMatchObject({ status: 'closed', closedBy: 'admin' });
  });

  // two widths, three screens, axe on each: about 25 s alone, several times that beside another
  // browser on two cores
  it('has no serious accessibility findings at 390 and 1280 px (screenshots of the three screens)', async () => {
    mkdirSync(shots, { recursive: true });
    const { url } = await session.open();
    const base = url('');
    await fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        name: 'Casey Morgan',
        phone: '512-555-0100',
        source: 'chat',
        priority: 'urgent',
        notes: 'Eviction notice',
        category: 'housing',
        veteranProfile: { branch: 'army', location: 'Austin, TX' },
      }),
    });
    const [category] = (await (await fetch(`${base}/api/categories`)).json()) as { id: string }[];
    const applied = await fetch(`${base}/api/vendors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        companyName: 'Lone Star Veteran Legal Aid',
        email: 'help@lonestar.example',
        website: 'https://lonestar.example',
        city: 'Austin',
        state: 'TX',
        description: 'Discharge upgrades and VA appeals for Texas veterans.',
        categoryId: category.id,
      }),
    });
    const { id: vendorId } = (await applied.json()) as { id: string };
    for (const viewport of [PHONE, DESKTOP]) {
      for (const [path, heading, shot] of [
        ['/admin/leads', 'Leads', 'leads'],
        ['/admin/providers', 'Providers', 'providers'],
        [`/admin/providers/${vendorId}`, 'Lone Star Veteran Legal Aid', 'provider-edit'],
      ] as const) {
        const { page } = await openAdminScreen(session, path, heading, viewport);
        await page.getByText(/Loading/).waitFor({ state: 'detached' });
        await page.screenshot({ path: `${shots}/${shot}-${viewport.width}.png`, fullPage: true });
        await expectNoSeriousAxeFindings(page);
      }
    }
  }, 240_000);
});
