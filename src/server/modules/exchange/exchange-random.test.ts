import { describe, expect, it } from 'vitest';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { Dec, toDecimalString } from '@domain/money';
import { queryRows } from '../../db/client';
import { seededRandom, testSeed, type Random } from '../../test/seeded-random';
import { exchangeSuite } from '../../test/exchange-suite';

// Five currencies with different cash roundings, and roughly what one unit is worth in CAD
// (only to draw plausible amounts and custom rates; the server prices every pair itself).
const CURRENCIES = {
  CAD: { factor: '0.05', decimals: 2, cad: '1' },
  USD: { factor: '0.01', decimals: 2, cad: '1.35' },
  EUR: { factor: '0.01', decimals: 2, cad: '1.46' },
  JPY: { factor: '1', decimals: 0, cad: '0.0089' },
  TBC: { factor: '0.00000001', decimals: 8, cad: '81000' },
} as const;
type Code = keyof typeof CURRENCIES;
const CODES = Object.keys(CURRENCIES) as Code[];

const EXCHANGES = 500;
const AT_ONCE = 25;

// A value the clerk might type: `cadValue` in `code`, to the currency's decimal places (CAD's
// cents still round to its 0.05 factor on the server).
function typed(code: Code, cadValue: Dec): string {
  const { cad, decimals } = CURRENCIES[code];
  return toDecimalString(cadValue.div(cad).toDecimalPlaces(decimals));
}

function randomPair(random: Random, ids: Record<Code, string>) {
  const from = random.pick(CODES);
  const to = random.pick(CODES.filter((code) => code !== from));
  const cadValue = new Dec(random.int(2_000, 200_000)).div(100);
  const pair: Record<string, string> = { from_currency_id: ids[from], to_currency_id: ids[to] };
  if (random.chance(0.6)) pair.amount = typed(from, cadValue);
  else pair.receives = typed(to, cadValue);
  if (random.chance(0.25)) {
    const spread = new Dec(random.int(950, 1050)).div(1000);
    const rate = new Dec(CURRENCIES[from].cad).div(CURRENCIES[to].cad).times(spread);
    pair.custom_rate = toDecimalString(rate.toSignificantDigits(8));
  }
  return pair;
}

