import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Loads axe-core into every document of the page. An init script is injected by the browser
 * itself, so the CSP (no inline scripts) does not block it the way a <script> tag would be.
 */
export async function installAxe(page: Page) {
  await page.addInitScript({ content: axe.source });
}

export type AxeFinding = { id: string; impact: string | null | undefined; help: string; targets: string[] };

/** WCAG 2.x A and AA findings for the page as it stands. */
export async function findAccessibilityProblems(page: Page): Promise<AxeFinding[]> {
  const violations = await page.evaluate(async () => {
    // a colour half-way through a transition is not the page's colour (on a busy machine axe can
    // catch a fading error message in its first frames)
    const ending = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations;
}
