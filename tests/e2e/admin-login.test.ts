import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { PHONE, useBrowserSession } from './support/session';

const sidebarEntries = [
  'Dashboard',
  'Newsletter Editor',
  'Articles',
  'AI Article Generator',
  'Marketing',
  'Subscribers',
  'Partners',
  'Community',
  'Breaking News',
  'Analytics',
  'Leads',
  'Providers',
  'Conversations',
];

const adminChunk = /\/assets\/admin-[^/]*\.js$/;

describe.skipIf(!checkChromium())('the client shell in Chromium', () => {
  const session = useBrowserSession();

  it('gates the admin area: validation, a failed and a good sign-in, the dashboard shell, Sign Out', async () => {
    const { page, problems, url } = await session.open();
    await page.goto(url('/admin'));
    // The session check may finish before we look; either state is the gate at work.
    await page
      .getByText(/Checking authentication\.\.\.|Admin Login/)
      .first()
      .waitFor();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');

    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('auth.login')) loginCalls.push(request.url());
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    expect(loginCalls).toEqual([]); // an invalid form sends nothing

    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('not the password');
    problems.allow(/status of 401/);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Failed').waitFor();
    await page.getByText('Invalid username or password').waitFor();
    expect(loginCalls).toHaveLength(1);

    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login successful! Redirecting to admin dashboard...').waitFor();
    // One toast at a time: the success replaced the failure.
    expect(await page.getByText('Login Failed').count()).toBe(0);
    await page.waitForURL(url('/admin/dashboard'));

    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    const links = sidebar.getByRole('link');
    await links.first().waitFor();
    expect(await links.allInnerTexts()).toEqual(sidebarEntries);
    expect(await sidebar.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { name: 'Newsletter Management' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Admin sidebar' }).innerText()).toContain(`Signed in as ${E2E_ADMIN.username}`);

    await sidebar.getByRole('link', { name: 'Newsletter Editor' }).click();
    await page.waitForURL(url('/admin/newsletter'));
    await page.getByRole('heading', { name: 'Newsletter Editor' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Newsletter Editor' }).getAttribute('aria-current')).toBe('page');
    expect(await sidebar.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(url('/'));
    await page.goto(url('/admin'));
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('sends /admin to /admin/dashboard', async () => {
    const { page, url } = await session.open();
    await page.goto(url('/admin'));
    await page.waitForURL(url('/admin/dashboard'));
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, url, problems } = await session.open();
    problems.allow(/404/); // the page's own status, which the browser logs as a failed request
    const response = await page.goto(url('/no/such/page'));
    expect(response?.status()).toBe(404); // the server says so; the client's router draws the page
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(url('/'));
  });

  it('never downloads admin code for a reader on the home page', async () => {
    const { page, url } = await session.open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => adminChunk.test(s))).toEqual([]);

    // The naming that check relies on is real: the admin area does load admin chunks.
    await page.goto(url('/admin/dashboard'));
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(scripts.some((s) => adminChunk.test(s))).toBe(true);
  });

  it('opens the mobile menu with the five header links on a phone', async () => {
    const { page, url } = await session.open(PHONE);
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Archives', 'Resources', 'Marketplace', 'Subscribe', 'Admin']);
    await menu.getByRole('link', { name: 'Archives' }).click();
    await page.waitForURL(url('/newsletters'));
    await menu.waitFor({ state: 'hidden' });
  });
});
