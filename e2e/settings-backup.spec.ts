import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

test('the owner downloads a backup of the whole database from Settings, and it is audited', async ({
  page,
  request,
}) => {
  await page.goto('/settings');
  const card = page.locator('[data-slot="card"]', { hasText: 'Download backup' });
  await expect(card.getByText('Backup', { exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('settings-backup.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download backup' }).click(),
  ]);
  // The browser tests run on the embedded database: its data directory, gzipped.
  expect(download.suggestedFilename()).toMatch(/^bureau-backup-\d{4}-\d{2}-\d{2}-\d{4}\.sql\.gz$/);
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBeGreaterThan(100_000);
  expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

  const audit = await request.get('/api/audit?action=backup');
  const { rows } = (await audit.json()) as { rows: { action: string }[] };
  expect(rows.length).toBeGreaterThan(0);
  expect(rows[0]?.action).toBe('backup');
});
