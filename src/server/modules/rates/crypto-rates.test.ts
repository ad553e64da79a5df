import { describe, expect, it } from 'vitest';
import type { Currency } from '@domain/contracts/currencies';
import type { CurrencyRate } from '@domain/contracts/rates';
import { rateSuite, type RateList as List } from '../../test/rate-suite';

// Pairs with a crypto currency: the Fiat/Crypto filter, and refusal while crypto is off.
describe('crypto currency rates API', () => {
  const { call, ids, count, newRate } = rateSuite();

  it('filters fiat and crypto pairs', async () => {
    await call('PUT', '/api/settings/crypto_enabled', { value: { enabled: true } });
    const eth = (
      await call('POST', '/api/currencies', {
        code: 'ETH',
        name: 'Ether',
        symbol: 'Ξ',
        crypto_id: 'ethereum',
      })
    ).json<Currency>();
    await call('POST', '/api/currency-rates', {
      from_currency_id: eth.id,
      to_currency_id: ids.USD,
      buy_rate: '3000',
      sell_rate: '3100',
    });
    const crypto = (await call('GET', '/api/currency-rates?kind=crypto')).json<List>();
    expect(crypto.rows.map((r) => r.from_currency.code)).toEqual(['ETH']);
    const fiat = (await call('GET', '/api/currency-rates?kind=fiat&limit=100')).json<List>();
    expect(fiat.rows.some((r) => r.from_currency.crypto_id || r.to_currency.crypto_id)).toBe(false);
    expect(fiat.total + crypto.total).toBe(
      (await call('GET', '/api/currency-rates')).json<List>().total,
    );
    expect((await call('GET', '/api/currency-rates?kind=x')).statusCode).toBe(400);
    expect((await call('GET', '/api/currency-rates?limit=500')).statusCode).toBe(400);
    await call('PUT', '/api/settings/crypto_enabled', { value: { enabled: false } });
  });

  it('refuses a pair with a crypto currency while crypto is disabled, as currencies do', async () => {
    const crypto = async (enabled: boolean) =>
      expect(
        (await call('PUT', '/api/settings/crypto_enabled', { value: { enabled } })).statusCode,
      ).toBe(200);
    await crypto(true);
    const btc = (
      await call('POST', '/api/currencies', {
        code: 'BTC',
        name: 'Bitcoin',
        symbol: '₿',
        crypto_id: 'bitcoin',
      })
    ).json<Currency>();
    const cryptoRate = (
      await call('POST', '/api/currency-rates', {
        from_currency_id: btc.id,
        to_currency_id: ids.USD,
        buy_rate: '60000',
        sell_rate: '61000',
      })
    ).json<CurrencyRate>();
    const fiatRate = await newRate('CHF', 'USD', '1.1', '1.2');
    await crypto(false);

    const refused = { error: 'Cryptocurrency features are disabled', code: 'crypto_disabled' };
    const before = await count();
    for (const [from, to] of [
      [btc.id, ids.USD],
      [ids.USD, btc.id],
    ]) {
      const res = await call('POST', '/api/currency-rates', {
        from_currency_id: from,
        to_currency_id: to,
        buy_rate: '1',
        sell_rate: '1',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(refused);
    }
    const toCrypto = await call('PUT', `/api/currency-rates/${fiatRate.id}`, {
      to_currency_id: btc.id,
    });
    expect(toCrypto.statusCode).toBe(422);
    expect(toCrypto.json()).toEqual(refused);
    const keepCrypto = await call('PUT', `/api/currency-rates/${cryptoRate.id}`, {
      buy_rate: '1',
    });
    expect(keepCrypto.statusCode).toBe(422);
    expect(keepCrypto.json()).toEqual(refused);
    expect(await count()).toBe(before);
    const stored = (await call('GET', '/api/currency-rates?search=bitcoin')).json<List>();
    expect(stored.rows.find((r) => r.id === cryptoRate.id)?.buy_rate).toBe('60000');
    expect(stored.rows.some((r) => r.id === fiatRate.id)).toBe(false);

    // Fiat pairs are unaffected; with crypto back on, crypto pairs are accepted again.
    expect(
      (await call('PUT', `/api/currency-rates/${fiatRate.id}`, { buy_rate: '1.15' })).statusCode,
    ).toBe(200);
    await crypto(true);
    const accepted = await call('PUT', `/api/currency-rates/${cryptoRate.id}`, {
      buy_rate: '59000',
    });
    expect(accepted.statusCode).toBe(200);
    expect((await call('DELETE', `/api/currency-rates/${cryptoRate.id}`)).statusCode).toBe(204);
    await crypto(false);
  });
});
