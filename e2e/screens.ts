import type { Locator, Page } from '@playwright/test';

// Pictures of the screens for people to look at (issue 43): written only by
// `npm run test:screens` (E2E_SCREENS=1), so CI's run spends no time drawing and encoding PNGs.
// What a test checks around a picture (the layout at a narrow width, what is on screen) runs
// either way; only the file is skipped. Tests tagged @screens (the dark-theme accessibility
// walks) run only then too (playwright.config.ts).
export const SCREENS = process.env.E2E_SCREENS === '1';

export async function picture(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (!SCREENS) return;
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}
