import { expect, type Locator, type Page } from '@playwright/test';

// Chooses an option of a select. When the options are fetched again while the list is open (a
// test beside this one adds a currency), the option clicked may be replaced before the click
// lands and the list stays open: open it again and choose once more.
export async function chooseOption(page: Page, trigger: Locator, option: string): Promise<void> {
  const list = page.getByRole('listbox');
  await expect(async () => {
    if (!(await list.isVisible())) await trigger.click({ timeout: 2_000 });
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(list).toBeHidden({ timeout: 2_000 });
  }).toPass();
}
