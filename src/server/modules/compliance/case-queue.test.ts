import { describe, expect, it } from 'vitest';
import type { CaseDetail, CaseSummary } from '@domain/contracts/compliance';
import { addDays } from '@domain/business-day';
import { queryRows } from '../../db/client';
import { caseSuite, currentWindow, today } from '../../test/case-suite';

// The queue of cases: closing, the badge, the exports (decision 0026).
describe('the compliance queue', () => {
  const s = caseSuite();
  const { cases, casesOf } = s;
  const cash = (customer_id: string, amount: string, extra = {}) =>
    s.booked(customer_id, [amount], extra);

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
    expect(header).toMatch(
      /^Case,Kind,Status,Window start \(America\/Toronto\),Window end \(America\/Toronto\),/,
    );
    expect(header).toContain(',Booked at (America/Toronto),');
    // The window opens at a local hour of the bureau (EST or EDT), written with its offset.
    const windowStart = row!.split(',')[3]!;
    expect(windowStart).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000-0[45]:00$/);
    expect(Date.parse(windowStart)).toBe(Date.parse(json.json<CaseDetail>().window_start));
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
