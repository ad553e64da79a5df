import { DEFAULT_COMPLIANCE_THRESHOLDS } from '@domain/compliance/thresholds';
import { describe, expect, it } from 'vitest';
import type { Setting } from '@domain/contracts/settings';
import { queryRows } from '../../db/client';
import { apiSuite } from '../../test/api-suite';

describe('settings API', () => {
  const s = apiSuite();
  const { call } = s;
  const stored = async (key: string) =>
    (
      await queryRows<{ value: unknown }>(
        s.t.database.db,
        `select value from settings where key = '${key}'`,
      )
    )[0]?.value;

  it('lists the settings ordered by key', async () => {
    const res = await call('GET', '/api/settings');
    expect(res.statusCode).toBe(200);
    const { rows } = res.json<{ rows: Setting[] }>();
    expect(rows.map((r) => [r.key, r.value])).toEqual([
      [
        'business_profile',
        {
          name: 'Your Exchange Bureau',
          address: '123 Example Street, Your City',
          phone: '(000) 000-0000',
        },
      ],
      ['business_time_zone', { time_zone: 'America/Toronto' }],
      ['compliance_thresholds', DEFAULT_COMPLIANCE_THRESHOLDS],
      ['crypto_enabled', { enabled: false }],
      ['crypto_refresh_interval', { seconds: 60 }],
      ['fintrac_reporting_entity', { reporting_entity_number: null, contact_id: null }],
      ['id_images', { enabled: false }],
      ['rate_override_tolerance_percent', { percent: 2 }],
      ['require_id_for_card', { enabled: true }],
      ['tellers_spot_count', { enabled: false }],
      ['till_variance_tolerance', { amount: '0' }],
    ]);
    expect(rows.find((r) => r.key === 'crypto_enabled')?.description).toBe(
      'Enable cryptocurrency features',
    );
  });

  it('updates known keys with valid values', async () => {
    const res = await call('PUT', '/api/settings/require_id_for_card', {
      value: { enabled: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'require_id_for_card', value: { enabled: false } });
    const interval = await call('PUT', '/api/settings/crypto_refresh_interval', {
      value: { seconds: 120 },
      description: 'Refresh every two minutes',
    });
    expect(interval.json()).toMatchObject({
      value: { seconds: 120 },
      description: 'Refresh every two minutes',
    });
    expect(await stored('require_id_for_card')).toEqual({ enabled: false });
  });

  it.each([
    ['crypto_enabled', { enabled: 'yes' }, 'value.enabled must be true or false'],
    ['crypto_enabled', true, 'value must be an object like {"enabled": true}'],
    ['crypto_enabled', { enabled: true, extra: 1 }, 'value has unknown fields: extra'],
    ['require_id_for_card', {}, 'value.enabled must be true or false'],
    [
      'crypto_refresh_interval',
      { seconds: 29 },
      'The interval must be between 30 and 3600 seconds',
    ],
    [
      'crypto_refresh_interval',
      { seconds: 3601 },
      'The interval must be between 30 and 3600 seconds',
    ],
    ['crypto_refresh_interval', { seconds: 60.5 }, 'value.seconds must be a whole number'],
    ['crypto_refresh_interval', { seconds: '60' }, 'value.seconds must be a number'],
    [
      'rate_override_tolerance_percent',
      { percent: 101 },
      'The tolerance must be between 0 and 100 percent',
    ],
    [
      'rate_override_tolerance_percent',
      { percent: -1 },
      'The tolerance must be between 0 and 100 percent',
    ],
    ['rate_override_tolerance_percent', { percent: '2' }, 'value.percent must be a number'],
    ['rate_override_tolerance_percent', 2, 'value must be an object like {"percent": 2}'],
  ])('refuses %s = %j with 400 "%s" and writes nothing', async (key, value, message) => {
    const before = await stored(key);
    const res = await call('PUT', `/api/settings/${key}`, { value });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(message);
    expect(await stored(key)).toEqual(before);
  });

  it('refuses a body without a value with 400 "value is required" and writes nothing', async () => {
    const before = await stored('crypto_refresh_interval');
    for (const payload of [{}, { description: 'Only a description' }]) {
      const res = await call('PUT', '/api/settings/crypto_refresh_interval', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'value is required',
        code: 'validation',
        fields: { value: 'value is required' },
      });
    }
    expect(await stored('crypto_refresh_interval')).toEqual(before);
  });

  it('answers 404 for an unknown key and 400 for a bad description', async () => {
    const res = await call('PUT', '/api/settings/no_such_key', { value: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Setting not found', code: 'not_found' });
    // Keys that name Object.prototype members are ordinary unknown keys, not a 500.
    for (const key of ['constructor', '__proto__', 'toString']) {
      const odd = await call('PUT', `/api/settings/${key}`, { value: { a: 1 } });
      expect(odd.statusCode).toBe(404);
      expect(odd.json()).toEqual({ error: 'Setting not found', code: 'not_found' });
    }
    const long = await call('PUT', '/api/settings/crypto_enabled', {
      value: { enabled: true },
      description: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    const nul = await call('PUT', '/api/settings/crypto_enabled', {
      value: { enabled: true },
      description: 'a\u0000b',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<{ error: string }>().error).toBe('Description contains an invalid character');
    const nulKey = await call('PUT', '/api/settings/a%00b', { value: { a: 1 } });
    expect(nulKey.statusCode).toBe(400);
    expect(nulKey.json<{ error: string }>().error).toBe(
      'Setting key contains an invalid character',
    );
    expect(await stored('crypto_enabled')).toEqual({ enabled: false });
  });

  it('updates a setting of another key with any JSON object, but no NUL character', async () => {
    await s.t.database.db.execute(
      `insert into settings (key, value, description)
       values ('receipt_footer', '{"text": "Thank you"}', 'Text under every receipt')`,
    );
    const listed = (await call('GET', '/api/settings')).json<{ rows: Setting[] }>();
    expect(listed.rows.map((r) => r.key)).toContain('receipt_footer');
    for (const value of [{ 'te\u0000xt': 'x' }, { text: ['ok', { deep: 'no\u0000' }] }]) {
      const bad = await call('PUT', '/api/settings/receipt_footer', { value });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: string }>().error).toBe('value contains an invalid character');
    }
    const notObject = await call('PUT', '/api/settings/receipt_footer', { value: 'Bye' });
    expect(notObject.json<{ error: string }>().error).toBe('value must be a JSON object');
    expect(await stored('receipt_footer')).toEqual({ text: 'Thank you' });
    const ok = await call('PUT', '/api/settings/receipt_footer', {
      value: { text: 'Bye', lines: [1, 2] },
    });
    expect(ok.statusCode).toBe(200);
    expect(await stored('receipt_footer')).toEqual({ text: 'Bye', lines: [1, 2] });
  });

  it('refuses Update Prices while crypto is disabled', async () => {
    const disabled = await call('POST', '/api/crypto/update-prices');
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json()).toEqual({
      error: 'Cryptocurrency features are disabled',
      code: 'crypto_disabled',
    });
  });
});
