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

// A toast closed with its own button, as staff do when it covers what they click next (a
// toast sits over the bottom right of the page, where a list's last row has its buttons).
export async function dismissToast(page: Page, text: string | RegExp) {
  const shown = toast(page, text);
  await shown.hover();
  await shown.locator('[data-close-button]').click();
  await expect(shown).toHaveCount(0);
}
