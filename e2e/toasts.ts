import { expect, type Page } from '@playwright/test';

// A toast of SPEC §8: its title ('Success' or 'Error') and its text.
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]', { hasText: text });

// A failure toast: titled 'Error', SPEC's text exactly as a line of its own, then the server's
// reason when there is one.
export async function expectFailureToast(page: Page, text: string, reason?: string) {
  const failure = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.getByText(text, { exact: true }) });
  await expect(failure).toContainText('Error');
  if (reason) await expect(failure).toContainText(reason);
}
