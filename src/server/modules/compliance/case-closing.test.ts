import { describe, expect, it } from 'vitest';
import { addDays } from '@domain/business-day';
import type { CaseDetail } from '@domain/contracts/compliance';
import { queryRows } from '../../db/client';
import { caseSuite, today } from '../../test/case-suite';

describe('closing compliance cases', () => {
  const s = caseSuite();
  const as = (headers: { authorization: string }, url: string, payload: object) =>
    s.t.as(headers, { method: 'POST', url, payload });

  it('lets a teller review an alert with a note, but not file or dismiss it', async () => {
    const teller = (await s.t.signUp(undefined, { role: 'teller' })).headers;
    const customer = await s.customer();
    await s.booked(customer, ['2990']);
    await s.booked(customer, ['2990']);
    const [alert] = await s.casesOf(customer);
    expect(alert).toMatchObject({ kind: 'structuring', status: 'open' });
    const url = `/api/compliance/cases/${alert?.id ?? ''}`;

    const blank = await as(teller, `${url}/review`, { review_note: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'validation',
      fields: { review_note: 'A review note is required' },
    });
    const filed = await as(teller, `${url}/file`, {
      acknowledgement_number: 'ACK-1',
      filed_on: today(),
    });
    expect(filed.statusCode).toBe(422);
    expect(filed.json()).toMatchObject({ error: 'Only a report can be filed' });
    const dismissed = await as(teller, `${url}/dismiss`, { reason: 'Regular customer' });
    expect(dismissed.statusCode).toBe(403);
    expect(dismissed.json()).toMatchObject({ code: 'forbidden' });
    expect((await s.detail(alert?.id ?? '')).status).toBe('open');

    const reviewed = await as(teller, `${url}/review`, { review_note: 'Two trips, one wage' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({
      status: 'reviewed',
      review_note: 'Two trips, one wage',
      closed_by_name: 'Test Staff',
      closed_at: expect.any(String) as string,
    });
    const again = await as(teller, `${url}/review`, { review_note: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This case is already closed', code: 'case_closed' });
    const audit = await s.call('GET', '/api/audit?record_type=compliance_case&action=review');
    expect(audit.body).toContain(alert?.id ?? 'none');
  });

  it('lets a manager dismiss a report with a reason', async () => {
    const manager = (await s.t.signUp(undefined, { role: 'manager' })).headers;
    const customer = await s.identifiedCustomer();
    await s.booked(customer, ['10000']);
    const [report] = await s.casesOf(customer);
    const url = `/api/compliance/cases/${report?.id ?? ''}`;

    const noReason = await as(manager, `${url}/dismiss`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      fields: { reason: 'A reason is required to dismiss a case' },
    });
    const dismissed = await as(manager, `${url}/dismiss`, { reason: 'Booked twice by mistake' });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json<CaseDetail>()).toMatchObject({
      status: 'dismissed',
      dismissed_reason: 'Booked twice by mistake',
    });
    const filed = await as(manager, `${url}/file`, {
      acknowledgement_number: 'ACK-2',
      filed_on: today(),
    });
    expect(filed.statusCode).toBe(409);
    expect((await s.cases('queue=open&limit=100')).map((c) => c.id)).not.toContain(report?.id);
  });

  it('counts in the badge the open cases overdue or due within 3 days', async () => {
    const before = await s.badge();
    const customer = await s.identifiedCustomer();
    await s.booked(customer, ['10000']);
    const [report] = await s.casesOf(customer);
    // Due 15 days later: not yet.
    expect(await s.badge()).toBe(before);
    const dueOn = (date: string) =>
      queryRows(
        s.t.database.db,
        `update compliance_cases set due_date = '${date}' where id = '${report?.id}'`,
      );
    await dueOn(addDays(today(), 4));
    expect(await s.badge()).toBe(before);
    await dueOn(addDays(today(), 3));
    expect(await s.badge()).toBe(before + 1);
    await dueOn(addDays(today(), -1));
    expect(await s.badge()).toBe(before + 1);
    expect((await s.detail(report?.id ?? '')).deadline_status).toBe('overdue');
    const filed = await s.call('POST', `/api/compliance/cases/${report?.id ?? ''}/file`, {
      acknowledgement_number: 'ACK-3',
      filed_on: today(),
    });
    expect(filed.statusCode).toBe(200);
    expect(await s.badge()).toBe(before);
  });
});
