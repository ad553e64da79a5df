import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { apiSuite } from '../../test/api-suite';

describe('business profile setting', () => {
  const s = apiSuite();
  const stored = async () =>
    (
      await queryRows<{ value: unknown }>(
        s.t.database.db,
        `select value from settings where key = 'business_profile'`,
      )
    )[0]?.value;
  const put = (value: unknown) => s.call('PUT', '/api/settings/business_profile', { value });

  it('stores the trimmed profile, an absent address or phone as empty text', async () => {
    const res = await put({
      name: '  Maple Exchange  ',
      address: '1 King St W\nToronto ON M5H 1A1',
      phone: ' 416-555-0100 ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'business_profile',
      value: {
        name: 'Maple Exchange',
        address: '1 King St W\nToronto ON M5H 1A1',
        phone: '416-555-0100',
      },
    });
    expect((await put({ name: 'Maple Exchange' })).statusCode).toBe(200);
    expect(await stored()).toEqual({ name: 'Maple Exchange', address: '', phone: '' });
  });

  it.each([
    [{ address: 'Somewhere' }, 'Business name is required'],
    [{ name: '   ' }, 'Business name is required'],
    [{ name: 42 }, 'Business name must be text'],
    [{ name: 'x'.repeat(81) }, 'Business name must be at most 80 characters'],
    [{ name: 'Maple', address: 'x'.repeat(201) }, 'Address must be at most 200 characters'],
    [{ name: 'Maple', phone: '5'.repeat(41) }, 'Phone must be at most 40 characters'],
    [{ name: 'Maple', phone: null }, 'Phone must be text'],
    [{ name: 'Ma\u0000ple' }, 'Business name contains an invalid character'],
    [{ name: 'Maple', email: 'a@b.c' }, 'value has unknown fields: email'],
    ['Maple', 'value must be an object like {"name": "…", "address": "…", "phone": "…"}'],
  ])('refuses %j with 400 "%s" and writes nothing', async (value, message) => {
    const before = await stored();
    const res = await put(value);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message });
    expect(await stored()).toEqual(before);
  });
});
