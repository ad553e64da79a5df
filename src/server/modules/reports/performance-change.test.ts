import { describe, expect, it } from 'vitest';
import { toDec } from '@domain/money';
import { byCode, reportsHarness } from '../../test/reports-harness';

// The Currency Performance badge is the change of the currency's value in CAD over the period
// (docs/decisions/0017): a day of trades at unchanged rates is 0, rates raised 5 % are +5.
describe('currency performance change', () => {
  const { ids, call, performance } = reportsHarness();

  const created = async (url: string, payload: object) => {
    const res = await call('POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>();
  };
  // Both ways against CAD, effective before the harness's clock (2031-06-15).
  const setRates = async (day: string, toCad: [string, string], fromCad: [string, string]) => {
    const effective_date = `${day}T00:00:00.000Z`;
    for (const [from, to, [buy_rate, sell_rate]] of [
      [ids.PCT, ids.CAD, toCad],
      [ids.CAD, ids.PCT, fromCad],
    ] as const) {
      await created('/api/currency-rates', {
        from_currency_id: from,
        to_currency_id: to,
        buy_rate,
        sell_rate,
        effective_date,
      });
    }
  };
  // At the table's rates: no custom rate.
  const exchange = (from: string, to: string, amount: string) =>
    created('/api/transactions', {
      customer_id: ids.customer,
      pairs: [{ from_currency_id: ids[from], to_currency_id: ids[to], amount }],
    });
  const pct = async () => byCode((await performance('?limit=100')).rows, 'PCT');

  it('is 0 for trades both ways at unchanged rates and +5 % once both rates rise 5 %', async () => {
    const currency = await created('/api/currencies', {
      code: 'PCT',
      name: 'Percent Mark',
      symbol: 'P',
      tier: 1,
      rounding_factor: '0.01',
      decimal_places: 2,
    });
    ids.PCT = currency.id;
    // The bureau buys PCT at CAD 1.25 and sells it at 1 / 0.75 = CAD 1.3333.
    await setRates('2031-06-01', ['1.25', '1.3333'], ['0.75', '0.8']);
    await exchange('PCT', 'CAD', '100'); // CAD 125 paid out
    await exchange('CAD', 'PCT', '150'); // 112.50 PCT sold
    await exchange('PCT', 'CAD', '40'); // CAD 50 paid out

    expect(await pct()).toMatchObject({
      transaction_count: 3,
      volume_in: '112.5',
      volume_out: '140',
      volume_cad: '325',
      // CAD 325 for 252.50 PCT; the card's rate is the mid of the PCT -> CAD row.
      average_rate: '1.287128712871287129',
      current_rate: '1.29165',
      change_percent: '0',
    });

    // Both prices 5 % up: buying at 1.3125, selling at 1.4 (1 CAD buys 0.71428571).
    await setRates('2031-06-10', ['1.3125', '1.4'], ['0.71428571', '0.76190476']);
    const raised = await pct();
    // 140 × 1.3125 + 112.50 / 0.71428571 = 341.2500009 against CAD 325 booked.
    expect(raised.change_percent).toBe('5.000000290769232514');
    expect(toDec(raised.change_percent ?? '').toFixed(2)).toBe('5.00');
    expect(raised.current_rate).toBe('1.35625');
  });
});
