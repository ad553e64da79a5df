import { describe, expect, it } from 'vitest';
import type { TransactionDetail } from '@domain/contracts/transactions';
import { queryRows } from '../../db/client';
import { apiSuite } from '../../test/api-suite';
import { insertTransaction } from '../../test/transaction-fixture';
import { sortedIsCheaper } from './list-filters';

type Page = { rows: TransactionDetail[]; total: number };

describe('a search of few people, read sorted or walked', () => {
  it('sorts the matches of a rare name and walks the list for a common one', () => {
    const million = { customers: 1_000_000, transactions: 1_000_000 };
    expect(sortedIsCheaper(328, 11, million)).toBe(true);
    expect(sortedIsCheaper(1_039, 11, million)).toBe(false);
    // A page deep in the matches: the walk would read far more of the list.
    expect(sortedIsCheaper(1_039, 500, million)).toBe(true);
    // Tables never analysed: nothing to walk past.
    expect(sortedIsCheaper(5, 11, { customers: 0, transactions: 0 })).toBe(true);
  });

  const s = apiSuite();

  it('gives the same pages whichever way it reads them', async () => {
    const tag = `Pathfinder${Date.now()}`;
    const person = async (last: string) =>
      (
        await s.call('POST', '/api/customers', {
          first_name: 'Sam',
          last_name: last,
          email: `${last.toLowerCase()}@bureau.test`,
        })
      ).json<{ id: string }>().id;
    const named = await person(tag);
    const recipient = await person(`${tag}Recipient`);
    const other = await person(`Elsewhere${Date.now()}`);
    const db = s.t.database.db;
    const expected: string[] = [];
    // Seven of theirs (two received), one after another in time, among others' transactions.
    for (let i = 0; i < 14; i++) {
      const at = new Date(Date.UTC(2026, 0, 1, 9, 0, i));
      if (i % 2 === 1) {
        await insertTransaction(db, { customer_id: other, created_at: at });
        continue;
      }
      const row =
        i % 6 === 0
          ? await insertTransaction(db, {
              customer_id: other,
              recipient_customer_id: named,
              created_at: at,
            })
          : await insertTransaction(db, {
              customer_id: named,
              recipient_customer_id: recipient,
              created_at: at,
            });
      expected.unshift(row.id);
    }
    const pages = async () => {
      const search = tag.toLowerCase();
      const first = (
        await s.call('GET', `/api/transactions?search=${search}&limit=3`)
      ).json<Page>();
      const second = (
        await s.call('GET', `/api/transactions?search=${search}&limit=3&offset=3`)
      ).json<Page>();
      const last = first.rows[first.rows.length - 1]?.id ?? '';
      const after = (
        await s.call('GET', `/api/transactions?search=${search}&limit=3&after=${last}`)
      ).json<Page>();
      return {
        first: first.rows.map((row) => row.id),
        second: second.rows.map((row) => row.id),
        after: after.rows.map((row) => row.id),
        total: first.total,
      };
    };
    // Both tables as their own rows say (a handful): the matches sorted.
    const sorted = await pages();
    // The planner's counts saying a billion transactions of a few customers: the list walked.
    const counts = (customers: number, transactions: number) =>
      queryRows(
        db,
        `update pg_class set reltuples = case relname when 'customers' then ${customers}
          else ${transactions} end
          where oid in ('customers'::regclass, 'transactions'::regclass)`,
      );
    await counts(3, 1e9);
    try {
      const walked = await pages();
      expect(walked).toEqual(sorted);
    } finally {
      await counts(-1, -1);
    }
    expect(sorted).toEqual({
      first: expected.slice(0, 3),
      second: expected.slice(3, 6),
      after: expected.slice(3, 6),
      total: 7,
    });
  });
});
