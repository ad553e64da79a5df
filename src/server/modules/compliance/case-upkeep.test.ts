import { describe, expect, it } from 'vitest';
import type { CaseDetail } from '@domain/contracts/compliance';
import { queryRows } from '../../db/client';
import { caseSuite, today } from '../../test/case-suite';

// Races only show with real concurrent connections, so the proof is the PostgreSQL run
// (TEST_DATABASE_URL); PGlite has one connection and queues the same requests.
describe('compliance cases kept by exchanges', () => {
  const s = caseSuite();

  it('makes one report of exchanges booked at the same time at several counters', async () => {
    const customer = await s.identifiedCustomer();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => s.cadExchange(customer, ['1100'])),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 201));
    const [report, ...more] = await s.casesOf(customer);
    expect(more).toEqual([]);
    expect(report).toMatchObject({ kind: 'lctr', total_cad: '11000', transaction_count: 10 });
  });

  it('never changes or removes a case closed while exchanges of its window are booked', async () => {
    const customer = await s.identifiedCustomer();
    await s.booked(customer, ['10000']);
    const [report] = await s.casesOf(customer);
    const url = `/api/compliance/cases/${report?.id ?? ''}`;
    const [filed, ...exchanges] = await Promise.all([
      s.call('POST', `${url}/file`, { acknowledgement_number: 'ACK-RACE', filed_on: today() }),
      ...Array.from({ length: 8 }, () => s.cadExchange(customer, ['100'])),
    ]);
    expect(exchanges.map((r) => r.statusCode)).toEqual(exchanges.map(() => 201));
    expect(filed?.statusCode, filed?.body).toBe(200);
    const atFiling = filed?.json<CaseDetail>();
    const now = await s.detail(report?.id ?? '');
    expect(now.status).toBe('filed');
    expect(now.transactions.map((t) => t.id)).toEqual(atFiling?.transactions.map((t) => t.id));
    expect(now.updated_at).toBe(now.closed_at);
    // Whatever was booked after the filing is in one new open report of the whole window.
    const open = (await s.casesOf(customer)).filter((c) => c.status === 'open');
    const after = 9 - (atFiling?.transactions.length ?? 0);
    expect(open.map((c) => c.transaction_count)).toEqual(after > 0 ? [9] : []);
  });

  it('alerts on two exchanges in one band, not on one in each band', async () => {
    const customer = await s.identifiedCustomer();
    await s.booked(customer, ['2800']);
    await s.booked(customer, ['9500'], { payment_method: 'card' });
    expect(await s.casesOf(customer)).toEqual([]);
    await s.booked(customer, ['9200'], { payment_method: 'card' });
    const [alert, ...more] = await s.casesOf(customer);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ kind: 'structuring', total_cad: '18700' });
  });

  it('writes no case when the exchange fails after its cases were brought up to date', async () => {
    // A currency whose till account is gone: the exchange fails when it moves the balances,
    // after the upkeep has written the window's report.
    const currencyId = await s.newCurrency('XTA');
    await s.rate('XTA', 'CAD', '1');
    await queryRows(s.t.database.db, `delete from accounts where currency_id = '${currencyId}'`);
    const customer = await s.identifiedCustomer();
    const [xta, cad] = await s.ids('XTA', 'CAD');
    const before = await s.state();
    const res = await s.exchange({
      customer_id: customer,
      payment_method: 'cash',
      acting_for_third_party: false,
      pairs: [{ from_currency_id: xta, to_currency_id: cad, amount: '10000' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'account_missing' });
    expect(await s.casesOf(customer)).toEqual([]);
    expect(await s.state()).toEqual(before);
  });
});
