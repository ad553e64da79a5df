import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

// The accessibility check (issue 28, WCAG 2.2 AA): what axe finds on a screen, its headings, and
// moving between screens as the walks do; the records the screens show are a11y-seed.ts's.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The critical and serious violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe-core runs in the page itself, loaded once per page (evaluated, so the app's CSP does
  // not apply): @axe-core/playwright injected it again and finished every run in a new blank
  // page, about a second a check against axe's own 0.1–0.3 s. The app has no frames to visit.
  // Violations only: axe then skips gathering and sending back every node that passes, on
  // every screen (issue 43); what it finds is the same.
  await animationsEnded(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations,
    WCAG_TAGS,
  );
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${v.help}
    ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
      ),
    );
}

/**
 * Headings that skip a level going down (an h2 then an h4), in the order a screen reader lists
 * them, hidden ones left out; and a page (not a dialog) without exactly one h1.
 */
export async function headingSkips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) =>
      !el.closest('[aria-hidden="true"], [hidden], [inert]') &&
      (el as HTMLElement).getClientRects().length > 0;
    // An open dialog hides the page behind it from assistive technology.
    const dialog = Array.from(
      document.querySelectorAll('[role="dialog"], [role="alertdialog"]'),
    ).find(shown);
    const headings = Array.from(
      (dialog ?? document.body).querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'),
    )
      .filter(shown)
      .map((el) => ({
        level: Number(el.getAttribute('aria-level') ?? el.tagName.slice(1)),
        text: (el.textContent ?? '').trim().slice(0, 40),
      }));
    const skips: string[] = [];
    const ones = headings.filter((h) => h.level === 1).length;
    if (!dialog && ones !== 1) skips.push(`${ones} h1 headings`);
    headings.forEach((h, i) => {
      const before = headings[i - 1];
      if (before && h.level > before.level + 1) {
        skips.push(`h${before.level} "${before.text}" then h${h.level} "${h.text}"`);
      }
    });
    return skips;
  });
}

/**
 * Moves to `path` inside the app (its router), as staff move between screens, and waits until
 * the new screen's heading has replaced the one before (loading the app again for each screen
 * was over a third of a walk's time, issue 43).
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll('h1')) Object.assign(heading, { left: true });
  });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    () => {
      const heading = document.querySelector('h1');
      return heading !== null && !('left' in heading);
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** The page has drawn its data: no skeleton, no list or record still loading. */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await animationsEnded(page);
}

// Radix dialogs and toasts animate in, and colours may be in transition: axe judges the
// colours once every animation that ends has ended (a spinner's never does).
async function animationsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}
