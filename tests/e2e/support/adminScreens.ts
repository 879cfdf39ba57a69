import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { findAccessibilityProblems, installAxe } from './axe';
import { signInByRequest } from './actions';
import type { OpenedPage, Viewport } from './session';

type Session = { open: (viewport?: Viewport) => Promise<OpenedPage> };

/** A fresh signed-in admin page (axe loaded) at `path`, once its h1 shows. */
export async function openAdminScreen(session: Session, path: string, heading: string, viewport?: Viewport): Promise<OpenedPage> {
  const opened = await session.open(viewport);
  await installAxe(opened.page);
  await signInByRequest(opened.page, opened.url);
  await opened.page.goto(opened.url(path));
  await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return opened;
}

/** No serious or critical WCAG 2.1 A/AA finding on the page as it stands. */
export async function expectNoSeriousAxeFindings(page: Page) {
  const findings = await findAccessibilityProblems(page);
  expect(findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')).toEqual([]);
}

/** Waits for a toast with this title (the one toast on screen). */
export async function toast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor();
}
