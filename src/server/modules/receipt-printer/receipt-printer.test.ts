import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Branch, CashLocation, TillSession } from '@domain/contracts/cash';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { quickReceiptLines } from '@domain/receipt';
import { PRINTER_ADDRESS_MESSAGE, PRINTER_MESSAGES } from '@domain/receipt-printer';
import { exchangeSuite } from '../../test/exchange-suite';
import { startFakeReceiptPrinter, type FakeReceiptPrinter } from '../../test/fake-receipt-printer';

// Printing on a till's network receipt printer (issue 46, docs/decisions/0060), against a fake
// printer that decodes the ESC/POS it receives back into lines, drawer pulses and cuts.
describe('receipt printers', () => {
  const s = exchangeSuite({ RECEIPT_PRINTER_TIMEOUT_MS: '300' });
  let printer: FakeReceiptPrinter;
  let tillId = '';

  beforeAll(async () => {
    printer = await startFakeReceiptPrinter();
    const mine = await s.call('GET', '/api/till-sessions/mine');
    tillId = mine.json<{ session: TillSession }>().session.till.id;
    // No receipt prints the seeded placeholders (issue 47): the bureau's own profile.
    const profile = await s.call('PUT', '/api/settings/business_profile', {
      value: { name: 'Maple Exchange', address: '1 King St W, Toronto ON', phone: '416-555-0100' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
  });
  afterAll(() => printer.close());

  const setPrinter = (body: unknown, id = tillId) =>
    s.call('PUT', `/api/tills/${id}/printer`, body);
  const tillOf = async (id = tillId) => {
    const branches = (await s.call('GET', '/api/branches')).json<{ rows: Branch[] }>().rows;
    const found = branches.flatMap((b) => b.locations).find((l) => l.id === id);
    if (!found) throw new Error('till missing');
    return found;
  };
  const book = async (customer: Record<string, unknown> = {}, extra = {}) => {
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    const res = await s.exchange({
      customer_id: await s.customer(customer),
      pairs: [{ from_currency_id, to_currency_id, amount: '20' }],
      payment_method: 'cash',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return s.booked(res).reference_number;
  };
  const read = async (reference: string) => {
    const res = await s.call('GET', `/api/exchanges/${reference}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ExchangeResponse>();
  };
  const print = (reference: string) => s.call('POST', `/api/exchanges/${reference}/print`);

  it('refuses a bad printer address or paper width with 400 and saves nothing', async () => {
    expect((await setPrinter({ address: null })).statusCode).toBe(200);
    const bad = [
      { address: 'not a printer!' },
      { address: 'printer.local:99999' },
      { address: 'printer.local:' },
      { address: '-printer' },
      { address: 12 },
    ];
    for (const body of bad) {
      const res = await setPrinter(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation',
        fields: { address: PRINTER_ADDRESS_MESSAGE },
      });
    }
    const width = await setPrinter({ address: '10.0.0.5', paper_width: 70 });
    expect(width.statusCode).toBe(400);
    expect(width.json()).toMatchObject({
      fields: { paper_width: 'Paper width must be 58 or 80 (mm)' },
    });
    expect((await tillOf()).receipt_printer).toBeNull();
  });

  it('keeps the address with its port, only on a till, and only for the owner', async () => {
    const res = await setPrinter({ address: ' 10.0.0.5 ', paper_width: 58 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CashLocation>().receipt_printer).toEqual({
      address: '10.0.0.5:9100',
      paper_width: 58,
    });
    expect((await tillOf()).receipt_printer).toEqual({ address: '10.0.0.5:9100', paper_width: 58 });

    const branches = (await s.call('GET', '/api/branches')).json<{ rows: Branch[] }>().rows;
    const vault = branches.flatMap((b) => b.locations).find((l) => l.kind === 'vault');
    const onVault = await setPrinter({ address: '10.0.0.6' }, vault?.id);
    expect(onVault.statusCode).toBe(404);
    expect(onVault.json()).toMatchObject({ error: 'Till not found' });

    const manager = await s.t.signUp(undefined, { role: 'manager' });
    const refused = await s.t.as(manager.headers, {
      method: 'PUT',
      url: `/api/tills/${tillId}/printer`,
      payload: { address: '10.0.0.7' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await tillOf()).receipt_printer?.address).toBe('10.0.0.5:9100');
  });

  it('says clearly when the till has no printer, and changes nothing', async () => {
    expect((await setPrinter({ address: '' })).statusCode).toBe(200);
    const reference = await book();
    const before = await read(reference);
    const where = await s.call('GET', `/api/exchanges/${reference}/printer`);
    expect(where.json()).toMatchObject({ till: { id: tillId }, printer: null });
    const res = await print(reference);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'no_printer', error: PRINTER_MESSAGES.noPrinter });
    expect(await read(reference)).toEqual(before);
    expect((await print('2601019999')).statusCode).toBe(404);
  });

  it('prints a French receipt in its code page with accents, opening the drawer once', async () => {
    expect((await setPrinter({ address: printer.address, paper_width: 58 })).statusCode).toBe(200);
    const reference = await book(
      { first_name: 'Éloïse', last_name: 'Côté', preferred_language: 'fr' },
      { notes: 'Reçu à l’été, coupures de 20' },
    );
    const exchange = await read(reference);
    const where = await s.call('GET', `/api/exchanges/${reference}/printer`);
    expect(where.json()).toMatchObject({
      till: { id: tillId },
      printer: { address: printer.address, paper_width: 58 },
    });
    const jobs = printer.jobs.length;

    const first = await print(reference);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ drawer_opened: true, printer: { paper_width: 58 } });
    const [job] = (await printer.jobCount(jobs + 1)).slice(jobs);
    // Every French letter prints as itself; the typographic apostrophe, which PC863 lacks,
    // prints as a straight one.
    const expected = quickReceiptLines(exchange, 32).map((line) => line.replaceAll('’', "'"));
    expect(job?.lines).toEqual(expected);
    expect(job?.lines).toContain('Client\u00a0:             Éloïse Côté');
    expect(job?.lines).toContain("   REÇU D'OPÉRATION DE CHANGE");
    expect(job?.lines).toContain("Notes\u00a0:   Reçu à l'été, coupures");
    expect(job).toMatchObject({ tables: [4], drawerPulses: 1, cuts: 1 });

    // A reprint prints the same receipt and leaves the drawer shut.
    const again = await print(reference);
    expect(again.json()).toMatchObject({ drawer_opened: false });
    const [reprint] = (await printer.jobCount(jobs + 2)).slice(jobs + 1);
    expect(reprint).toMatchObject({ lines: job?.lines, drawerPulses: 0, cuts: 1 });

    // Both prints are in the transaction's history; the exchange is as booked.
    const pair = exchange.transactions[0]?.id ?? '';
    const history = await s.call('GET', `/api/transactions/${pair}/history`);
    const prints = history
      .json<{ rows: { action: string; after: Record<string, unknown> | null }[] }>()
      .rows.filter((row) => row.action === 'print');
    expect(prints.map((row) => row.after?.drawer_opened).sort()).toEqual([false, true]);
    expect(await read(reference)).toEqual(exchange);
  });

  it('prints 48 columns on 80 mm paper, in English', async () => {
    expect((await setPrinter({ address: printer.address, paper_width: 80 })).statusCode).toBe(200);
    const reference = await book({ first_name: 'Zoë', last_name: 'Muñoz' });
    const jobs = printer.jobs.length;
    expect((await print(reference)).statusCode).toBe(200);
    const [job] = (await printer.jobCount(jobs + 1)).slice(jobs);
    const exchange = await read(reference);
    expect(job?.lines).toEqual(quickReceiptLines(exchange, 48));
    expect(job?.lines.some((line) => line.length === 48)).toBe(true);
    expect(job?.lines.join('\n')).toContain('Zoë Muñoz');
    expect(job).toMatchObject({ tables: [2], drawerPulses: 1 });
  });

  it('reports a printer out of paper and keeps the exchange; the next print opens the drawer', async () => {
    expect((await setPrinter({ address: printer.address, paper_width: 58 })).statusCode).toBe(200);
    const reference = await book();
    const before = await read(reference);
    const jobs = printer.jobs.length;
    printer.setMode('paper_out');
    try {
      const res = await print(reference);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'printer_paper_out', error: PRINTER_MESSAGES.paperOut });
    } finally {
      printer.setMode('ready');
    }
    expect(await read(reference)).toEqual(before);
    const retry = await print(reference);
    expect(retry.json()).toMatchObject({ drawer_opened: true });
    const printed = await printer.jobCount(jobs + 1);
    expect(printed.slice(jobs).map((job) => job.drawerPulses)).toEqual([1]);
  });

  it('reports a printer that refuses, does not answer or is not there as offline', async () => {
    const reference = await book();
    const before = await read(reference);
    for (const mode of ['refuse', 'hang'] as const) {
      expect((await setPrinter({ address: printer.address, paper_width: 58 })).statusCode).toBe(
        200,
      );
      printer.setMode(mode);
      try {
        const res = await print(reference);
        expect(res.statusCode, mode).toBe(503);
        expect(res.json()).toEqual({ code: 'printer_offline', error: PRINTER_MESSAGES.offline });
      } finally {
        printer.setMode('ready');
      }
    }
    // Nothing listens on port 1 of this machine.
    expect((await setPrinter({ address: '127.0.0.1:1', paper_width: 58 })).statusCode).toBe(200);
    expect((await print(reference)).json()).toMatchObject({ code: 'printer_offline' });
    expect(await read(reference)).toEqual(before);
  });
  it('prints nothing while the business profile holds placeholders', async () => {
    expect((await setPrinter({ address: printer.address, paper_width: 58 })).statusCode).toBe(200);
    const reference = await book();
    await s.call('PUT', '/api/settings/business_profile', {
      value: { name: 'Your Exchange Bureau', address: '1 King St W', phone: '416-555-0100' },
    });
    const before = printer.jobs.length;
    const refused = await print(reference);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'profile_placeholders',
      error:
        "The business profile still holds placeholders: enter the bureau's name, address and phone in Settings before printing receipts",
    });
    expect(printer.jobs).toHaveLength(before);
    expect((await read(reference)).reference_number).toBe(reference);
    await s.call('PUT', '/api/settings/business_profile', {
      value: { name: 'Maple Exchange', address: '1 King St W, Toronto ON', phone: '416-555-0100' },
    });
  });
});
