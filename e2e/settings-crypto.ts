// The steps of the crypto switch's tests (settings-crypto.spec.ts): the main navigation, crypto
// currencies turned on or off through the API, and the global switch on Settings.
import { expect, type Page } from '@playwright/test';

export const nav = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label });

export async function openMore(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'More' })
    .click();
  await page.getByRole('menuitem', { name: label }).click();
}

export type Coin = { id: string; code: string; is_active: boolean };

export const cryptoCurrencies = async (page: Page) =>
  ((await (await page.request.get('/api/currencies?kind=crypto')).json()) as { rows: Coin[] }).rows;

export async function setActive(page: Page, coin: Coin, on: boolean) {
  const res = await page.request.put(`/api/currencies/${coin.id}`, {
    data: { ...coin, is_active: on },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function setCrypto(page: Page, on: boolean) {
  const toggle = page.getByRole('switch', { name: 'Enable Cryptocurrency' });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) {
    await toggle.click();
    await expect(page.getByText('Setting updated successfully').first()).toBeVisible();
  }
  await expect(toggle).toHaveAttribute('aria-checked', String(on));
}
