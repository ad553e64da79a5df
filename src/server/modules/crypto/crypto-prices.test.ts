import { describe, expect, it } from 'vitest';
import type { CryptoPrice, CryptoPricesResponse } from '@domain/contracts/crypto';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { cryptoSuite, DEMO_KEY, START } from '../../test/crypto-suite';
import { coinGeckoSource } from './price-source';

const epoch = (d: Date) => d.getTime() / 1000;
const FAILED = 'Failed to update crypto prices';

describe('crypto prices and derived rates', () => {
  const s = cryptoSuite();
  const prices = async () =>
    (await s.call('GET', '/api/crypto/prices')).json<CryptoPricesResponse>();
  const rate = (from: string, to: string) =>
    s.call('GET', `/api/crypto/rate?from=${from}&to=${to}`);
  const triples = (rows: CryptoPrice[]) => rows.map((p) => [p.coin_id, p.vs_currency, p.price]);

  it('with no active crypto currency, Update Prices says nothing was updated and asks for nothing', async () => {
    await s.setCrypto(true);
    const calls = s.fake.calls.length;
    const res = await s.call('POST', '/api/crypto/update-prices');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'No prices were updated: there is no active crypto currency',
      code: 'no_crypto_currency',
    });
    expect(s.fake.calls.length).toBe(calls);
    expect(await prices()).toEqual({
      prices: [],
      updated_at: null,
      last_error: null,
      retry_after: null,
    });
  });

  it('asks with the protocol and the key, and keeps every digit', async () => {
    await s.coin('BTC', 'bitcoin');
    await s.coin('DOGE', 'dogecoin');
    s.fake.setPrices(
      { bitcoin: { usd: '67187.33', cad: '91234.5' }, dogecoin: { usd: '1.23456789012E-7' } },
      epoch(START),
    );
    const res = await s.call('POST', '/api/crypto/update-prices');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; updated_at: string; prices: CryptoPrice[] }>();
    expect(body.message).toBe('Crypto prices updated successfully');
    expect(body.updated_at).toBe(START.toISOString());
    expect(triples(body.prices)).toEqual([
      ['bitcoin', 'cad', '91234.5'],
      ['bitcoin', 'usd', '67187.33'],
      ['dogecoin', 'usd', '0.000000123456789012'],
    ]);
    expect(body.prices[0]).toMatchObject({
      source: 'coingecko',
      last_updated_at: START.toISOString(),
      fetched_at: START.toISOString(),
    });
    const call = s.fake.calls.at(-1);
    expect(call?.ids).toEqual(['bitcoin', 'dogecoin']);
    expect(call?.vsCurrencies[0]).toBe('usd');
    expect(call?.vsCurrencies).toContain('cad');
    expect(call?.vsCurrencies).not.toContain('btc');
    expect(call?.query.get('include_last_updated_at')).toBe('true');
    expect(call?.query.get('precision')).toBe('full');
    expect(call?.headers['x-cg-demo-api-key']).toBe(DEMO_KEY);
    expect(await prices()).toMatchObject({ updated_at: START.toISOString(), last_error: null });
  });

  it('a NaN, negative, zero or missing price fails the whole update with its reason, and no stored price changes', async () => {
    const good = {
      bitcoin: { usd: '67187.33', cad: '91234.5' },
      dogecoin: { usd: '1.23456789012E-7' },
    };
    const before = await prices();
    // dogecoin's price is good and new in every bad answer: it is not stored either.
    const answering = async (
      bitcoin: Record<string, string | null> | undefined,
      reason: string,
    ) => {
      s.fake.setPrices({ ...(bitcoin ? { bitcoin } : {}), dogecoin: { usd: '0.5' } });
      const res = await s.call('POST', '/api/crypto/update-prices');
      const refused = `the price service's answer was refused (${reason})`;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: `${FAILED}: ${refused}`, code: 'unavailable' });
      expect(await prices()).toEqual({ ...before, last_error: refused });
    };
    await answering({ usd: 'NaN' }, 'bitcoin in usd is "NaN", not a positive number');
    await answering({ usd: '-67187.33' }, 'bitcoin in usd is -67187.33, not a positive number');
    await answering({ usd: '0' }, 'bitcoin in usd is 0, not a positive number');
    await answering({ usd: null }, 'bitcoin in usd is null, not a positive number');
    await answering({ usd: '67187.33', cad: '-1' }, 'bitcoin in cad is -1, not a positive number');
    await answering({ cad: '91234.5' }, 'no usd price for bitcoin');
    await answering(undefined, 'no price for bitcoin');

    // A coin the price service does not know holds back every price until it is turned off.
    const nope = await s.coin('NOPE', 'no-such-coin');
    s.fake.setPrices(good);
    const unknown = await s.call('POST', '/api/crypto/update-prices');
    expect(unknown.json()).toEqual({
      error: `${FAILED}: the price service's answer was refused (no price for no-such-coin)`,
      code: 'unavailable',
    });
    expect((await prices()).prices).toEqual(before.prices);
    await s.setActive(nope, false);
    expect((await s.call('POST', '/api/crypto/update-prices')).statusCode).toBe(200);
    expect(await prices()).toMatchObject({ last_error: null, updated_at: START.toISOString() });
  });

  it('derives every kind of pair from the stored prices with exact decimals', async () => {
    const btc = await s.currency('BTC');
    const doge = await s.currency('DOGE');
    const nope = await s.currency('NOPE');
    const usd = await s.currency('USD');
    const cad = await s.currency('CAD');
    const eur = await s.currency('EUR');
    await s.call('POST', '/api/currency-rates', {
      from_currency_id: usd.id,
      to_currency_id: cad.id,
      buy_rate: '1.37',
      sell_rate: '1.38',
    });
    const ok = async (from: string, to: string) => {
      const res = await rate(from, to);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ rate: string }>().rate;
    };
    expect(await ok(btc.id, doge.id)).toBe('544217377899.480209753440432368');
    expect(await ok(btc.id, usd.id)).toBe('67187.33');
    expect(await ok(doge.id, usd.id)).toBe('0.000000123456789012');
    expect(await ok(usd.id, doge.id)).toBe('8100000.072922680656508309');
    // The provider's CAD price, not the USD one labelled as CAD.
    expect(await ok(btc.id, cad.id)).toBe('91234.5');
    expect(await ok(cad.id, btc.id)).toBe('0.000010960765938324');
    // No CAD price for DOGE: its USD price through the current USD -> CAD rate.
    expect(await ok(doge.id, cad.id)).toBe('0.000000169135800946');
    const refused = async (from: string, to: string, error: string) => {
      const res = await rate(from, to);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error, code: 'no_rate' });
    };
    await refused(nope.id, usd.id, 'No current price for NOPE');
    await refused(eur.id, btc.id, 'No current rate for USD to EUR');
    await refused(usd.id, cad.id, 'At least one currency must be crypto to fetch rates');
    expect((await rate('x', cad.id)).statusCode).toBe(400);
  });

  it('books CAD -> BTC at the derived rate, and refuses once the price is too old', async () => {
    const btc = await s.currency('BTC');
    const cad = await s.currency('CAD');
    // $1,000 of virtual currency: the customer is identified (docs/decisions/0026).
    const customer = await s.call('POST', '/api/customers', {
      first_name: 'Satoshi',
      last_name: 'Buyer',
      email: `satoshi@bureau.test`,
      birthday: '1975-04-05',
      address: '1 Front St, Toronto',
      occupation: 'Engineer',
      id_cards: [
        {
          id_number: 'SB1',
          id_type: 'Passport',
          expiry_date: '2099-01-01',
          issuing_country: 'CA',
          verified: true,
        },
      ],
    });
    const customer_id = customer.json<{ id: string }>().id;
    const pair = { from_currency_id: cad.id, to_currency_id: btc.id, amount: '1000' };
    const quoted = (await rate(cad.id, btc.id)).json<{ rate: string }>().rate;
    const res = await s.call('POST', '/api/transactions', { customer_id, pairs: [pair] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ExchangeResponse>().transactions[0]).toMatchObject({
      rate_used: quoted,
      rate_source: 'market',
      from_amount: '1000',
      to_amount: '0.01096077',
      base_value: '1000',
    });

    // 10 intervals of 60 s after the provider's time the price is still current; then it is not.
    s.later(600);
    expect((await rate(cad.id, btc.id)).statusCode).toBe(200);
    s.later(1);
    const stale = await s.call('POST', '/api/transactions', { customer_id, pairs: [pair] });
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toEqual({ error: 'Pair 1: No current price for BTC', code: 'no_rate' });
    expect((await rate(btc.id, cad.id)).json()).toEqual({
      error: 'No current price for BTC',
      code: 'no_rate',
    });
  });

  it('keeps the last good prices through every failure and says why', async () => {
    const before = (await prices()).prices;
    const fails = async (reason: string) => {
      const res = await s.call('POST', '/api/crypto/update-prices');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: `${FAILED}: ${reason}`, code: 'unavailable' });
      const after = await prices();
      expect(after.prices).toEqual(before);
      expect(after.last_error).toBe(reason);
    };
    s.fake.setMode({ kind: 'status', status: 500, body: 'oops' });
    await fails('the price service failed (500)');
    s.fake.setMode({ kind: 'malformed' });
    await fails('the price service sent an unreadable answer (the answer is not valid JSON)');
    s.fake.setMode({ kind: 'slow', ms: 2000 });
    await fails('the price service did not answer within 0.3 s');
    s.fake.setMode({
      kind: 'status',
      status: 403,
      body: '{"status":{"error_code":10002,"error_message":"Invalid API Key"}}',
    });
    await fails('the price service refused the API key (403): Invalid API Key');
    s.fake.setMode({ kind: 'prices' });

    // The fake checks the key: a client without one gets CoinGecko's 401.
    const keyless = coinGeckoSource({ ...s.t.config.cryptoPrices, apiKey: undefined });
    expect(await keyless.fetchPrices(['bitcoin'], ['usd'])).toMatchObject({
      ok: false,
      status: 401,
      reason: 'the price service refused the API key (401): API Key Missing',
    });
    const pro = coinGeckoSource({ ...s.t.config.cryptoPrices, plan: 'pro' });
    await pro.fetchPrices(['bitcoin'], ['usd']);
    expect(s.fake.calls.at(-1)?.headers['x-cg-pro-api-key']).toBe(DEMO_KEY);
  });

  it('after a 429 waits as Retry-After says, or a minute without it, before calling again', async () => {
    const limited =
      '{"status":{"error_code":429,"error_message":"You\'ve exceeded the Rate Limit"}}';
    s.fake.setMode({
      kind: 'status',
      status: 429,
      body: limited,
      headers: { 'retry-after': '120' },
    });
    const now = s.later(1);
    await s.call('POST', '/api/crypto/update-prices');
    const calls = s.fake.calls.length;
    const waitUntil = new Date(now.getTime() + 120_000).toISOString();
    expect((await prices()).retry_after).toBe(waitUntil);
    s.fake.setMode({ kind: 'prices' });
    s.later(119);
    const early = await s.call('POST', '/api/crypto/update-prices');
    expect(early.json()).toMatchObject({
      error: `${FAILED}: the price service asked to wait until ${waitUntil}`,
    });
    expect(s.fake.calls.length).toBe(calls);
    s.later(1);
    expect((await s.call('POST', '/api/crypto/update-prices')).statusCode).toBe(200);

    s.fake.setMode({ kind: 'status', status: 429, body: limited });
    await s.call('POST', '/api/crypto/update-prices');
    s.fake.setMode({ kind: 'prices' });
    s.later(59);
    expect((await s.call('POST', '/api/crypto/update-prices')).statusCode).toBe(503);
    s.later(1);
    expect((await s.call('POST', '/api/crypto/update-prices')).statusCode).toBe(200);
    expect((await prices()).last_error).toBeNull();
  });
});
