import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUpTo } from './bounded-count';
import { queryRows, type DatabaseHandle } from './client';
import { listPage, type PageToRead } from './list-page';
import { createTestDatabase } from '../test/test-database';

// A list read its own way through the one entry: the numbers 1 to 25 in order.
describe('listPage of a list read its own way', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const numbers = (cap: number, asked: PageToRead[] = []) => ({
    read: async (page: PageToRead) => {
      asked.push(page);
      // A page after a row reads nothing here, as when that row is gone.
      if (page.after) return { rows: [], counted: 0 };
      const rows = await queryRows<{ n: number }>(
        handle.db,
        sql`select n from generate_series(1, 25) as n order by n
          limit ${page.limit} offset ${page.offset}`,
      );
      const counted = await countUpTo(handle.db, sql`select 1 from generate_series(1, 25)`, cap);
      return { rows, counted };
    },
  });

  it('answers the page asked for and the exact total under the cap', async () => {
    const page = await listPage(handle.db, { limit: 10, offset: 20 }, 100, numbers(100));
    expect(page).toEqual({
      rows: [21, 22, 23, 24, 25].map((n) => ({ n })),
      total: 25,
      total_is_lower_bound: false,
    });
  });

  it('says "at least" past the cap, and reads one row more than the page', async () => {
    const asked: PageToRead[] = [];
    const page = await listPage(handle.db, { limit: 10, offset: 0 }, 20, numbers(20, asked));
    expect(page.rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(page).toMatchObject({ total: 20, total_is_lower_bound: true });
    expect(asked).toEqual([{ limit: 11, offset: 0, after: undefined }]);
  });

  it('reads a page after a row that is gone at its offset', async () => {
    const asked: PageToRead[] = [];
    const after = '00000000-0000-4000-8000-000000000000';
    const page = await listPage(
      handle.db,
      { limit: 5, offset: 5, after },
      100,
      numbers(100, asked),
    );
    expect(page.rows.map((r) => r.n)).toEqual([6, 7, 8, 9, 10]);
    expect(asked.map((a) => a.after)).toEqual([after, undefined]);
  });

  it('keeps an exact total past the cap when the list knows it', async () => {
    const page = await listPage(handle.db, { limit: 2, offset: 0 }, 20, {
      read: async () => ({ rows: [{ n: 1 }, { n: 2 }, { n: 3 }], total: 5000 }),
    });
    expect(page).toEqual({ rows: [{ n: 1 }, { n: 2 }], total: 5000, total_is_lower_bound: false });
  });
});
