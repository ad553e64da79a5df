import { describe, expect, it } from 'vitest';
import type { Currency } from '@domain/contracts/currencies';
import { apiSuite } from '../../test/api-suite';

// Editing a currency: the code stays, defaults apply only on create, rounding must fit.
describe('currency updates API', () => {
  const { call, rowCount } = apiSuite();
  const count = () => rowCount('currencies');

  it('updates a currency but never its code', async () => {
    const created = (
      await call('POST', '/api/currencies', { code: 'PLN', name: 'Zloty', symbol: 'zł' })
    ).json<Currency>();
    const res = await call('PUT', `/api/currencies/${created.id}`, {
      code: 'PLN',
      name: 'Polish Zloty',
      tier: '2',
      rounding_factor: '0.05',
      decimal_places: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Polish Zloty', tier: 2, rounding_factor: '0.05' });

    // A change that leaves is_active out keeps the currency as it was.
    await call('PUT', `/api/currencies/${created.id}`, { is_active: false });
    const inactive = await call('PUT', `/api/currencies/${created.id}`, { symbol: 'zl' });
    expect(inactive.json()).toMatchObject({ symbol: 'zl', is_active: false });

    const renamed = await call('PUT', `/api/currencies/${created.id}`, { code: 'PLZ' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({
      error: 'The currency code cannot be changed',
      code: 'validation',
    });
    const bad = await call('PUT', `/api/currencies/${created.id}`, { decimal_places: 9 });
    expect(bad.statusCode).toBe(400);
    const nul = await call('PUT', `/api/currencies/${created.id}`, { name: 'Zl\u0000oty' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<{ error: string }>().error).toBe('Name contains an invalid character');
    const toCrypto = await call('PUT', `/api/currencies/${created.id}`, { crypto_id: 'zloty' });
    expect(toCrypto.json()).toEqual({
      error: 'A fiat currency cannot be given a crypto id',
      code: 'validation',
    });
    const after = (await call('GET', '/api/currencies')).json<{ rows: Currency[] }>();
    expect(after.rows.find((r) => r.id === created.id)).toMatchObject({
      code: 'PLN',
      decimal_places: 2,
      crypto_id: null,
    });

    const missing = await call('PUT', '/api/currencies/00000000-0000-4000-8000-000000000000', {
      name: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('PUT', '/api/currencies/not-a-uuid', { name: 'x' })).statusCode).toBe(400);
  });

  const byCode = async (code: string) =>
    (await call('GET', '/api/currencies'))
      .json<{ rows: Currency[] }>()
      .rows.find((r) => r.code === code);

  it.each([
    ['tier', '', 'Tier is required'],
    ['tier', '  ', 'Tier is required'],
    ['rounding_factor', '', 'Rounding factor is required'],
    ['rounding_factor', '  ', 'Rounding factor is required'],
    ['decimal_places', '', 'Decimal places is required'],
  ])(
    'refuses an empty %s (%j) on update with 400 "%s" and keeps it',
    async (field, value, error) => {
      const usd = await byCode('USD');
      expect(usd).toMatchObject({ tier: 1, rounding_factor: '0.01', decimal_places: 2 });
      const res = await call('PUT', `/api/currencies/${usd?.id}`, {
        name: 'Renamed',
        [field]: value,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error, code: 'validation' });
      expect(await byCode('USD')).toEqual(usd);
    },
  );

  it('keeps the stored tier, rounding factor and decimal places when they are left out', async () => {
    const usd = await byCode('USD');
    const res = await call('PUT', `/api/currencies/${usd?.id}`, { symbol: 'US$' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tier: 1, rounding_factor: '0.01', decimal_places: 2 });
    await call('PUT', `/api/currencies/${usd?.id}`, { symbol: usd?.symbol });
  });

  it.each([
    [{ rounding_factor: '1000001', decimal_places: 0 }, 'Rounding factor must be at most 1000000'],
    [
      { rounding_factor: '0.01', decimal_places: 0 },
      'Rounding factor must be a multiple of 1 when decimal places is 0',
    ],
    [
      { rounding_factor: '0.05', decimal_places: 1 },
      'Rounding factor must be a multiple of 0.1 when decimal places is 1',
    ],
  ])('refuses %j with 400 "%s" on create and on update', async (fields, error) => {
    const before = await count();
    const created = await call('POST', '/api/currencies', {
      code: 'DKK',
      name: 'Danish Krone',
      symbol: 'kr',
      ...fields,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ error, code: 'validation' });
    expect(await count()).toBe(before);

    const usd = await byCode('USD');
    const updated = await call('PUT', `/api/currencies/${usd?.id}`, fields);
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ error, code: 'validation' });
    expect(await byCode('USD')).toEqual(usd);
  });

  it('checks a change of decimal places against the stored rounding factor', async () => {
    const usd = await byCode('USD');
    const res = await call('PUT', `/api/currencies/${usd?.id}`, { decimal_places: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Rounding factor must be a multiple of 0.1 when decimal places is 1',
      code: 'validation',
    });
    const jpy = await byCode('JPY');
    const ok = await call('PUT', `/api/currencies/${jpy?.id}`, { rounding_factor: '1000000' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ rounding_factor: '1000000', decimal_places: 0 });
    await call('PUT', `/api/currencies/${jpy?.id}`, { rounding_factor: jpy?.rounding_factor });
  });

  it('accepts every seeded currency as it is stored', async () => {
    const { rows } = (await call('GET', '/api/currencies')).json<{ rows: Currency[] }>();
    for (const row of rows) {
      const { id, code, name, symbol, tier, rounding_factor, decimal_places } = row;
      const res = await call('PUT', `/api/currencies/${id}`, {
        code,
        name,
        symbol,
        tier,
        rounding_factor,
        decimal_places,
      });
      expect([code, res.statusCode]).toEqual([code, 200]);
    }
  });
});
