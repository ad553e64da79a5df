import { expect, type Locator, type Page } from '@playwright/test';

// The exchange's reference number as booked. The form shows one before Complete Exchange, but a
// number another exchange of the day already holds is drawn again while sending
// (src/web/features/exchange/fresh-reference.ts): a run books hundreds of exchanges in one day
// among 10,000 numbers, so the number read before the click is now and then not the one booked.
// Read once the completed dialog is open, when the form holds the number it booked under.
export async function bookedReference(page: Page, completed: Locator): Promise<string> {
  await expect(completed).toBeVisible();
  const reference = await page.locator('#exchange-reference').inputValue();
  expect(reference).toMatch(/^\d{10}$/);
  await expect(completed).toContainText(reference);
  return reference;
}
