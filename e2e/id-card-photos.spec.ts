import { chromium, expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { seriousViolations } from './a11y';
import { ok } from './api';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { customerOnFile } from './customers';
import { writeBlankVideo } from './fake-camera';
import { premadeMember } from './staff';
import { toast } from './toasts';

// Issue 44, photos of ID documents: the owner turns them on; a teller stores the front from a
// file and sees only that it is on file; the owner takes the back with the camera; a manager
// sees both, and each view is in the audit trail.

function photoPng(): Buffer {
  const png = new PNG({ width: 120, height: 76 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data.set([40, 90 + ((i / 4) % 120), 160, 255], i);
  }
  return PNG.sync.write(png);
}

test('a teller stores the front, the camera takes the back, a manager views both, audited', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three members and two browsers, one with a camera.
  test.slow();
  const tag = `Pho${Date.now()}`;
  const number = `P-${tag}`;
  const id = await customerOnFile(page.request, { first_name: 'Odile', last_name: tag });
  const card = await ok<{ id: string }>(
    page.request.post('/api/id-cards', {
      data: {
        customer_id: id,
        id_number: number,
        id_type: 'Passport',
        expiry_date: '2099-01-01',
        issuing_country: 'FR',
        verified: true,
      },
    }),
  );

  // The owner turns photos on in Settings.
  await ok(page.request.put('/api/settings/id_images', { data: { value: { enabled: false } } }));
  await page.goto('/settings');
  const keep = page.getByRole('switch', { name: 'Keep Photos of ID Documents' });
  await expect(keep).not.toBeChecked();
  await keep.click();
  await expect(toast(page, 'Setting updated successfully')).toBeVisible();
  await expect(keep).toBeChecked();

  // A teller stores the front from a file; a file that is no photo is refused on the spot.
  const teller = await premadeMember(browser, baseURL ?? '', 'teller');
  try {
    const counter = await teller.newPage();
    await counter.goto(`/customers/${id}`);
    await counter.getByRole('button', { name: `Photos of ID card ${number}` }).click();
    const dialog = counter.getByRole('dialog', { name: 'Photos of the ID card' });
    await expect(dialog).toContainText(`Passport ${number}`);
    expect(await seriousViolations(counter)).toEqual([]);
    await dialog.getByLabel('Photo file of the back').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'The photo must be a JPEG, PNG or WebP image',
    );
    await dialog.getByLabel('Photo file of the front').setInputFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: photoPng(),
    });
    await expect(toast(counter, 'Photo of the front saved.')).toBeVisible();
    const front = dialog.getByRole('region', { name: 'Front' });
    await expect(front).toContainText('A photo is on file. Managers and the owner can view it.');
    await expect(front.getByRole('img')).toHaveCount(0);
    if (process.env.SHOTS_DIR) {
      await counter.setViewportSize({ width: 390, height: 844 });
      await counter.screenshot({ path: `${process.env.SHOTS_DIR}/photos-teller-390.png` });
    }
    await counter.keyboard.press('Escape');
    await expect(
      counter.getByRole('list', { name: 'ID cards' }).getByRole('listitem'),
    ).toContainText('Photo of the front on file');
  } finally {
    await teller.close();
  }

  // The owner takes the back with the webcam (Chromium's fake camera).
  const filming = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${writeBlankVideo()}`,
    ],
  });
  try {
    const context = await filming.newContext({
      baseURL,
      storageState: process.env.E2E_STAFF_STATE,
      permissions: ['camera'],
    });
    const owner = await context.newPage();
    await owner.goto(`/customers/${id}`);
    await owner.getByRole('button', { name: `Photos of ID card ${number}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Photos of the ID card' });
    await dialog.getByRole('button', { name: 'Use the camera for the back' }).click();
    await expect(dialog.getByLabel('Camera view')).toBeVisible();
    const take = dialog.getByRole('button', { name: 'Take photo of the back' });
    await expect(take).toBeEnabled();
    await take.click();
    await expect(toast(owner, 'Photo of the back saved.')).toBeVisible();
    await expect(dialog.getByLabel('Camera view')).toHaveCount(0);
    await expect(dialog.getByRole('img', { name: `Back of Passport ${number}` })).toBeVisible();
  } finally {
    await filming.close();
  }

  // A manager sees both photos, decoded; the trail holds each view.
  const manager = await premadeMember(browser, baseURL ?? '', 'manager');
  try {
    const office = await manager.newPage();
    await office.goto(`/customers/${id}`);
    await office.getByRole('button', { name: `Photos of ID card ${number}` }).click();
    const dialog = office.getByRole('dialog', { name: 'Photos of the ID card' });
    for (const side of ['Front', 'Back']) {
      const image = dialog.getByRole('img', { name: `${side} of Passport ${number}` });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(dialog.getByRole('region', { name: 'Front' })).toContainText('Stored');
    if (process.env.SHOTS_DIR)
      await office.screenshot({ path: `${process.env.SHOTS_DIR}/photos-manager.png` });
    expect(await seriousViolations(office)).toEqual([]);
  } finally {
    await manager.close();
  }

  const trail = await ok<{ rows: { action: string }[] }>(
    page.request.get(`/api/audit?record_type=id_card_image&record_id=${card.id}&limit=50`),
  );
  const actions = trail.rows.map((row) => row.action);
  expect(actions.filter((a) => a === 'create')).toHaveLength(2);
  // The owner saw both (the front on opening, the back once taken); so did the manager.
  expect(actions.filter((a) => a === 'view')).toHaveLength(4);
});
