import { expect, type Locator, type Page } from '@playwright/test';

// Chooses an option of a select. When the options are fetched again while the list is open (a
// test beside this one adds a currency), the option clicked may be replaced before the click
// lands and the list stays open: open it again and choose once more. A list longer than the
// window (the currencies, once a run's tests have added theirs) may move as it is scrolled to an
// option near its end, so that the click never finds the option inside the window: then the
// option is chosen as a keyboard user does, focused and Enter. Until the trigger shows the
// option, it is chosen again.
export async function chooseOption(page: Page, trigger: Locator, option: string): Promise<void> {
  const list = page.getByRole('listbox');
  await expect(async () => {
    if (!(await list.isVisible())) await trigger.click({ timeout: 2_000 });
    const choice = page.getByRole('option', { name: option, exact: true });
    try {
      await choice.click({ timeout: 2_000 });
    } catch {
      if (await list.isVisible()) await choice.press('Enter', { timeout: 2_000 });
    }
    await expect(list).toBeHidden({ timeout: 2_000 });
    // A list replaced under the click may have taken it on another option: the trigger says
    // which one was chosen.
    await expect(trigger).toContainText(option, { timeout: 2_000 });
  }).toPass();
}
