import { expect, test, type Locator, type Page } from '@playwright/test';
import { toast } from './toasts';
import { picture } from './screens';

// Whether `target` can be seen and clicked where it is: no toast's box overlaps its box (a
// toast drawn over it hides it, even while the open dialog lets clicks pass through the toast),
// and a click at its centre lands on it or inside it.
async function uncovered(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const toasts = await page
    .locator('[data-sonner-toast]')
    .evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    );
  const overlaps = (t: DOMRect) =>
    t.x < box.x + box.width &&
    box.x < t.x + t.width &&
    t.y < box.y + box.height &&
    box.y < t.y + t.height;
  const hitsTarget = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
  return toasts.length > 0 && !toasts.some(overlaps) && hitsTarget;
}

test('at 1366x768 the booking toast leaves New Transaction free to click at once', async ({
  page,
}) => {
  const tag = `Nx${Date.now()}`;
  const res = await page.request.post('/api/customers', {
    data: { first_name: 'Next', last_name: tag, email: `${tag.toLowerCase()}@example.com` },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { id: string }).id;

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/exchange?customerId=${id}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
  await expect(
    page.getByRole('form', { name: 'Exchange' }).getByRole('region', { name: 'Selected customer' }),
  ).toContainText(`Next ${tag}`);
  await page.getByLabel('Amount', { exact: true }).fill('40');
  await page.getByRole('button', { name: 'Complete Exchange' }).click();

  const done = page.getByRole('dialog', { name: 'Exchange completed' });
  const next = done.getByRole('button', { name: 'New Transaction' });
  const shown = toast(page, '1 exchange transaction(s) completed successfully');
  await expect(shown).toBeVisible();
  await expect(next).toBeVisible();
  // The toast has finished sliding in: where it rests is where it stays for seconds.
  await expect(shown).toHaveAttribute('data-mounted', 'true');
  await shown.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  await picture(page, { path: '/tmp/receipt-dialog-with-toast-1366.png' });
  expect(await uncovered(page, next)).toBe(true);
  await expect(shown).toBeVisible();
  // A short timeout: a covered button would make the click wait for the toast to go.
  await next.click({ timeout: 1_000 });
  await expect(done).toBeHidden();
  await expect(shown).toBeVisible();
  await expect(
    page.getByText('No customer selected. Please select a customer from the customers page.'),
  ).toBeVisible();
});
