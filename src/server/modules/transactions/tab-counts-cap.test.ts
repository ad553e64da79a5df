import { describe, expect, it } from 'vitest';
import type { TransactionCounts, TransactionDetail } from '@domain/contracts/transactions';
import { TRANSACTION_FILTERS, matchesFilter } from '@domain/transaction-status';
import { queryRows } from '../../db/client';
import { apiSuite } from '../../test/api-suite';
import { insertTransaction } from '../../test/transaction-fixture';
import { FEW_PEOPLE } from './list-filters';

// Tab counts under a search that walks the transactions (a term naming many customers) stop at
// the list's cap, as the lists' totals do (decision 0023); a search whose people are few is
// counted exactly.
describe('tab counts past the cap', () => {
  const s = apiSuite({ listCountCap: 3 });
  const counts = async (search: string) => {
    const res = await s.call('GET', `/api/transactions/counts?search=${search}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TransactionCounts>();
  };

  it('counts each tab up to the cap for a common pair of letters, exactly for a name', async () => {
    // Sixty customers share the letters "qj": a term that common walks the transactions.
    const people = await queryRows<{ id: string }>(
      s.t.database.db,
      `insert into customers (first_name, last_name, email)
       select 'Qjorn', 'Tally' || g, 'qjorn' || g || '@caps.test'
       from generate_series(1, 60) g returning id`,
    );
    const [a, b, c, d, e, f, g, h] = people.map((person) => person.id);
    for (const customer of [a, b, c, d, e]) {
      await insertTransaction(s.t.database.db, { customer_id: customer ?? '' });
    }
    for (const customer of [f, g]) {
      await insertTransaction(s.t.database.db, { customer_id: customer ?? '', status: 'pending' });
    }
    await insertTransaction(s.t.database.db, {
      customer_id: h ?? '',
      recipient_customer_id: a ?? '',
    });

    expect(await counts('qj')).toEqual({
      all: 3,
      completed: 3,
      pending: 2,
      pending_pickup: 1,
      on_behalf: 1,
      lower_bounds: ['all', 'completed'],
    });
    expect(await counts('qjorn')).toEqual({
      all: 8,
      completed: 5,
      pending: 2,
      pending_pickup: 1,
      on_behalf: 1,
      lower_bounds: [],
    });
    // The list's own total says the same.
    const list = await s.call('GET', '/api/transactions?search=qj&limit=2');
    expect(list.json()).toMatchObject({ total: 3, total_is_lower_bound: true });
  });
});

// A term naming more customers than a search looks up by literal ids (FEW_PEOPLE) is counted
// through the index paths (by reference, initiator, recipient), exactly: a transaction found on
// two paths counts once, and the counts, the list and its total agree.
describe('tab counts of a search naming many people', () => {
  const s = apiSuite();

  it('counts each match once, whichever paths find it, as the list shows it', async () => {
    const db = s.t.database.db;
    const named = await queryRows<{ id: string }>(
      db,
      `insert into customers (first_name, last_name, email, phone)
       select 'Many', 'Dialler' || g, 'dialler' || g || '@many.test', '+1 7373 ' || g
       from generate_series(1, ${FEW_PEOPLE + 1}) g returning id`,
    );
    const others = await queryRows<{ id: string }>(
      db,
      `insert into customers (first_name, last_name, email)
       values ('Other', 'One', 'other1@many.test'), ('Other', 'Two', 'other2@many.test')
       returning id`,
    );
    const person = (i: number) => named[i]!.id;
    const other = (i: number) => others[i]!.id;
    const made = [
      // By the initiator alone; by initiator and recipient; by the recipient alone.
      { customer_id: person(0), status: 'pending' as const },
      { customer_id: person(1), recipient_customer_id: person(2), claimed_at: new Date() },
      { customer_id: other(0), recipient_customer_id: person(3) },
      // By the reference alone; by reference and initiator; by reference and recipient.
      { customer_id: other(0), status: 'cancelled' as const, reference_number: '7373000004' },
      { customer_id: person(4), reference_number: '7373000005' },
      {
        customer_id: other(1),
        recipient_customer_id: person(5),
        status: 'pending' as const,
        reference_number: '7373000006',
      },
    ];
    const ids: string[] = [];
    for (const values of made) ids.push((await insertTransaction(db, values)).id);
    // Found by no path.
    await insertTransaction(db, { customer_id: other(0), reference_number: '1111000007' });

    const tabs = await s.call('GET', '/api/transactions/counts?search=7373');
    expect(tabs.statusCode, tabs.body).toBe(200);
    expect(tabs.json<TransactionCounts>()).toEqual({
      all: 6,
      pending_pickup: 1,
      completed: 2,
      pending: 2,
      on_behalf: 3,
      lower_bounds: [],
    });
    for (const { value } of TRANSACTION_FILTERS) {
      const res = await s.call('GET', `/api/transactions?tab=${value}&search=7373&limit=100`);
      const page = res.json<{ rows: TransactionDetail[]; total: number }>();
      expect(page.total, value).toBe(tabs.json<TransactionCounts>()[value]);
      expect(page.rows.map((tx) => tx.id).sort(), value).toEqual(
        page.rows
          .filter((tx) => matchesFilter(tx, value) && ids.includes(tx.id))
          .map((tx) => tx.id)
          .sort(),
      );
      expect(page.rows, value).toHaveLength(page.total);
    }
  });
});
