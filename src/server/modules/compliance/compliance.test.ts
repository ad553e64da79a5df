import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '@domain/business-day';
import { windowContaining, workingDaysAfter } from '@domain/compliance';
import type { CaseDetail, CaseListResponse, CaseSummary } from '@domain/contracts/compliance';
import { queryRows } from '../../db/client';
import { databaseKinds } from '../../test/test-database';
import { exchangeSuite } from '../transactions/exchange-suite';

const ZONE = 'America/Toronto';
const today = () => localDateOf(new Date(), ZONE);
// The suite's windows start 12 hours away from now, so no test straddles a window's start by
// accident; tests that need an earlier time insert the past transactions directly.
const hourNow = Number(
  new Intl.DateTimeFormat('en-CA', { hour: '2-digit', hourCycle: 'h23', timeZone: ZONE }).format(
    new Date(),
  ),
);
const START = `${String((hourNow + 12) % 24).padStart(2, '0')}:00`;
const currentWindow = () => windowContaining(new Date(), START, ZONE);

describe.each(databaseKinds)('compliance cases from exchanges (%s)', (kind) => {
  const s = exchangeSuite(kind);
  const setThresholds = (value: Record<string, unknown>) =>
    s.call('PUT', '/api/settings/compliance_thresholds', { value });
  beforeAll(async () => {
    expect((await setThresholds({ window_start_time: START })).statusCode).toBe(200);
  });

  const cash = async (customer_id: string, amount: string, extra = {}) => {
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
  // A cash exchange booked earlier, written as it was stored then (CAD handed over).
  let earlier = 0;
  const bookedEarlier = async (customerId: string, amount: string, at: Date) => {
    const [cad, usd] = await s.ids('CAD', 'USD');
    const reference = `29${String(++earlier).padStart(8, '0')}`;
    await queryRows(
      s.t.database.db,
      `insert into transactions (reference_number, pair_index, customer_id, from_currency_id,
         to_currency_id, from_amount, to_amount, rate_used, rate_source, base_value,
         transaction_type, status, payment_method, transaction_date, transaction_category,
         created_at)
       values ('${reference}', 0, '${customerId}', '${cad}', '${usd}', ${amount}, 1, 1, 'table',
         ${amount}, 'sell', 'completed', 'cash', '${localDateOf(at, ZONE)}', 'personal',
         '${at.toISOString()}')`,
    );
    return reference;
  };
  const cases = async (query = 'queue=all&limit=100') =>
    (await s.call('GET', `/api/compliance/cases?${query}`)).json<CaseListResponse>().rows;
  const casesOf = async (customerId: string) =>
    (await cases()).filter((c) => c.people.some((p) => p.customer_id === customerId));
  const detail = async (id: string) =>
    (await s.call('GET', `/api/compliance/cases/${id}`)).json<CaseDetail>();

  it('makes one LCTR of $9,000 and $1,500 in cash in one window, due 15 days later', async () => {
    const customer = await s.identifiedCustomer();
    const first = await bookedEarlier(customer, '9000', new Date(Date.now() - 120_000));
    const second = await cash(customer, '1500');
    const [report, ...more] = await casesOf(customer);
    expect(more).toEqual([]);
    expect(report).toMatchObject({
      kind: 'lctr',
      status: 'open',
      window_date: currentWindow().date,
      window_start: currentWindow().start.toISOString(),
      due_date: addDays(today(), 15),
      days_left: 15,
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
      first,
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
    await bookedEarlier(customer, '9000', new Date(currentWindow().start.getTime() - 3_600_000));
    await cash(customer, '1500');
    expect(await casesOf(customer)).toEqual([]);
  });

  it("counts the window's first instant in it, and the instant before in the previous one", async () => {
    const start = currentWindow().start;
    const before = await s.identifiedCustomer();
    await bookedEarlier(before, '9000', new Date(start.getTime() - 1));
    await cash(before, '1500');
    expect(await casesOf(before)).toEqual([]);
    const at = await s.identifiedCustomer();
    await bookedEarlier(at, '9000', start);
    await cash(at, '1500');
    expect(await casesOf(at)).toMatchObject([{ kind: 'lctr', total_cad: '10500' }]);
  });

  it('raises a structuring alert for $2,999.99 twice in one window, and never blocks', async () => {
    await s.newCurrency('XTS');
    await s.rate('XTS', 'CAD', '1');
    await s.rate('XTS', 'USD', '0.73');
    const customer = await s.customer();
    const [xts, usd] = await s.ids('XTS', 'USD');
    const pair = { from_currency_id: xts, to_currency_id: usd, amount: '2999.99' };
    for (let i = 0; i < 2; i++) {
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
      due_date: workingDaysAfter(currentWindow().date, 5),
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
    const customer = await s.identifiedCustomer();
    const [xvc, cad] = await s.ids('XVC', 'CAD');
    // A card payment of virtual currency is still virtual currency received.
    for (let i = 0; i < 2; i++) {
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
      due_date: workingDaysAfter(today(), 5),
    });
  });

  it('reports no card payment and writes no case for a refused exchange', async () => {
    const customer = await s.identifiedCustomer();
    await cash(customer, '12000', { payment_method: 'card' });
    expect(await casesOf(customer)).toEqual([]);

    const unidentified = await s.customer();
    const before = await cases();
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
    await cash(customer, '10000');
    const [report] = await casesOf(customer);
    const url = `/api/compliance/cases/${report?.id ?? ''}`;

    const missing = await s.call('POST', `${url}/file`, { filed_on: today() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation',
      fields: { acknowledgement_number: "FINTRAC's acknowledgement number is required" },
    });
    const future = await s.call('POST', `${url}/file`, {
      acknowledgement_number: 'ACK-1',
      filed_on: addDays(today(), 1),
    });
    expect(future.json()).toMatchObject({ error: 'The filing date cannot be in the future' });
    const badDate = await s.call('POST', `${url}/file`, {
      acknowledgement_number: 'ACK-1',
      filed_on: 'yesterday',
    });
    expect(badDate.json()).toMatchObject({ fields: { filed_on: 'The filing date is required' } });
    const review = await s.call('POST', `${url}/review`, { review_note: 'Looked' });
    expect(review.statusCode).toBe(422);
    expect(review.json()).toMatchObject({ error: 'Only an alert can be reviewed' });

    const filed = await s.call('POST', `${url}/file`, {
      acknowledgement_number: 'ACK-20261124-01',
      filed_on: today(),
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({
      status: 'filed',
      acknowledgement_number: 'ACK-20261124-01',
      filed_on: today(),
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
    await cash(customer, '500');
    const after = await casesOf(customer);
    expect(after.map((c) => c.status).sort()).toEqual(['filed', 'open']);
  });

  it('counts what is due within 3 days for the badge, overdue first in the queue', async () => {
    const customer = await s.identifiedCustomer();
    await cash(customer, '11000');
    // Five days after the deadline, as if time had passed.
    const [mine0] = await casesOf(customer);
    await queryRows(
      s.t.database.db,
      `update compliance_cases set due_date = '${addDays(today(), -5)}' where id = '${mine0?.id}'`,
    );
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
    const booked = await cash(customer, '10000');
    const [report] = await casesOf(customer);
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

    // The case's window may have started the day before.
    const day = today();
    const period = `from=${currentWindow().date}&to=${day}`;
    const exam = await s.call('GET', `/api/compliance/examination.json?${period}`);
    const body = exam.json<{
      transactions: { reference_number: string }[];
      cases: CaseSummary[];
    }>();
    expect(body.transactions.map((t) => t.reference_number)).toContain(booked.reference_number);
    expect(body.cases.map((c) => c.id)).toContain(report?.id);
    const examCsv = await s.call('GET', `/api/compliance/examination.csv?${period}`);
    expect(examCsv.body).toContain(booked.reference_number);
    const backwards = await s.call(
      'GET',
      `/api/compliance/examination.json?from=${addDays(day, 1)}&to=${day}`,
    );
    expect(backwards.statusCode).toBe(400);
    const missing = await s.call('GET', `/api/compliance/examination.csv?from=${day}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Choose the period: from and to dates' });
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
