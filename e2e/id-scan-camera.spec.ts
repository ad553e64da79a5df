import { mkdirSync } from 'node:fs';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { sampleAamva, samplePassportMrz } from '../src/domain/id-documents/samples';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { seriousViolations } from './a11y';
import { writeBlankVideo, writePdf417Video } from './fake-camera';

// Issue 44, the camera way in: 'Scan ID' shows the webcam and reads the PDF417 on the back of a
// licence (ZXing's WebAssembly, served by the app itself: the counter may have no internet). The
// webcam is Chromium's fake one, playing a video made here of a sample licence's barcode.

const SHOTS = '/tmp/shots';

/** A Chromium whose only camera films `video` (a .y4m file), allowed without asking. */
function browserFilming(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

type Watched = { page: Page; outside: string[]; camerasOn: () => Promise<number> };

/**
 * The signed-in staff's page in `browser`, with the camera allowed. Any request that would leave
 * the app's origin is refused and noted; every camera stream the page opens is kept, to tell
 * whether one is still on.
 */
async function signedInPage(browser: Browser, baseURL: string): Promise<Watched> {
  const context = await browser.newContext({
    baseURL,
    storageState: process.env.E2E_STAFF_STATE,
    permissions: ['camera'],
  });
  const origin = new URL(baseURL).origin;
  const outside: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    async (route) => {
      outside.push(route.request().url());
      await route.abort();
    },
  );
  await context.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams = streams;
    const devices = navigator.mediaDevices;
    const open = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
  const page = await context.newPage();
  const camerasOn = () =>
    page.evaluate(
      () =>
        (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
          .flatMap((stream) => stream.getTracks())
          .filter((track) => track.readyState === 'live').length,
    );
  return { page, outside, camerasOn };
}

// A family name in capitals, as documents write it, new on each run so no customer on file
// holds the document; and as the new customer's form proposes it.
const familyName = (start: string) =>
  start + Array.from({ length: 8 }, () => String.fromCharCode(65 + Math.random() * 26)).join('');
const properCase = (name: string) => name.charAt(0) + name.slice(1).toLowerCase();

async function expectNewCustomerOf(page: Page, first: string, last: string) {
  const form = page.getByRole('dialog').filter({ has: page.getByLabel('First Name') });
  await expect(form.getByLabel('First Name')).toHaveValue(first);
  await expect(form.getByLabel('Last Name')).toHaveValue(last);
}

test('Scan ID reads the barcode of a licence held to the webcam and starts the new customer from it', async ({
  baseURL,
}) => {
  const person = {
    family_name: familyName('CAMERA'),
    given_name: 'JOSEE',
    birth_date: '1988-03-14',
    sex: 'F' as const,
    document_number: `C${Date.now()}`.slice(0, 15),
    issued_date: '2022-03-14',
    expiry_date: '2031-03-14',
  };
  const video = await writePdf417Video(sampleAamva(person, { jurisdiction: 'ON' }));
  expect(video.moduleSize).toBeGreaterThanOrEqual(3);
  const browser = await browserFilming(video.file);
  try {
    const { page, outside, camerasOn } = await signedInPage(browser, baseURL ?? '');
    const wasm = page.waitForResponse((r) => r.url().endsWith('.wasm'));
    await page.goto('/exchange');
    await page.getByRole('button', { name: 'Scan ID' }).click();

    // The reader's WebAssembly comes from the app itself, and nothing else is asked of the web.
    expect((await wasm).status()).toBe(200);
    await expectNewCustomerOf(page, 'Josee', properCase(person.family_name));
    await expect(page.getByRole('dialog', { name: 'Scan ID' })).toBeHidden();
    expect(await camerasOn()).toBe(0);
    expect(outside).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('Scan ID without a barcode in sight keeps looking with a hint, takes a typed MRZ, and leaves no camera on', async ({
  baseURL,
}) => {
  const browser = await browserFilming(writeBlankVideo());
  try {
    const { page, outside, camerasOn } = await signedInPage(browser, baseURL ?? '');
    await page.goto('/exchange');
    await page.getByRole('button', { name: 'Scan ID' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan ID' });
    await expect(dialog).toContainText('Hold the back of the licence, its barcode in the frame.');
    await expect(dialog.getByRole('status')).toHaveText('Looking for the barcode…');
    expect(await camerasOn()).toBe(1);
    await expect(dialog.getByRole('status')).toContainText('No barcode read yet', {
      timeout: 20_000,
    });
    expect(await seriousViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/camera-dialog.png` });

    // Closed with Escape: the camera goes off.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(camerasOn).toBe(0);

    // A passport's MRZ, typed: the keyboard alone gets there and reads it.
    await page.getByRole('button', { name: 'Scan ID' }).click();
    const mrzField = dialog.getByLabel('Paste or type the MRZ');
    await expect(mrzField).toBeFocused();
    const family = familyName('TYPED');
    await mrzField.fill(
      samplePassportMrz({
        family_name: family,
        given_name: 'RENE',
        birth_date: '1979-11-02',
        sex: 'M',
        document_number: 'AB123456',
        expiry_date: '2032-11-01',
        state: 'CAN',
      }),
    );
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Read' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectNewCustomerOf(page, 'Rene', properCase(family));
    await expect.poll(camerasOn).toBe(0);
    expect(outside).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('Scan ID says plainly that the camera could not be opened when its use is refused', async ({
  baseURL,
}) => {
  const browser = await browserFilming(writeBlankVideo());
  try {
    const { page } = await signedInPage(browser, baseURL ?? '');
    // As when the teller (or the browser's settings) refuse the camera to the page.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.goto('/exchange');
    await page.getByRole('button', { name: 'Scan ID' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan ID' });
    await expect(dialog.getByRole('alert')).toHaveText(
      'The camera could not be opened: permission to use it was refused.',
    );
    // The typed MRZ is still there to fall back on.
    await expect(dialog.getByLabel('Paste or type the MRZ')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/camera-refused.png` });
  } finally {
    await browser.close();
  }
});
