import type { Browser, Page } from '@playwright/test';

/**
 * A page of the shared staff account that reads French, chosen in this browser context only
 * (its localStorage, read first at start, and its answer of the saved preferences): the account
 * other specs share keeps its own language. `locale` sets the browser's own (days, numbers).
 */
export async function frenchPage(
  browser: Browser,
  options: { width?: number; locale?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    storageState: process.env.E2E_STAFF_STATE,
    viewport: { width: options.width ?? 1366, height: 900 },
    ...(options.locale ? { locale: options.locale } : {}),
  });
  await context.addInitScript(() => localStorage.setItem('bureau.language', 'fr'));
  // The member's saved language would switch the app back on sign-in: this context reads French.
  await context.route('**/api/me/preferences', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    try {
      const response = await route.fetch();
      const saved = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...saved, language: 'fr' } });
    } catch (error) {
      // A navigation let go of the request while its answer was read: nobody waits for it.
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  });
  return context.newPage();
}
