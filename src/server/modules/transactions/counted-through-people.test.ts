import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TransactionCounts } from '@domain/contracts/transactions';
import { TRANSACTION_FILTER_VALUES } from '@domain/transaction-status';
import { queryRows, type Database } from '../../db/client';
import { apiSuite } from '../../test/api-suite';
import { insertTransaction } from '../../test/transaction-fixture';
import {
  fewEnoughToStream,
  foundThroughPeople,
  searchTransactions,
  TAB_FILTERS,
} from './list-filters';

// Sixty customers share "97" (more than one in 400 of the first rows: a common term); of seven
// transactions, six name it, two of them by their reference only (one of those pending).
async function seedNinetySeven(db: Database): Promise<void> {
  const named = await queryRows<{ id: string }>(
    db,
    `insert into customers (first_name, last_name, email)
     select 'Qzara', 'Lund' || g, 'qz97x' || g || '@through.test'
     from generate_series(1, 60) g returning id`,
  );
  const [other] = await queryRows<{ id: string }>(
    db,
    `insert into customers (first_name, last_name, email)
     values ('Plain', 'Person', 'plain@through.test') returning id`,
  );
  // Among 1,300 more whose text holds no digit: "97" names under 5 % of the customers, so once
  // the statistics know it (ANALYZE) the API counts through the people too.
  await queryRows(
    db,
    `insert into customers (first_name, last_name, email)
     select 'Many', translate(g::text, '0123456789', 'abcdefghij'), 'many@through.test'
     from generate_series(1, 1300) g`,
  );
  await queryRows(db, 'analyze customers');
  expect(await fewEnoughToStream(db, '97')).toBe(true);
  const [a, b, c, d] = named.map((person) => person.id ?? '');
  const none = other?.id ?? '';
  await insertTransaction(db, { customer_id: a ?? '' });
  await insertTransaction(db, { customer_id: b ?? '', status: 'pending' });
  // Named as recipient only, then as both: each transaction once.
  await insertTransaction(db, { customer_id: none, recipient_customer_id: c ?? '' });
  await insertTransaction(db, {
    customer_id: d ?? '',
    recipient_customer_id: a ?? '',
    claimed_at: new Date(),
  });
  // By its reference only, and one that names nobody.
  await insertTransaction(db, { customer_id: none, reference_number: '9726010001' });
  await insertTransaction(db, {
    customer_id: none,
    reference_number: '9726010002',
    status: 'pending',
  });
  await insertTransaction(db, { customer_id: none });
}

// A common short term's transactions counted through its people (read from the short-grams
// index, each one's transactions looked up) are the ones its walk of the transactions finds:
// initiator, recipient and reference each counted once, in every tab.
describe('a common short term counted through its people', () => {
  const s = apiSuite();

  it('finds what the walk finds, tab by tab, and the API counts them exactly', async () => {
    const db = s.t.database.db;
    await seedNinetySeven(db);

    const search = await searchTransactions(db, '97');
    expect(search.commonShortTerm).toBe(true);
    const count = async (select: ReturnType<typeof sql>) => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (${select}) as found`,
      );
      return Number(row?.n);
    };
    const expected: Record<string, number> = {
      all: 6,
      completed: 3,
      pending: 2,
      pending_pickup: 1,
      on_behalf: 2,
    };
    for (const tab of TRANSACTION_FILTER_VALUES) {
      const through = await count(foundThroughPeople('97', sql`1`, TAB_FILTERS[tab]));
      const walked = await count(
        sql`select 1 from transactions t where ${search.where} and ${TAB_FILTERS[tab]}`,
      );
      expect({ tab, through }).toEqual({ tab, through: expected[tab] });
      expect({ tab, walked }).toEqual({ tab, walked: expected[tab] });
    }

    const counts = await s.call('GET', '/api/transactions/counts?search=97');
    expect(counts.json<TransactionCounts>()).toEqual({ ...expected, lower_bounds: [] });
    const list = await s.call('GET', '/api/transactions?search=97&limit=2');
    expect(list.json()).toMatchObject({ total: 6, total_is_lower_bound: false });
    expect(list.json<{ rows: unknown[] }>().rows).toHaveLength(2);
  });
});

// Past the list's cap each tab says "at least" the cap, as the list does: All and Completed
// counted through the term's people up to the cap, or shown past it by the pairs of the tabs
// that hold few, which are counted from their own pieces (decision 0074).
describe('a common short term counted through its people, past a cap of two', () => {
  const s = apiSuite({ listCountCap: 2 });

  it('says at least the cap for each tab past it, and the exact count of the others', async () => {
    await seedNinetySeven(s.t.database.db);
    const counts = await s.call('GET', '/api/transactions/counts?search=97');
    expect(counts.json<TransactionCounts>()).toEqual({
      all: 2,
      pending_pickup: 1,
      completed: 2,
      pending: 2,
      on_behalf: 2,
      lower_bounds: ['all', 'completed'],
    });
    const list = await s.call('GET', '/api/transactions?search=97&limit=2');
    expect(list.json()).toMatchObject({ total: 3, total_is_lower_bound: true });
  });
});

describe('a common short term counted through its people, past a cap of one', () => {
  const s = apiSuite({ listCountCap: 1 });

  it('says at least the cap where the tabs that hold few already pass it', async () => {
    await seedNinetySeven(s.t.database.db);
    const counts = await s.call('GET', '/api/transactions/counts?search=97');
    expect(counts.json<TransactionCounts>()).toEqual({
      all: 1,
      pending_pickup: 1,
      completed: 1,
      pending: 1,
      on_behalf: 1,
      lower_bounds: ['all', 'completed', 'pending', 'on_behalf'],
    });
  });
});
