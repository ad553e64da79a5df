import { describe, expect, it, vi } from 'vitest';
import type { TransactionDetail } from '@domain/contracts/transactions';
import type { AuditList } from '@domain/contracts/audit';
import { apiSuite } from '../../test/api-suite';
import { insertTransaction } from '../../test/transaction-fixture';

// A page asked for by a number deep into the transactions or the audit trail is placed by the
// counters per day or by the primary key (docs/decisions/0065), past DEEP_PAGE_OFFSET rows.
// Here every page is placed that way while `placed.on`, so a few rows show it reads the same
// rows in the same order as the offset read.
const placed = vi.hoisted(() => ({ on: false }));
vi.mock('../../db/deep-page', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../db/deep-page')>();
  return {
    ...original,
    isDeepPage: (page: { offset: number; after?: string | undefined }) =>
      placed.on ? page.after === undefined : original.isDeepPage(page),
  };
});

type Page = { rows: TransactionDetail[]; total: number; total_is_lower_bound: boolean };

describe('deep pages by number', () => {
  const s = apiSuite();

  const both = async <T>(read: () => Promise<T>): Promise<[T, T]> => {
    placed.on = false;
    const exact = await read();
    placed.on = true;
    try {
      return [exact, await read()];
    } finally {
      placed.on = false;
    }
  };

  it('reads the same transactions at every offset of every tab, from the counters per day', async () => {
    const res = await s.call('POST', '/api/customers', {
      first_name: 'Deep',
      last_name: 'Pager',
      email: `deep-${Date.now()}@bureau.test`,
    });
    const customer = res.json<{ id: string }>().id;
    // Three bureau days (America/Toronto), several exchanges a day, two pairs each for some.
    const days = ['2026-03-02', '2026-03-03', '2026-03-05'];
    let reference = 0;
    for (const [d, day] of days.entries()) {
      for (let k = 0; k < 3 + d; k++) {
        const created_at = new Date(`${day}T${String(9 + k).padStart(2, '0')}:30:00-05:00`);
        reference += 1;
        for (let pair = 0; pair < (k % 2) + 1; pair++) {
          await insertTransaction(s.t.database.db, {
            customer_id: customer,
            reference_number: `7700${String(reference).padStart(6, '0')}`,
            pair_index: pair,
            created_at,
            transaction_date: day,
            status: k === 1 ? 'pending' : 'completed',
          });
        }
      }
    }
    const list = async (query: string) =>
      (await s.call('GET', `/api/transactions?${query}`)).json<Page>();
    for (const tab of ['all', 'completed', 'pending']) {
      const whole = await list(`tab=${tab}&limit=100`);
      for (let offset = 0; offset <= whole.rows.length; offset++) {
        const [exact, deep] = await both(() => list(`tab=${tab}&limit=2&offset=${offset}`));
        expect(
          deep.rows.map((tx) => tx.id),
          `${tab} at ${offset}`,
        ).toEqual(exact.rows.map((tx) => tx.id));
        expect(deep.total).toBe(exact.total);
      }
    }
    // Past the end: no page, and no walk of every row to find that out.
    const [, past] = await both(() => list('limit=2&offset=1000'));
    expect(past.rows).toEqual([]);
  });

  it('reads the same audit entries at every offset, from the primary key', async () => {
    for (let i = 0; i < 4; i++) {
      await s.call('POST', '/api/customers', {
        first_name: 'Audit',
        last_name: `Pager${i}`,
        email: `audit-pager-${i}-${Date.now()}@bureau.test`,
      });
    }
    const list = async (query: string) =>
      (await s.call('GET', `/api/audit?${query}`)).json<AuditList>();
    const whole = await list('limit=100');
    expect(whole.rows.length).toBeGreaterThan(4);
    for (let offset = 0; offset <= whole.rows.length; offset++) {
      const [exact, deep] = await both(() => list(`limit=3&offset=${offset}`));
      expect(
        deep.rows.map((entry) => entry.id),
        `at ${offset}`,
      ).toEqual(exact.rows.map((entry) => entry.id));
    }
  });
});
