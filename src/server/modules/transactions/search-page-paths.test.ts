import { describe, expect, it } from 'vitest';
import type { TransactionDetail } from '@domain/contracts/transactions';
import { queryRows } from '../../db/client';
import { apiSuite } from '../../test/api-suite';
import { insertTransaction } from '../../test/transaction-fixture';
import { sql } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '../../db/bounded-count';
import { searchTransactions, sortedIsCheaper } from './list-filters';
import { listTransactionDetails, textPage } from './list-queries';

type Page = { rows: TransactionDetail[]; total: number };

describe('a search, read sorted or walked', () => {
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
    // A surname of its own, holding a letter pair no other customer's text holds: searched by
    // the pair, its customers are looked up (a rare short term); by the whole name, the pairs'
    // own searched text is read (a term of three characters or more).
    const stamp = Date.now();
    const tag = `Pathжы${stamp}`;
    const person = async (last: string) =>
      (
        await s.call('POST', '/api/customers', {
          first_name: 'Sam',
          last_name: last,
          email: `path${last.length}.${stamp}@bureau.test`,
        })
      ).json<{ id: string }>().id;
    const named = await person(tag);
    const recipient = await person(`${tag}Recipient`);
    const other = await person(`Elsewhere${stamp}`);
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
    const ids = (page: { rows: { id: string }[] }) => page.rows.map((row) => row.id);
    const pages = async (search: string, cap = LIST_COUNT_CAP) => {
      const read = (paging: { offset?: number; after?: string }) =>
        listTransactionDetails(
          db,
          {
            tab: 'all',
            search,
            limit: 3,
            offset: paging.offset ?? 0,
            ...(paging.after ? { after: paging.after } : {}),
          },
          cap,
        );
      const first = await read({});
      const second = await read({ offset: 3 });
      const after = await read({ after: first.rows[first.rows.length - 1]?.id ?? '' });
      const last = await read({ offset: 6 });
      return { first: ids(first), second: ids(second), after: ids(after), last: ids(last) };
    };
    const inOrder = {
      first: expected.slice(0, 3),
      second: expected.slice(3, 6),
      after: expected.slice(3, 6),
      last: expected.slice(6),
    };

    // The pair of letters: both tables as their own rows say (a handful), the matches sorted;
    // the planner's counts saying a billion transactions of a few customers, the list walked.
    const short = 'жы';
    expect(await pages(short)).toEqual(inOrder);
    const counts = (customers: number, transactions: number) =>
      queryRows(
        db,
        `update pg_class set reltuples = case relname when 'customers' then ${customers}
          else ${transactions} end
          where oid in ('customers'::regclass, 'transactions'::regclass)`,
      );
    await counts(3, 1e9);
    try {
      expect(await pages(short)).toEqual(inOrder);
    } finally {
      await counts(-1, -1);
    }

    // The whole name: counted within the cap, its matches sorted; past a cap of three, the list
    // walked with each row's text checked.
    const name = tag.toLowerCase();
    expect(await pages(name)).toEqual(inOrder);
    expect(await pages(name, 3)).toEqual(inOrder);
    const api = (
      await s.call('GET', `/api/transactions?search=${encodeURIComponent(name)}&limit=3`)
    ).json<Page>();
    expect({ rows: ids(api), total: api.total }).toEqual({ rows: inOrder.first, total: 7 });
  });

  it('sorts or walks as the count says, checked on the pairs read', async () => {
    const db = s.t.database.db;
    const search = await searchTransactions(db, 'pathfinder');
    expect(search.byText).toBeDefined();
    const conditions = { rest: [sql`true`] };
    const plan = async (sorted: boolean) => {
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`explain ${textPage(search.byText!, conditions, sql``, sorted ? 'sorted' : 'walked')} limit 11`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    expect(await plan(false)).toContain('transactions_list_order_idx');
    expect(await plan(false)).not.toContain('transactions_parties_text_idx');
    expect(await plan(true)).toContain('parties_text ~~');
  });
});
