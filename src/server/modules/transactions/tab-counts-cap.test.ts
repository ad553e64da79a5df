import { describe, expect, it } from 'vitest';
import type { TransactionCounts } from '@domain/contracts/transactions';
import { queryRows } from '../../db/client';
import { apiSuite } from '../../test/api-suite';
import { databaseKinds } from '../../test/test-database';
import { insertTransaction } from '../../test/transaction-fixture';

// Tab counts under a search that walks the transactions (a term naming many customers) stop at
// the list's cap, as the lists' totals do (decision 0023); a search whose people are few is
// counted exactly.
describe.each(databaseKinds)('tab counts past the cap (%s)', (kind) => {
  const s = apiSuite(kind, { listCountCap: 3 });
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
       select 'Qjorn', 'Tally' || g, 'qjorn' || g || '-${kind}@caps.test'
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
