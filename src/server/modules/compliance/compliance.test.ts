import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '@domain/business-day';
import { windowStart, workingDaysAfter } from '@domain/compliance';
import type { CaseDetail, CaseListResponse, CaseSummary } from '@domain/contracts/compliance';
import { queryRows } from '../../db/client';
import { databaseKinds } from '../../test/test-database';
import { exchangeSuite } from '../transactions/exchange-suite';

const ZONE = 'America/Toronto';
const today = localDateOf(new Date(), ZONE);
// The days used here are in the recent past; each test uses its own customers.
const at = (daysAgo: number, time: string) => windowStart(addDays(today, -daysAgo), time, ZONE);

describe.each(databaseKinds)('compliance cases from exchanges (%s)', (kind) => {
  let now = new Date();
  const s = exchangeSuite(kind, { clock: () => now });
  // The exchanges here are booked on past days: the rates must already be in force then.
  const backdateRates = () =>
    queryRows(
      s.t.database.db,
      `update currency_rates set effective_date = effective_date - interval '60 days'
       where effective_date > now() - interval '30 days'`,
    );
  beforeAll(backdateRates);

  const cash = async (customer_id: string, amount: string, when: Date, extra = {}) => {
    now = when;
    const [from_currency_id, to_currency_id] = await s.ids('CAD', 'USD');
    const res = await s.exchange({
      customer_id,
      payment_method: 'cash',
      pairs: [{ from_currency_id, to_currency_id, amount }],
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return s.booked(res);
  };
  // Read as of today, whenever the last exchange was booked.
  const cases = async (query = 'queue=all&limit=100') => {
    now = new Date();
    return (await s.call('GET', `/api/compliance/cases?${query}`)).json<CaseListResponse>().rows;
  };
  const casesOf = async (customerId: string) =>
    (await cases()).filter((c) => c.people.some((p) => p.customer_id === customerId));
  const detail = async (id: string) =>
    (await s.call('GET', `/api/compliance/cases/${id}`)).json<CaseDetail>();

  it('makes one LCTR of $9,000 and $1,500 in cash in one window, due 15 days later', async () => {
    const customer = await s.identifiedCustomer();
    const first = await cash(customer, '9000', at(3, '10:00'));
    const second = await cash(customer, '1500', at(3, '15:30'));
    const [report, ...more] = await casesOf(customer);
    expect(more).toEqual([]);
    expect(report).toMatchObject({
      kind: 'lctr',
      status: 'open',
      window_date: addDays(today, -3),
      due_date: addDays(today, 12),
      days_left: 12,
      total_cad: '10500',
      transaction_count: 2,
      people: [
        {
          customer_id: customer,
          roles: ['conductor', 'beneficiary'],
          received_cad: '10500',
          reached_threshold: true,
        },
      ],
    });
    const found = await detail(report?.id ?? '');
    expect(found.transactions.map((t) => t.reference_number)).toEqual([
      first.reference_number,
      second.reference_number,
    ]);
    expect(found.transactions.map((t) => t.received_cad)).toEqual(['9000', '1500']);
    expect(found.people_details[0]).toMatchObject({
      birthday: '1980-04-02',
      id_card: { id_type: 'Passport' },
      missing: ['phone'],
    });
  });

  it('makes none when the same amounts fall in two windows', async () => {
    const customer = await s.identifiedCustomer();
    await cash(customer, '9000', at(5, '23:50'));
    await cash(customer, '1500', at(4, '00:10'));
    expect(await casesOf(customer)).toEqual([]);
  });

  it('follows the window start time: 08:59 and 09:01 are two windows when it starts at 09:00', async () => {
    const set = (time: string) =>
      s.call('PUT', '/api/settings/compliance_thresholds', { value: { window_start_time: time } });
    expect((await set('09:00')).statusCode).toBe(200);
    try {
      const customer = await s.identifiedCustomer();
      await cash(customer, '9000', at(6, '08:59'));
      await cash(customer, '1500', at(6, '09:01'));
      expect(await casesOf(customer)).toEqual([]);
      // The next morning before 09:00 is still the window of 09:01.
      await cash(customer, '9000', at(5, '08:30'));
      const [report] = await casesOf(customer);
      expect(report).toMatchObject({ kind: 'lctr', total_cad: '10500', transaction_count: 2 });
      expect(report?.window_start).toBe(at(6, '09:00').toISOString());
    } finally {
      await set('00:00');
    }
  });

  it('raises a structuring alert for $2,999.99 twice in one window, and never blocks', async () => {
    await s.newCurrency('XTS');
    await s.rate('XTS', 'CAD', '1');
    await s.rate('XTS', 'USD', '0.73');
    await backdateRates();
    const customer = await s.customer();
    const [xts, usd] = await s.ids('XTS', 'USD');
    const pair = { from_currency_id: xts, to_currency_id: usd, amount: '2999.99' };
    for (const time of ['11:00', '16:00']) {
      now = at(8, time);
      const res = await s.exchange({
        customer_id: customer,
        payment_method: 'cash',
        pairs: [pair],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [alert, ...more] = await casesOf(customer);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      kind: 'structuring',
      total_cad: '5999.98',
      transaction_count: 2,
      due_date: workingDaysAfter(addDays(today, -8), 5),
    });
  });

  it('makes an LVCTR of $10,000 in virtual currency received, due 5 working days later', async () => {
    expect(
      (await s.call('PUT', '/api/settings/crypto_enabled', { value: { enabled: true } }))
        .statusCode,
    ).toBe(200);
    await s.newCurrency('XVC', {
      crypto_id: 'test-virtual-coin',
      rounding_factor: '0.00000001',
      decimal_places: 8,
    });
    await s.rate('XVC', 'CAD', '50000');
    await backdateRates();
    const customer = await s.identifiedCustomer();
    const [xvc, cad] = await s.ids('XVC', 'CAD');
    // A card payment of virtual currency is still virtual currency received.
    for (const time of ['10:00', '14:00']) {
      now = at(11, time);
      const res = await s.exchange({
        customer_id: customer,
        payment_method: 'card',
        pairs: [{ from_currency_id: xvc, to_currency_id: cad, amount: '0.1' }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [report, ...more] = await casesOf(customer);
    expect(more).toEqual([]);
    expect(report).toMatchObject({
      kind: 'lvctr',
      total_cad: '10000',
      transaction_count: 2,
      due_date: workingDaysAfter(addDays(today, -11), 5),
    });
  });

  it('reports no card payment and writes no case for a refused exchange', async () => {
    const customer = await s.identifiedCustomer();
    await cash(customer, '12000', at(9, '10:00'), { payment_method: 'card' });
    expect(await casesOf(customer)).toEqual([]);

    const unidentified = await s.customer();
    const before = await cases();
    now = at(9, '11:00');
    const [from_currency_id, to_currency_id] = await s.ids('CAD', 'USD');
    const refused = await s.exchange({
      customer_id: unidentified,
      pairs: [{ from_currency_id, to_currency_id, amount: '10000' }],
    });
    expect(refused.statusCode).toBe(422);
    expect(await cases()).toEqual(before);
  });

  it('files a report with the acknowledgement, refuses bad input and a second closing', async () => {
    const customer = await s.identifiedCustomer();
    await cash(customer, '10000', at(2, '12:00'));
    const [report] = await casesOf(customer);
    const url = `/api/compliance/cases/${report?.id ?? ''}`;
    now = new Date();

    const missing = await s.call('POST', `${url}/file`, { filed_on: today });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation',
      fields: { acknowledgement_number: "FINTRAC's acknowledgement number is required" },
    });
    const future = await s.call('POST', `${url}/file`, {
      acknowledgement_number: 'ACK-1',
      filed_on: addDays(today, 1),
    });
    expect(future.json()).toMatchObject({ error: 'The filing date cannot be in the future' });
    const review = await s.call('POST', `${url}/review`, { review_note: 'Looked' });
    expect(review.statusCode).toBe(422);
    expect(review.json()).toMatchObject({ error: 'Only an alert can be reviewed' });

    const filed = await s.call('POST', `${url}/file`, {
      acknowledgement_number: 'ACK-20261124-01',
      filed_on: today,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({
      status: 'filed',
      acknowledgement_number: 'ACK-20261124-01',
      filed_on: today,
      closed_by_name: expect.any(String) as string,
    });
    const again = await s.call('POST', `${url}/dismiss`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This case is already closed', code: 'case_closed' });

    const open = await cases('queue=open&limit=100');
    expect(open.map((c) => c.id)).not.toContain(report?.id);
    const closed = await cases('queue=closed&limit=100');
    expect(closed.map((c) => c.id)).toContain(report?.id);
    const audit = await s.call('GET', `/api/audit?record_type=compliance_case&action=file`);
    expect(audit.body).toContain(report?.id ?? 'none');

    // A later exchange of the same window makes a new report; the filed one stays as filed.
    await cash(customer, '500', at(2, '18:00'));
    const after = await casesOf(customer);
    expect(after.map((c) => c.status).sort()).toEqual(['filed', 'open']);
  });

  it('counts what is due within 3 days for the badge, overdue first in the queue', async () => {
    const customer = await s.identifiedCustomer();
    await cash(customer, '11000', at(20, '12:00'));
    now = new Date();
    const badge = await s.call('GET', '/api/compliance/badge');
    expect(badge.json<{ due_soon: number }>().due_soon).toBeGreaterThanOrEqual(1);
    const open = await cases('queue=open&limit=100');
    const mine = open.find((c) => c.people.some((p) => p.customer_id === customer));
    expect(mine).toMatchObject({ deadline_status: 'overdue', days_left: -5 });
    expect(open[0]?.deadline_status).toBe('overdue');
    const dueDates = open.map((c: CaseSummary) => c.due_date);
    expect(dueDates).toEqual([...dueDates].sort());
  });

  it('exports a case, the queue and an examination period', async () => {
    const customer = await s.identifiedCustomer({ phone: '416-555-0100' });
    const booked = await cash(customer, '10000', at(10, '12:00'));
    const [report] = await casesOf(customer);
    now = new Date();
    const json = await s.call('GET', `/api/compliance/cases/${report?.id ?? ''}/export.json`);
    expect(json.headers['content-disposition']).toBe(
      `attachment; filename="case-${report?.id}.json"`,
    );
    expect(json.json<CaseDetail>().transactions[0]?.reference_number).toBe(booked.reference_number);
    const csv = await s.call('GET', `/api/compliance/cases/${report?.id ?? ''}/export.csv`);
    const [header, row] = csv.body.split('\r\n');
    expect(header).toMatch(/^Case,Kind,Status,Window start,/);
    expect(row).toContain('Large cash transaction report');
    expect(row).toContain(booked.reference_number);
    expect(row).toContain('416-555-0100');

    const queue = await s.call('GET', '/api/compliance/export.csv');
    expect(queue.headers['content-type']).toContain('text/csv');
    expect(queue.body).toContain(report?.id ?? 'none');

    const day = addDays(today, -10);
    const exam = await s.call('GET', `/api/compliance/examination.json?from=${day}&to=${day}`);
    const body = exam.json<{
      transactions: { reference_number: string }[];
      cases: CaseSummary[];
    }>();
    expect(body.transactions.map((t) => t.reference_number)).toContain(booked.reference_number);
    expect(body.cases.map((c) => c.id)).toContain(report?.id);
    const examCsv = await s.call('GET', `/api/compliance/examination.csv?from=${day}&to=${day}`);
    expect(examCsv.body).toContain(booked.reference_number);
    const backwards = await s.call(
      'GET',
      `/api/compliance/examination.json?from=${today}&to=${day}`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ error: 'The period must start on or before its end' });
  });

  it('answers 404 for an unknown or malformed case id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await s.call('GET', `/api/compliance/cases/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Compliance case not found', code: 'not_found' });
    }
  });
});