// RANDOM_SEED=n replays a run with another seed.
describe('random exchanges', () => {
  const s = exchangeSuite();
  const seed = testSeed(20_260_115);

  it(
    `${EXCHANGES} random exchanges, ${AT_ONCE} at a time, keep every balance exact and every exchange whole`,
    { timeout: 180_000 },
    async () => {
      const random = seededRandom(seed);
      const context = `seed ${seed}`;

      // Crypto on for the 8-decimal currency; a rate for every pair of currencies (one way, the
      // other way is its inverse) so any direction can be priced from the table.
      await s.call('PUT', '/api/settings/crypto_enabled', { value: { enabled: true } });
      await s.newCurrency('TBC', {
        crypto_id: 'test-coin',
        rounding_factor: CURRENCIES.TBC.factor,
        decimal_places: CURRENCIES.TBC.decimals,
      });
      const ids = Object.fromEntries(
        await Promise.all(CODES.map(async (code) => [code, (await s.currency(code)).id])),
      ) as Record<Code, string>;
      for (const [i, from] of CODES.entries()) {
        for (const to of CODES.slice(i + 1)) {
          if (from === 'CAD' && to !== 'TBC') continue; // seeded: X -> CAD
          const rate = new Dec(CURRENCIES[from].cad).div(CURRENCIES[to].cad);
          await s.rate(from, to, toDecimalString(rate.toSignificantDigits(10)));
        }
      }

      // Opening cash through the balance adjustment, one round amount per till.
      const accounts = await queryRows<{ id: string; code: Code }>(
        s.t.database.db,
        `select a.id, c.code from accounts a join currencies c on c.id = a.currency_id
       where c.code in (${CODES.map((code) => `'${code}'`).join(', ')})`,
      );
      const opening = {} as Record<Code, Dec>;
      for (const { id, code } of accounts) {
        opening[code] = new Dec(
          typed(code, new Dec(random.int(100_000, 1_000_000))),
        ).toDecimalPlaces(0, Dec.ROUND_DOWN);
        const res = await s.call('POST', `/api/accounts/${id}/adjustments`, {
          direction: 'increase',
          amount: toDecimalString(opening[code]),
        });
        expect(res.statusCode, res.body).toBe(201);
      }

      const customers = await Promise.all(Array.from({ length: 8 }, () => s.identifiedCustomer()));
      const bodies = Array.from({ length: EXCHANGES }, () => {
        const customer_id = random.pick(customers);
        const onBehalf = random.chance(0.15);
        return {
          customer_id,
          // The third party determination, asked once an exchange joins a large cash report.
          ...(onBehalf
            ? {
                is_on_behalf: true,
                recipient_customer_id: random.pick(customers.filter((c) => c !== customer_id)),
                third_party_relationship: 'Friend',
              }
            : { acting_for_third_party: false }),
          pairs: Array.from({ length: random.int(1, 3) }, () => randomPair(random, ids)),
        };
      });

      const booked: ExchangeResponse[] = [];
      for (let start = 0; start < bodies.length; start += AT_ONCE) {
        const batch = bodies.slice(start, start + AT_ONCE);
        const responses = await Promise.all(batch.map((body) => s.exchange(body)));
        for (const [i, res] of responses.entries()) {
          expect(res.statusCode, `${context}, exchange ${start + i}: ${res.body}`).toBe(201);
          booked.push(res.json<ExchangeResponse>());
        }
      }

      // Every exchange is whole: its reference holds exactly the pairs submitted, numbered 0..n-1.
      const stored = await queryRows<{ reference_number: string; pairs: number; last: number }>(
        s.t.database.db,
        `select e.reference_number, count(t.id)::int as pairs, max(t.pair_index)::int as last
       from exchanges e left join transactions t on t.reference_number = e.reference_number
       group by e.reference_number`,
      );
      expect(stored, context).toHaveLength(EXCHANGES);
      const submitted = new Map(
        booked.map((ex, i) => [ex.reference_number, bodies[i]?.pairs.length ?? -1]),
      );
      const broken = stored.filter(
        (row) => submitted.get(row.reference_number) !== row.pairs || row.last !== row.pairs - 1,
      );
      expect(broken, context).toEqual([]);

      // Every balance, by decimal arithmetic over what the API answered: opening + what the
      // customers handed over - what they received.
      const expected = new Map(CODES.map((code) => [code, opening[code]]));
      for (const tx of booked.flatMap((ex) => ex.transactions)) {
        const from = tx.from_currency.code as Code;
        const to = tx.to_currency.code as Code;
        expected.set(from, (expected.get(from) ?? new Dec(0)).plus(tx.from_amount));
        expected.set(to, (expected.get(to) ?? new Dec(0)).minus(tx.to_amount));
      }

      // And in SQL: balance = opening + the sum of its movements = opening + Σ from_amounts in
      // - Σ to_amounts out, compared as NUMERIC.
      const ledger = await queryRows<{
        code: Code;
        balance: string;
        opening: string;
        movements_agree: boolean;
        transactions_agree: boolean;
      }>(
        s.t.database.db,
        `select c.code, a.balance::text as balance, o.opening::text as opening,
         a.balance = o.opening + coalesce((select sum(m.amount) from account_movements m
           where m.account_id = a.account_id and m.reason = 'exchange'), 0) as movements_agree,
         a.balance = o.opening
           + coalesce((select sum(t.from_amount) from transactions t
               where t.from_currency_id = c.id), 0)
           - coalesce((select sum(t.to_amount) from transactions t
               where t.to_currency_id = c.id), 0) as transactions_agree
       from account_balances a join currencies c on c.id = a.currency_id
       cross join lateral (select coalesce(sum(m.amount), 0) as opening from account_movements m
         where m.account_id = a.account_id and m.reason = 'adjustment') o
       where c.code in (${CODES.map((code) => `'${code}'`).join(', ')}) order by c.code`,
      );
      expect(ledger, context).toHaveLength(CODES.length);
      for (const row of ledger) {
        expect(row, `${context}, ${row.code}`).toMatchObject({
          movements_agree: true,
          transactions_agree: true,
        });
        expect(toDecimalString(row.opening), `${context}, ${row.code}`).toBe(
          toDecimalString(opening[row.code]),
        );
        expect(toDecimalString(row.balance), `${context}, ${row.code}`).toBe(
          toDecimalString(expected.get(row.code) ?? 'missing'),
        );
      }
      await s.expectLedgerBalanced();
    },
  );
});
