import { expect, test, type Page } from '@playwright/test';
import { MAIN_BRANCH_ID } from '../src/server/db/schema/cash';
import { startFakeReceiptPrinter } from '../src/server/test/fake-receipt-printer';
import { seriousViolations } from './a11y';
import { ok } from './api';
import { expectNoSideScroll } from './layout';
import { bookedReference } from './reference';
import { picture } from './screens';
import { ownMember } from './staff';
import { toast } from './toasts';

// Issue 46 at the counter (docs/decisions/0060): the owner gives a till a network receipt
// printer in Settings; the receipt of an exchange booked there prints by itself on it, in the
// customer's French with its accents, and opens the drawer; a printer out of paper is said on
// the screen, in the teller's French, and the exchange stays booked. The printer is a fake
// ESC/POS printer that decodes what it receives. The till and its teller are this spec's own,
// so no other spec's receipt goes to a printer.

const SHOTS = '/tmp/receipt-printer';

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (width < 640) await expectNoSideScroll(page);
    await picture(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a till with a receipt printer prints the receipt and opens the drawer; no paper is said on screen', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  test.slow();
  const printer = await startFakeReceiptPrinter();
  const stamp = `Imp${Date.now().toString(36)}`;
  const tillName = `Comptoir ${stamp}`;
  const till = await ok<{ id: string }>(
    owner.request.post(`/api/branches/${MAIN_BRANCH_ID}/tills`, { data: { name: tillName } }),
  );
  const context = await ownMember(browser, String(baseURL), 'teller', `Paulette ${stamp}`);
  try {
    const headers = { origin: String(baseURL) };
    await ok(context.request.post(`/api/tills/${till.id}/open`, { data: { counts: [] }, headers }));
    await ok(context.request.put('/api/me/preferences', { data: { language: 'fr' }, headers }));
    await context.addInitScript(() => localStorage.setItem('bureau.language', 'fr'));
    const customer = await ok<{ id: string }>(
      owner.request.post('/api/customers', {
        data: {
          first_name: 'Éloïse',
          last_name: `Côté ${stamp}`,
          email: `eloise-${stamp.toLowerCase()}@example.com`,
          preferred_language: 'fr',
        },
      }),
    );

    // The owner sets the till's printer where tills are renamed; a bad address is refused.
    await owner.setViewportSize({ width: 1366, height: 900 });
    await owner.goto('/settings');
    const row = owner.getByTestId(`location-${tillName}`);
    await expect(row).toContainText('No receipt printer: prints through the browser');
    await row.getByRole('button', { name: `Receipt printer of ${tillName}` }).click();
    const dialog = owner.getByRole('dialog', { name: `Receipt printer of ${tillName}` });
    await dialog.getByLabel('Printer address').fill('printer one:9100');
    await dialog.getByRole('button', { name: 'Save Printer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Printer address must be a host name or IP address, optionally followed by :port (1 to 65535)',
    );
    await dialog.getByLabel('Printer address').fill(printer.address);
    await dialog.getByLabel('Paper width').click();
    await owner.getByRole('option', { name: '58 mm' }).click();
    expect(await seriousViolations(owner)).toEqual([]);
    await shoot(owner, 'settings-printer-dialog');
    await dialog.getByRole('button', { name: 'Save Printer' }).click();
    await expect(toast(owner, `Receipt printer saved for ${tillName}`)).toBeVisible();
    await expect(row).toContainText(`Receipt printer ${printer.address}, 58 mm`);
    await shoot(owner, 'settings-tills');

    // The teller books; the receipt prints by itself and the drawer opens.
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(
      `/exchange?customerId=${customer.id}&fromCurrency=USD&toCurrency=CAD&operation=buy`,
    );
    await page
      .getByRole('group', { name: 'Paire 1' })
      .getByLabel('Montant', { exact: true })
      .fill('20');
    await page.getByRole('button', { name: 'Conclure l’opération' }).click();
    const completed = page.getByRole('dialog', { name: 'Opération de change conclue' });
    const reference = await bookedReference(page, completed);
    await expect(
      toast(page, `Reçu imprimé sur l’imprimante de ${tillName} ; le tiroir-caisse est ouvert`),
    ).toBeVisible();
    const [job] = await printer.jobCount(1);
    expect(job?.drawerPulses).toBe(1);
    expect(job?.lines).toContain(`Réf.\u00a0:                ${reference}`);
    expect(job?.lines.some((line) => line.includes('Éloïse'))).toBe(true);
    await expect(
      completed.getByRole('button', { name: 'Imprimer sur l’imprimante de reçus' }),
    ).toBeVisible();
    await expect(completed.getByRole('button', { name: 'Imprimer', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'receipt-printed-fr');

    // Out of paper: said under the receipt, in French; the exchange stays booked.
    printer.setMode('paper_out');
    await completed.getByRole('button', { name: 'Imprimer sur l’imprimante de reçus' }).click();
    const alert = completed.getByRole('alert');
    await expect(alert).toContainText('Échec de l’impression du reçu');
    await expect(alert).toContainText(
      'L’imprimante de reçus n’a plus de papier : mettez un nouveau rouleau, puis imprimez de nouveau. L’opération est enregistrée.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'receipt-paper-out-fr');
    expect((await context.request.get(`/api/exchanges/${reference}`)).status()).toBe(200);

    // Paper loaded: the reprint prints without opening the drawer again.
    printer.setMode('ready');
    await completed.getByRole('button', { name: 'Imprimer sur l’imprimante de reçus' }).click();
    // Its own toast: the first print's (which opened the drawer) may still be on screen.
    await expect(
      page.locator('[data-sonner-toast]').filter({
        has: page.getByText(`Reçu imprimé sur l’imprimante de ${tillName}`, { exact: true }),
      }),
    ).toBeVisible();
    await expect(alert).toHaveCount(0);
    const jobs = await printer.jobCount(2);
    expect(jobs[1]?.drawerPulses).toBe(0);
  } finally {
    // The till prints through the browser again, and the printer goes away.
    await owner.request.put(`/api/tills/${till.id}/printer`, { data: { address: null } });
    await context.close();
    await printer.close();
  }
});
