import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { picture } from './screens';

test('the owner downloads a backup of the whole database from Settings, and it is audited', async ({
  page,
  request,
}) => {
  await page.goto('/settings');
  const card = page.locator('[data-slot="card"]', { hasText: 'Download backup' });
  await expect(card.getByText('Backup', { exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await picture(page, { path: test.info().outputPath('settings-backup.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download backup' }).click(),
  ]);
  // The one backup format: a gzipped script of every table's rows, without sign-in sessions.
  expect(download.suggestedFilename()).toMatch(/^bureau-backup-\d{4}-\d{2}-\d{2}-\d{4}\.sql\.gz$/);
  const script = gunzipSync(await readFile(await download.path())).toString();
  expect(script.startsWith('--\n-- bureau backup v1')).toBe(true);
  expect(script).toContain('COPY public.auth_users (');
  expect(script).toContain('COPY public.account_movements (');

  const audit = await request.get('/api/audit?action=backup');
  const { rows } = (await audit.json()) as { rows: { action: string }[] };
  expect(rows.length).toBeGreaterThan(0);
  expect(rows[0]?.action).toBe('backup');
});
