import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditList } from '@domain/contracts/audit';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { queryRows } from '../../db/client';
import { exchangeSuite } from '../../test/exchange-suite';

describe('audit trail', () => {
  const s = exchangeSuite();
  const trail = async (query: string) => {
    const res = await s.call('GET', `/api/audit?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<AuditList>();
  };
  const of = async (type: string, id: string) =>
    (await trail(`record_type=${type}&record_id=${id}&limit=100`)).rows;
  const auditCount = async () =>
    (await queryRows<{ n: number }>(s.t.database.db, 'select count(*)::int as n from audit_log'))[0]
      ?.n;

  it('records a customer created, updated and deleted: who, from where, before and after', async () => {
    const id = await s.customer({ first_name: 'Ada', phone: '555-0100' });
    const update = await s.call('PUT', `/api/customers/${id}`, {
      first_name: 'Adah',
      last_name: 'Lovelace',
      email: 'adah@bureau.test',
      phone: '555-0100',
      risk_level: 'high',
    });
    expect(update.statusCode).toBe(200);
    expect((await s.call('DELETE', `/api/customers/${id}`)).statusCode).toBe(204);

    const [deleted, updated, created] = await of('customer', id);
    expect(created).toMatchObject({
      action: 'create',
      record_type: 'customer',
      record_id: id,
      actor: { id: s.userId, name: 'Test Staff' },
      address: '127.0.0.1',
      before: null,
      after: { id, first_name: 'Ada', phone: '555-0100', risk_level: 'low' },
    });
    // An update names only the fields that changed.
    expect(updated).toMatchObject({ action: 'update', actor: { id: s.userId } });
    expect(updated?.before).toEqual({
      first_name: 'Ada',
      last_name: created?.after?.last_name,
      email: created?.after?.email,
      risk_level: 'low',
    });
    expect(updated?.after).toEqual({
      first_name: 'Adah',
      last_name: 'Lovelace',
      email: 'adah@bureau.test',
      risk_level: 'high',
    });
    expect(deleted).toMatchObject({
      action: 'delete',
      before: { first_name: 'Adah' },
      after: null,
    });
  });

  it("keeps a customer's ID cards in its history, and companies, currencies, rates and settings", async () => {
    const customer = await s.customer();
    const card = await s.call('POST', '/api/id-cards', {
      customer_id: customer,
      id_type: 'Passport',
      id_number: 'P1234567',
    });
    expect(card.statusCode).toBe(201);
    const history = await s.call('GET', `/api/customers/${customer}/history`);
    expect(history.json<AuditList>().rows.map((e) => [e.record_type, e.action])).toEqual([
      ['id_card', 'create'],
      ['customer', 'create'],
    ]);
    expect(history.json<AuditList>().rows[0]).toMatchObject({
      parent_id: customer,
      after: { id_type: 'Passport', id_number: 'P1234567' },
    });

    const company = await s.company();
    await s.call('PUT', `/api/companies/${company}`, { name: 'Renamed Firm' });
    const companyHistory = (
      await s.call('GET', `/api/companies/${company}/history`)
    ).json<AuditList>();
    expect(companyHistory.total).toBe(2);
    expect(companyHistory.rows[0]).toMatchObject({
      action: 'update',
      after: { name: 'Renamed Firm' },
    });

    const currency = await s.newCurrency('AUQ');
    expect((await of('currency', currency))[0]).toMatchObject({
      action: 'create',
      after: { code: 'AUQ', rounding_factor: '0.01' },
    });

    const setting = await s.call('PUT', '/api/settings/rate_override_tolerance_percent', {
      value: { percent: 3 },
    });
    expect(setting.statusCode).toBe(200);
    const [changed] = await of('setting', 'rate_override_tolerance_percent');
    expect(changed).toMatchObject({ action: 'update', actor: { id: s.userId } });
    expect(changed?.after).toEqual({ value: { percent: 3 } });
  });

  it('records each pair of an exchange, its claim and a balance adjustment, money exact', async () => {
    const [customer_id, recipient_customer_id] = [await s.customer(), await s.customer()];
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    const res = await s.exchange({
      customer_id,
      is_on_behalf: true,
      recipient_customer_id,
      pairs: [{ from_currency_id, to_currency_id, amount: '100.25' }],
    });
    expect(res.statusCode).toBe(201);
    const [tx] = res.json<ExchangeResponse>().transactions;
    expect((await s.call('POST', `/api/transactions/${tx!.id}/claim`, {})).statusCode).toBe(200);

    const history = (await s.call('GET', `/api/transactions/${tx!.id}/history`)).json<AuditList>();
    const [claim, booked] = history.rows;
    expect(booked).toMatchObject({
      action: 'create',
      actor: { id: s.userId },
      after: { from_amount: '100.25', reference_number: tx!.reference_number },
    });
    expect(claim).toMatchObject({
      action: 'claim',
      before: { claimed_at: null, claimed_by: null },
    });
    expect(claim?.after?.claimed_by).toBe(s.userId);

    const account = (await s.call('GET', '/api/accounts')).json<{ rows: { id: string }[] }>()
      .rows[0]!;
    const amount = '12345678901234567890.123456789';
    const adjusted = await s.call('POST', `/api/accounts/${account.id}/adjustments`, {
      direction: 'increase',
      amount,
      note: 'Count at opening',
    });
    expect(adjusted.statusCode).toBe(201);
    const [entry] = await of('account', account.id);
    expect(entry).toMatchObject({ action: 'adjust', actor: { id: s.userId } });
    const { movement } = adjusted.json<{ movement: { amount: string; balance_after: string } }>();
    expect(movement.amount.startsWith('12345678901234567890.')).toBe(true);
    expect(entry?.after?.amount).toBe(movement.amount);
    expect(entry?.after?.balance).toBe(movement.balance_after);
    expect(entry?.after?.note).toBe('Count at opening');
  });

  it('records staff approval and role changes', async () => {
    const later = await s.t.signUp(`audited@bureau.test`, { role: 'pending' });
    await s.call('POST', `/api/staff/${later.userId}/approve`, { role: 'teller' });
    await s.call('PUT', `/api/staff/${later.userId}/role`, { role: 'manager' });
    const rows = (await of('staff', later.userId)).filter((e) => e.action === 'update');
    expect(rows.map((e) => [e.before, e.after, e.actor?.id])).toEqual([
      [{ role: 'teller' }, { role: 'manager' }, s.userId],
      [{ status: 'pending' }, { status: 'active' }, s.userId],
    ]);
  });

  it('writes no audit row for a refused change', async () => {
    const customer = await s.customer();
    const before = await auditCount();
    const refused = await s.call('PUT', `/api/customers/${customer}`, {
      first_name: 'Bad',
      last_name: 'Company',
      email: 'bad@bureau.test',
      company_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(refused.statusCode).toBe(404);
    const invalid = await s.call('POST', '/api/customers', { first_name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('cannot be updated, deleted or emptied', async () => {
    await s.customer();
    for (const statement of [
      "update audit_log set action = 'changed'",
      'delete from audit_log',
      'truncate audit_log',
    ]) {
      await expect(s.t.database.db.execute(statement)).rejects.toThrow();
    }
  });

  it('filters by staff member, record, action and day; pages in SQL; exports CSV', async () => {
    const customer = await s.customer({ first_name: '=Formula' });
    const mine = await trail(`actor_id=${s.userId}&action=create&record_type=customer&limit=1`);
    expect(mine.rows).toHaveLength(1);
    expect(mine.total).toBeGreaterThan(1);
    expect(mine.rows[0]).toMatchObject({ record_id: customer });
    // The bureau's days: yesterday to tomorrow (UTC) hold today wherever the bureau is.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await trail(`from=${day(-1)}&to=${day(1)}&record_id=${customer}`)).total).toBe(1);
    expect(await trail(`from=${day(2)}&record_id=${customer}`)).toEqual({
      rows: [],
      total: 0,
      total_is_lower_bound: false,
    });
    expect(await trail(`to=${day(-2)}&record_id=${customer}`)).toEqual({
      rows: [],
      total: 0,
      total_is_lower_bound: false,
    });
    const bad = await s.call('GET', '/api/audit?action=explode&from=2020-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation' });
    // Year 0 is no date (the calendar goes from 1 BC to AD 1): refused before anything streams.
    for (const url of ['/api/audit?to=0000-02-29', '/api/audit/export.csv?to=0000-02-29']) {
      const yearZero = await s.call('GET', url);
      expect(yearZero.statusCode, url).toBe(400);
      expect(yearZero.json()).toMatchObject({
        code: 'validation',
        fields: { to: 'to must be a date written YYYY-MM-DD' },
      });
    }

    const csv = await s.call('GET', `/api/audit/export.csv?record_id=${customer}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,at (America/Toronto),staff_id,staff_name,staff_email,address,action,record_type,record_id,parent_id,changes,before,after',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,Created,Customer,${customer},`);
    // The time on the bureau's clock, with its offset (EST or EDT).
    const [entry] = (await trail(`record_id=${customer}`)).rows;
    const at = lines[1]!.split(',')[1]!;
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-0[45]:00$/);
    expect(Date.parse(at)).toBe(Date.parse(entry!.at));
    // A typed value that a spreadsheet would run is written as text.
    expect(lines[1]).toContain('first_name: =Formula');
    expect(lines[1]).not.toMatch(/,=Formula/);
  });

  it('keeps the trail for the owner: a teller is refused', async () => {
    const teller = await s.t.signUp(undefined, { role: 'teller' });
    const res = await s.t.as(teller.headers, { method: 'GET', url: '/api/audit' });
    expect(res.statusCode).toBe(403);
    const history = await s.t.as(teller.headers, {
      method: 'GET',
      url: `/api/customers/${await s.customer()}/history`,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json<AuditList>().rows[0]).toMatchObject({ action: 'create' } as AuditEntry);
  });

  it('answers 404 for the history of a record that does not exist, as the record does', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [path, error] of [
      ['customers', 'Customer not found'],
      ['companies', 'Company not found'],
      ['transactions', 'Transaction not found'],
    ] as const) {
      const record = await s.call('GET', `/api/${path}/${unknown}`);
      expect(record.statusCode, path).toBe(404);
      const history = await s.call('GET', `/api/${path}/${unknown}/history`);
      expect(history.statusCode, path).toBe(404);
      expect(history.json(), path).toEqual({ error, code: 'not_found' });
    }
  });
});
