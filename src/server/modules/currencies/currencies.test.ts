import { describe, expect, it } from 'vitest';
import type { Currency } from '@domain/contracts/currencies';
import type { Account } from '@domain/contracts/accounts';
import { apiSuite } from '../../test/api-suite';

describe('currencies API', () => {
  const { call, rowCount } = apiSuite();
  const count = () => rowCount('currencies');
  const setCrypto = (enabled: boolean) =>
    call('PUT', '/api/settings/crypto_enabled', { value: { enabled } });

  it('lists every currency ordered by tier, and only active ones when asked', async () => {
    const res = await call('GET', '/api/currencies');
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json<{ rows: Currency[]; total: number }>();
    expect(total).toBe(10);
    expect(rows.map((r) => r.tier)).toEqual([...rows.map((r) => r.tier)].sort());
    const cad = rows.find((r) => r.code === 'CAD');
    expect(cad).toMatchObject({ rounding_factor: '0.05', decimal_places: 2, crypto_id: null });

    await call('PUT', `/api/currencies/${cad?.id}`, { is_active: false });
    const active = (await call('GET', '/api/currencies?active=true')).json<{ rows: Currency[] }>();
    expect(active.rows.map((r) => r.code)).not.toContain('CAD');
    await call('PUT', `/api/currencies/${cad?.id}`, { is_active: true });
  });

  it('creates a fiat currency with defaults and its account at 0 in one go', async () => {
    const res = await call('POST', '/api/currencies', {
      code: 'sek',
      name: 'Swedish Krona',
      symbol: 'kr',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Currency>();
    expect(created).toMatchObject({
      code: 'SEK',
      tier: 3,
      rounding_factor: '1',
      decimal_places: 2,
      is_active: true,
      crypto_id: null,
    });
    const accounts = (await call('GET', '/api/accounts')).json<{ rows: Account[] }>();
    const account = accounts.rows.find((a) => a.currency_id === created.id);
    expect(account?.balance).toBe('0');
  });

  it('refuses a duplicate code with 409 and writes nothing', async () => {
    const before = await count();
    const res = await call('POST', '/api/currencies', { code: 'usd', name: 'Again', symbol: '$' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'A currency with code USD already exists',
      code: 'duplicate',
    });
    expect(await count()).toBe(before);
  });

  it.each([
    [{ name: 'No code', symbol: 'x' }, 'Please fill in all required fields'],
    [{ code: 'NOK', symbol: 'kr' }, 'Please fill in all required fields'],
    [{ code: 'NOK', name: 'Krone', symbol: '  ' }, 'Please fill in all required fields'],
    [{ code: 'NOKX', name: 'Krone', symbol: 'kr' }, 'Currency code must be at most 3 characters'],
    [
      { code: 'N$K', name: 'Krone', symbol: 'kr' },
      'Currency code may only contain letters and digits',
    ],
    [
      { code: 'NOK', name: 'Krone', symbol: 'kr', rounding_factor: '0.001' },
      'Rounding factor must be at least 0.01',
    ],
    [
      { code: 'NOK', name: 'Krone', symbol: 'kr', rounding_factor: 'abc' },
      'Rounding factor must be a decimal number',
    ],
    [
      { code: 'NOK', name: 'Krone', symbol: 'kr', rounding_factor: '1e-2' },
      'Rounding factor must be a decimal number',
    ],
    [
      { code: 'NOK', name: 'Krone', symbol: 'kr', rounding_factor: 'NaN' },
      'Rounding factor must be a finite number',
    ],
    [
      { code: 'NOK', name: 'Krone', symbol: 'kr', rounding_factor: 'Infinity' },
      'Rounding factor must be a finite number',
    ],
    [
      { code: 'NOK', name: 'Krone', symbol: 'kr', decimal_places: 6 },
      'Decimal places must be between 0 and 5',
    ],
    [
      { code: 'NOK', name: 'Krone', symbol: 'kr', decimal_places: 1.5 },
      'Decimal places must be between 0 and 5',
    ],
    [{ code: 'NOK', name: 'Krone', symbol: 'kr', tier: 4 }, 'Tier must be 1, 2 or 3'],
    [{ code: 'NOK', name: 'x'.repeat(101), symbol: 'kr' }, 'Name must be at most 100 characters'],
    [{ code: 'NOK', name: 42, symbol: 'kr' }, 'Name must be text'],
    // PostgreSQL text cannot hold NUL: a 400, not a failed write.
    [{ code: 'NOK', name: 'Kr\u0000one', symbol: 'kr' }, 'Name contains an invalid character'],
    [{ code: 'NOK', name: 'Krone', symbol: 'k\u0000' }, 'Symbol contains an invalid character'],
    [
      { code: 'NOK', name: 'Krone', symbol: 'kr', is_active: 'yes' },
      'is_active must be true or false',
    ],
  ])('refuses %j with 400 "%s" and writes nothing', async (payload, message) => {
    const before = await count();
    const res = await call('POST', '/api/currencies', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(message);
    expect(await count()).toBe(before);
  });

  it('creates a crypto currency only while crypto is enabled, always active', async () => {
    const body = {
      code: 'btc',
      name: 'Bitcoin',
      symbol: '₿',
      crypto_id: 'Bitcoin',
      is_active: false,
    };
    const refused = await call('POST', '/api/currencies', body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'Cryptocurrency features are disabled',
      code: 'crypto_disabled',
    });

    await setCrypto(true);
    const res = await call('POST', '/api/currencies', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'BTC',
      crypto_id: 'bitcoin',
      rounding_factor: '0.01',
      decimal_places: 8,
      is_active: true,
    });
    const long = await call('POST', '/api/currencies', { ...body, code: 'BTCXXX', crypto_id: 'x' });
    expect(long.json()).toEqual({
      error: 'Currency code must be at most 5 characters',
      code: 'validation',
    });
    const dup = await call('POST', '/api/currencies', { ...body, code: 'XBT' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      error: 'A currency with crypto id bitcoin already exists',
      code: 'duplicate',
    });
    const crypto = (await call('GET', '/api/currencies?kind=crypto')).json<{ rows: Currency[] }>();
    expect(crypto.rows.map((r) => r.code)).toEqual(['BTC']);
    await setCrypto(false);
  });

  it('deletes an unused currency with its account, and refuses one in use with 409', async () => {
    const created = (
      await call('POST', '/api/currencies', { code: 'HUF', name: 'Forint', symbol: 'Ft' })
    ).json<Currency>();
    const del = await call('DELETE', `/api/currencies/${created.id}`);
    expect(del.statusCode).toBe(204);
    const accounts = (await call('GET', '/api/accounts')).json<{ rows: Account[] }>();
    expect(accounts.rows.some((a) => a.currency_id === created.id)).toBe(false);

    const usd = (await call('GET', '/api/currencies'))
      .json<{ rows: Currency[] }>()
      .rows.find((r) => r.code === 'USD');
    const before = await count();
    const refused = await call('DELETE', `/api/currencies/${usd?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error:
        'USD has rates, transactions or account movements and cannot be deleted; deactivate it instead',
      code: 'in_use',
    });
    expect(await count()).toBe(before);
    const gone = await call('DELETE', `/api/currencies/${created.id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses to delete a currency whose account has movements', async () => {
    const created = (
      await call('POST', '/api/currencies', { code: 'CZK', name: 'Koruna', symbol: 'Kč' })
    ).json<Currency>();
    const account = (await call('GET', '/api/accounts'))
      .json<{ rows: Account[] }>()
      .rows.find((a) => a.currency_id === created.id);
    await call('POST', `/api/accounts/${account?.id}/adjustments`, {
      direction: 'increase',
      amount: 5,
    });
    expect((await call('DELETE', `/api/currencies/${created.id}`)).statusCode).toBe(409);
  });

  it('rejects a bad list filter', async () => {
    const res = await call('GET', '/api/currencies?kind=gold');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('kind must be all, fiat or crypto');
  });
});
