import { describe, expect, it } from 'vitest';
import type { MarketRatesResponse } from '@domain/contracts/crypto';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { Dec, toDecimalString } from '@domain/money';
import { roundRate } from '@domain/rates';
import { cryptoSuite, START } from '../../test/crypto-suite';

const epoch = (d: Date) => d.getTime() / 1000;

// Issue 47: the exchange screen prices a crypto pair with the market rate the booking uses, and
// the currency performance report values a crypto currency at it.
describe('market rates of crypto pairs', () => {
  const s = cryptoSuite();
  const marketRates = (...ids: string[]) =>
    s.call('GET', `/api/crypto/market-rates?currencies=${ids.join(',')}`);

  const identifiedCustomer = async () => {
    const res = await s.call('POST', '/api/customers', {
      first_name: 'Ada',
      last_name: 'Market',
      email: 'ada.market@bureau.test',
      birthday: '1980-02-03',
      address: '1 Bay St, Toronto',
      occupation: 'Engineer',
      id_cards: [
        {
          id_number: 'AM1',
          id_type: 'Passport',
          expiry_date: '2099-01-01',
          issuing_country: 'CA',
          verified: true,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };

  it('answers the rates the booking uses, both ways with CAD, and books CAD -> BTC at it', async () => {
    await s.setCrypto(true);
    const btc = await s.coin('BTC', 'bitcoin');
    const cad = await s.currency('CAD');
    s.fake.setPrices({ bitcoin: { usd: '67187.33', cad: '92345.67' } }, epoch(START));
    expect((await s.call('POST', '/api/crypto/update-prices')).statusCode).toBe(200);

    const res = await marketRates(cad.id, btc.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<MarketRatesResponse>();
    const rateOf = (from: string, to: string) =>
      body.rows.find((r) => r.from_currency_id === from && r.to_currency_id === to)?.buy_rate;
    expect(rateOf(btc.id, cad.id)).toBe('92345.67');
    // 1 / 92345.67 to the rate scale: what the screen shows as 0.00001083.
    expect(rateOf(cad.id, btc.id)).toBe(toDecimalString(roundRate(new Dec(1).div('92345.67'))));
    expect(body.reasons).toEqual([]);

    const customer_id = await identifiedCustomer();
    const booked = await s.call('POST', '/api/transactions', {
      customer_id,
      pairs: [{ from_currency_id: cad.id, to_currency_id: btc.id, amount: '1500' }],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<ExchangeResponse>().transactions[0]).toMatchObject({
      rate_used: rateOf(cad.id, btc.id),
      rate_source: 'market',
      to_amount: '0.01624332',
    });
  });

  it('gives the BTC card of the performance report its market rate and change', async () => {
    const btc = await s.currency('BTC');
    const report = await s.call('GET', '/api/reports/currency-performance?limit=100');
    expect(report.statusCode, report.body).toBe(200);
    const card = report
      .json<{
        rows: { code: string; current_rate: string | null; change_percent: string | null }[];
      }>()
      .rows.find((r) => r.code === btc.code);
    expect(card).toMatchObject({ current_rate: '92345.67' });
    // At an unchanged price the change is 0 but for the satoshi the payout was rounded to.
    expect(card?.change_percent).toBe('0.00001789495632764');
  });

  it('names why a pair has no market rate, and leaves a pair the table prices to the table', async () => {
    const btc = await s.currency('BTC');
    const cad = await s.currency('CAD');
    const eur = await s.currency('EUR');
    s.later(601);
    const stale = (await marketRates(btc.id, eur.id)).json<MarketRatesResponse>();
    expect(stale.rows).toEqual([]);
    expect(stale.reasons).toContainEqual({
      from_currency_id: btc.id,
      to_currency_id: eur.id,
      reason: 'No current price for BTC',
    });

    const table = await s.call('POST', '/api/currency-rates', {
      from_currency_id: btc.id,
      to_currency_id: cad.id,
      buy_rate: '90000',
      sell_rate: '95000',
      effective_date: '2026-01-01',
    });
    expect(table.statusCode, table.body).toBe(201);
    const priced = (await marketRates(btc.id, cad.id)).json<MarketRatesResponse>();
    expect(priced).toEqual({ rows: [], reasons: [] });
  });

  it('refuses what is not a list of currency ids, and answers nothing for fiat alone', async () => {
    const bad = await s.call('GET', '/api/crypto/market-rates?currencies=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation' });
    const usd = await s.currency('USD');
    const cad = await s.currency('CAD');
    expect((await marketRates(usd.id, cad.id)).json()).toEqual({ rows: [], reasons: [] });
    const btc = await s.currency('BTC');
    await s.setCrypto(false);
    const off = await marketRates(btc.id, cad.id);
    expect(off.statusCode).toBe(422);
    expect(off.json()).toMatchObject({ code: 'crypto_disabled' });
    await s.setCrypto(true);
  });
});
