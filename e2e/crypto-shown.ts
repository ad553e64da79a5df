import type { Page } from '@playwright/test';

// Crypto is a global switch other tests flip: this page alone is told it is on (the settings'
// answer with crypto_enabled set), whatever the database holds.
export async function showCryptoOn(page: Page) {
  await page.route('**/api/settings', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { rows: { key: string; value: unknown }[] };
    const rows = body.rows.map((row) =>
      row.key === 'crypto_enabled' ? { ...row, value: { enabled: true } } : row,
    );
    await route.fulfill({ response, json: { ...body, rows } });
  });
}
