import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { queryRows } from '../../db/client';
import { exchangeSuite } from '../../test/exchange-suite';

// Races only show with real concurrent connections, so the proof is the PostgreSQL run
// (TEST_DATABASE_URL); PGlite has one connection and queues the same requests.
describe('exchanges under concurrency', () => {
  const s = exchangeSuite();
  const pair = async (from: string, to: string, extra: Record<string, unknown>) => {
    const [from_currency_id, to_currency_id] = await s.ids(from, to);
    return { from_currency_id, to_currency_id, ...extra };
  };

  it('20 concurrent submits with one Idempotency-Key book exactly one exchange', async () => {
    const customer_id = await s.customer();
    const key = randomUUID();
    const body = { customer_id, pairs: [await pair('USD', 'CAD', { amount: 5 })] };
    const responses = await Promise.all(Array.from({ length: 20 }, () => s.exchange(body, key)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([
      ...Array.from({ length: 19 }, () => 200),
      201,
    ]);
    const references = new Set(responses.map((r) => r.json<ExchangeResponse>().reference_number));
    expect(references.size).toBe(1);
    const [row] = await queryRows<{ n: number }>(
      s.t.database.db,
      `select count(*)::int as n from transactions where customer_id = '${customer_id}'`,
    );
    expect(row?.n).toBe(1);
  });

  it('exchanges over the same accounts in opposite orders never deadlock and keep the ledger exact', async () => {
    const customer_id = await s.customer();
    const usdEur = await pair('USD', 'EUR', { amount: '10', custom_rate: '0.9' });
    const eurUsd = await pair('EUR', 'USD', { amount: '9', custom_rate: '1.1' });
    const cadUsd = await pair('CAD', 'USD', { amount: '10' });
    const bodies = Array.from({ length: 24 }, (_, i) => ({
      customer_id,
      pairs: i % 2 === 0 ? [usdEur, eurUsd, cadUsd] : [cadUsd, eurUsd, usdEur],
    }));
    const responses = await Promise.all(bodies.map((body) => s.exchange(body)));
    expect(responses.map((r) => r.statusCode)).toEqual(bodies.map(() => 201));
    const [row] = await queryRows<{ n: number }>(
      s.t.database.db,
      `select count(*)::int as n from account_movements m join transactions t
         on t.id = m.transaction_id where t.customer_id = '${customer_id}'`,
    );
    expect(row?.n).toBe(24 * 3 * 2);
    await s.expectLedgerBalanced();
  });
});
