import { expect, test, type Page } from '@playwright/test';
import { localDateOf } from '../src/domain/business-day';
import { asTyped, sampleAamva, type SamplePerson } from '../src/domain/id-documents/samples';
import { seriousViolations } from './a11y';
import { ok } from './api';
import { customerOnFile } from './customers';
import { toast } from './toasts';

// Identifying a customer in seconds (issue 44): a keyboard-wedge scanner types a licence's
// barcode into whatever field has focus; the screen reads it, keeps it out of the field, and
// finds the customer or starts a new one from it.

// Letters only: a document's names hold no digits.
const tagOf = () => [...String(Date.now()).slice(-7)].map((d) => 'ABCDEFGHIJ'[Number(d)]).join('');

// As a scanner set to turn the header's record separator into nothing and every line break into
// LF types it (Playwright types RS without a keydown, which no scanner does).
const typedScan = (person: SamplePerson, jurisdiction: string) =>
  asTyped(sampleAamva(person, { jurisdiction, country: 'CA' }), {
    lineBreaks: 'LF',
    recordSeparator: 'drop',
  });

async function scanInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.click();
  await page.keyboard.type(text, { delay: 5 });
}

test('a scanned licence makes its holder the exchange customer, typing nothing into the field', async ({
  page,
}) => {
  const tag = tagOf();
  const person: SamplePerson = {
    family_name: `SCAN${tag}`,
    given_name: 'NORA',
    birth_date: '1984-03-09',
    document_number: `S${tag}-1234`,
    issued_date: '2022-03-09',
    expiry_date: '2032-03-09',
  };
  const id = await customerOnFile(page.request, {
    first_name: 'Nora',
    last_name: `Scan${tag.toLowerCase()}`,
    birthday: person.birth_date,
  });
  await ok(
    page.request.post('/api/id-cards', {
      data: {
        customer_id: id,
        // Written by hand another way: the lookup ignores spaces, hyphens and case.
        id_number: `s${tag} 1234`,
        id_type: "Driver's Licence",
        expiry_date: person.expiry_date,
        issuing_country: 'CA',
        issuing_jurisdiction: 'ON',
        verified: true,
      },
    }),
  );

  await page.goto('/exchange');
  const notes = page.getByLabel('Notes');
  await scanInto(page, notes, typedScan(person, 'ON'));

  const selected = page.getByRole('region', { name: 'Selected customer' });
  await expect(selected).toContainText(`Nora Scan${tag.toLowerCase()}`);
  await expect(
    toast(page, `Nora Scan${tag.toLowerCase()} is the customer of this exchange.`),
  ).toBeVisible();
  await expect(notes).toHaveValue('');
  await expect(notes).toBeFocused();
  // The teller goes on typing as usual.
  await page.keyboard.type('Regular customer', { delay: 60 });
  await expect(notes).toHaveValue('Regular customer');
});

test('a licence no customer holds opens a new customer filled from it, saved with its card', async ({
  page,
}) => {
  const tag = tagOf();
  const person: SamplePerson = {
    family_name: `LEBLANC${tag}`,
    given_name: 'JEAN-LUC',
    birth_date: '1979-11-23',
    document_number: `L${tag}0042`,
    issued_date: '2021-06-01',
    expiry_date: '2030-06-01',
    address: { line1: '12 RUE SAINT-DENIS', city: 'MONTREAL', postal_code: 'H2X 3K8' },
  };
  await page.goto('/exchange');
  const source = page.getByLabel('Source of Money');
  await scanInto(page, source, typedScan(person, 'QC'));

  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  await expect(dialog).toContainText('Filled in from the scanned document');
  await expect(source).toHaveValue('');
  const lastName = `Leblanc${tag.toLowerCase()}`;
  await expect(dialog.getByLabel('First Name')).toHaveValue('Jean-Luc');
  await expect(dialog.getByLabel('Last Name')).toHaveValue(lastName);
  await expect(dialog.getByLabel('Address')).toHaveValue(
    /12 RUE SAINT-DENIS, MONTREAL, QC H2X 3K8/,
  );
  await dialog.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.com`);
  await page.screenshot({ path: '/tmp/shots/id-scan-new-customer.png' });

  await dialog.getByRole('tab', { name: 'ID Cards' }).click();
  const first = dialog.getByRole('group', { name: 'ID Card 1' });
  await expect(first.getByLabel('ID Number')).toHaveValue(person.document_number);
  await expect(first.getByLabel('ID Type')).toHaveValue("Driver's Licence");
  await expect(first.getByLabel('Issuing country')).toHaveText('Canada');
  await expect(first.getByLabel('Province or state')).toHaveText('Quebec');
  await expect(first.getByLabel('I checked this document against the customer')).toBeChecked();
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(toast(page, 'Customer created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const selected = page.getByRole('region', { name: 'Selected customer' });
  await expect(selected).toContainText(`Jean-Luc ${lastName}`);
  const found = await ok<{ rows: { customer: { id: string; birthday: string } }[] }>(
    page.request.post('/api/customers/find-by-document', {
      data: { document_number: person.document_number, birth_date: person.birth_date },
    }),
  );
  expect(found.rows).toHaveLength(1);
  const customerId = found.rows[0]?.customer.id ?? '';
  expect(found.rows[0]?.customer.birthday).toBe(person.birth_date);
  const cards = await ok<{ rows: Record<string, string | null>[] }>(
    page.request.get(`/api/customers/${customerId}/id-cards`),
  );
  expect(cards.rows).toEqual([
    expect.objectContaining({
      id_number: person.document_number,
      issuing_country: 'CA',
      issuing_jurisdiction: 'QC',
      issued_date: person.issued_date,
      expiry_date: person.expiry_date,
      verified_on: localDateOf(new Date(), 'America/Toronto'),
    }),
  ]);
});

test('a scan that cannot be read says why, and a holder whose birth date differs is said plainly', async ({
  page,
}) => {
  const tag = tagOf();
  const person: SamplePerson = {
    family_name: `DIFF${tag}`,
    given_name: 'ADA',
    birth_date: '1990-01-15',
    document_number: `D${tag}77`,
    expiry_date: '2031-01-15',
  };
  const id = await customerOnFile(page.request, {
    first_name: 'Ada',
    last_name: `Diff${tag.toLowerCase()}`,
    birthday: '1991-01-15',
  });
  await ok(
    page.request.post('/api/id-cards', {
      data: { customer_id: id, id_number: person.document_number, id_type: "Driver's Licence" },
    }),
  );
  await page.goto('/customers');
  const search = page.getByLabel('Search customers');
  await scanInto(page, search, typedScan(person, 'ON'));
  const result = page.getByRole('dialog', { name: 'Scanned document' });
  await expect(result).toContainText(
    "The document's birth date, Jan 15, 1990, differs from the customer on file, Jan 15, 1991.",
  );
  await expect(search).toHaveValue('');
  await page.screenshot({ path: '/tmp/shots/id-scan-result-dialog.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await result.getByRole('button', { name: `Open Ada Diff${tag.toLowerCase()} anyway` }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${id}$`));

  // A barcode cut short by the scanner.
  const cut = typedScan(person, 'ON').slice(0, 60);
  await page.goto('/customers');
  await scanInto(page, page.getByLabel('Search customers'), cut);
  await expect(page.getByRole('dialog', { name: 'Scanned document' })).toContainText(
    'The scan stopped before the end of the barcode: scan the card again.',
  );
});
