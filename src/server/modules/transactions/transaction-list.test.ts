import { describe, expect, it } from 'vitest';
import type { TransactionCounts, TransactionDetail } from '@domain/contracts/transactions';
import { TRANSACTION_FILTERS, matchesFilter } from '@domain/transaction-status';
import { apiSuite } from '../../test/api-suite';
import { insertTransaction } from '../../test/transaction-fixture';

type Page = { rows: TransactionDetail[]; total: number };
let serial = 0;

describe('transaction list, tabs and counts', () => {
  const s = apiSuite();
  const customer = async (lastName: string) => {
    serial += 1;
    const res = await s.call('POST', '/api/customers', {
      first_name: 'Tab',
      last_name: lastName,
      email: `tab${serial}-${Date.now()}@bureau.test`,
    });
    return res.json<{ id: string }>().id;
  };
  const list = async (query: string) => {
    const res = await s.call('GET', `/api/transactions?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };
  const counts = async (search: string) =>
    (await s.call('GET', `/api/transactions/counts?search=${search}`)).json<TransactionCounts>();

  // Every status × on-behalf × claimed case, for one initiator named `name`.
  const handMadeSet = async (name: string) => {
    const initiator = await customer(name);
    const recipient = await customer(`${name}Recipient`);
    const made: TransactionDetail[] = [];
    for (const status of ['pending', 'completed', 'cancelled'] as const) {
      for (const onBehalf of [false, true]) {
        for (const claimed of [false, true]) {
          const row = await insertTransaction(s.t.database.db, {
            customer_id: initiator,
            ...(onBehalf ? { recipient_customer_id: recipient } : {}),
            status,
            claimed_at: claimed ? new Date() : null,
            // A claim note without claimed_at never counts as claimed.
            notes: claimed ? null : 'Claimed on 1/1/2026, 9:00:00 AM',
          });
          made.push((await s.call('GET', `/api/transactions/${row.id}`)).json<TransactionDetail>());
        }
      }
    }
    return made;
  };

  it('each tab lists exactly what the domain rule says, and the counts agree', async () => {
    const made = await handMadeSet('Tabbington');
    expect(made).toHaveLength(12);
    const tabCounts = await counts('tabbington');
    for (const { value } of TRANSACTION_FILTERS) {
      const expected = made.filter((tx) => matchesFilter(tx, value)).map((tx) => tx.id);
      const page = await list(`tab=${value}&search=tabbington&limit=100`);
      expect(page.rows.map((tx) => tx.id).sort(), value).toEqual([...expected].sort());
      expect(page.total, value).toBe(expected.length);
      expect(tabCounts[value], value).toBe(expected.length);
    }
    expect(tabCounts).toEqual({
      all: 12,
      pending_pickup: 1,
      completed: 3,
      pending: 4,
      on_behalf: 6,
      lower_bounds: [],
    });
  });

  it('searches by reference number, customer name and recipient name', async () => {
    const initiator = await customer('Searchwell');
    const recipient = await customer('Pickupson');
    const mine = await insertTransaction(s.t.database.db, { customer_id: initiator });
    const forOther = await insertTransaction(s.t.database.db, {
      customer_id: await customer('Otherly'),
      recipient_customer_id: recipient,
    });
    const ids = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}&limit=100`)).rows.map((tx) => tx.id);
    expect(await ids('searchwell')).toEqual([mine.id]);
    expect(await ids('PICKUPSON')).toEqual([forOther.id]);
    expect(await ids(mine.reference_number)).toEqual([mine.id]);
    // A reference number matches from its start, as read off a receipt.
    expect(await ids(mine.reference_number.slice(0, 9))).toContain(mine.id);
    expect(await ids(mine.reference_number.slice(3))).not.toContain(mine.id);
    expect(await ids('no such name at all')).toEqual([]);
    expect(await counts('pickupson')).toEqual({
      all: 1,
      pending_pickup: 1,
      completed: 0,
      pending: 0,
      on_behalf: 1,
      lower_bounds: [],
    });
  });

  it('pages newest first without overlap or gaps', async () => {
    const initiator = await customer('Pagewright');
    for (let i = 0; i < 7; i++)
      await insertTransaction(s.t.database.db, { customer_id: initiator });
    const all = await list('search=pagewright&limit=100');
    const times = all.rows.map((tx) => tx.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const pages = [
      await list('search=pagewright&limit=3&offset=0'),
      await list('search=pagewright&limit=3&offset=3'),
      await list('search=pagewright&limit=3&offset=6'),
    ];
    expect(pages.flatMap((p) => p.rows.map((tx) => tx.id))).toEqual(all.rows.map((tx) => tx.id));
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7]);
  });

  it('keeps the status and customer filters', async () => {
    const initiator = await customer('Statusford');
    await insertTransaction(s.t.database.db, { customer_id: initiator, status: 'pending' });
    await insertTransaction(s.t.database.db, { customer_id: initiator });
    const pending = await list(`customer_id=${initiator}&status=pending`);
    expect(pending.rows.map((tx) => tx.status)).toEqual(['pending']);
    expect((await list(`customer_id=${initiator}`)).total).toBe(2);
  });

  it('refuses a bad tab or search with 400 and a clear message', async () => {
    const res = await s.call('GET', '/api/transactions?tab=everything');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation',
      error: expect.stringContaining(
        'tab must be all, pending_pickup, completed, pending or on_behalf',
      ),
    });
    const long = await s.call('GET', `/api/transactions/counts?search=${'x'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: expect.stringContaining('Search is too long') });
  });
});
