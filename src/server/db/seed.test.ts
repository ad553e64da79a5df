import { DEFAULT_COMPLIANCE_THRESHOLDS } from '@domain/compliance/thresholds';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from './client';
import { MAIN_VAULT_ID } from './schema';
import { seedReferenceData } from './seed';
import { createTestDatabase } from '../test/test-database';

type Counts = { currencies: number; accounts: number; rates: number; settings: number };

async function counts(db: DatabaseHandle['db']): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    db,
    `select (select count(*)::int from currencies) as currencies,
            (select count(*)::int from accounts) as accounts,
            (select count(*)::int from currency_rates) as rates,
            (select count(*)::int from settings) as settings`,
  );
  if (!row) throw new Error('no counts');
  return row;
}

describe('reference data', () => {
  let handle: DatabaseHandle;
  afterAll(() => handle.close());

  it('seeds currencies with one zero account each, sample rates against CAD and the settings', async () => {
    handle = await createTestDatabase();
    const c = await counts(handle.db);
    expect(c).toEqual({ currencies: 10, accounts: 10, rates: 18, settings: 11 });
    const currencies = await queryRows<{
      code: string;
      tier: number;
      rounding_factor: string;
      decimal_places: number;
      balance: string;
    }>(
      handle.db,
      `select c.code, c.tier, c.rounding_factor::text, c.decimal_places, a.balance::text
         from currencies c join account_balances a on a.currency_id = c.id order by c.code`,
    );
    expect(currencies.map((c) => c.code)).toEqual([
      'AUD',
      'CAD',
      'CHF',
      'CNY',
      'EUR',
      'GBP',
      'INR',
      'JPY',
      'MXN',
      'USD',
    ]);
    expect(currencies.every((c) => Number(c.balance) === 0)).toBe(true);
    const jpy = currencies.find((c) => c.code === 'JPY');
    expect(jpy).toMatchObject({
      tier: 2,
      decimal_places: 0,
      rounding_factor: '1.000000000000000000',
    });
    const settings = await queryRows<{ key: string; value: unknown }>(
      handle.db,
      'select key, value from settings order by key',
    );
    expect(settings).toEqual([
      {
        key: 'business_profile',
        value: {
          name: 'Your Exchange Bureau',
          address: '123 Example Street, Your City',
          phone: '(000) 000-0000',
        },
      },
      { key: 'business_time_zone', value: { time_zone: 'America/Toronto' } },
      { key: 'compliance_thresholds', value: DEFAULT_COMPLIANCE_THRESHOLDS },
      { key: 'crypto_enabled', value: { enabled: false } },
      { key: 'crypto_refresh_interval', value: { seconds: 60 } },
      {
        key: 'fintrac_reporting_entity',
        value: { reporting_entity_number: null, contact_id: null },
      },
      { key: 'id_images', value: { enabled: false } },
      { key: 'rate_override_tolerance_percent', value: { percent: 2 } },
      { key: 'require_id_for_card', value: { enabled: true } },
      { key: 'tellers_spot_count', value: { enabled: false } },
      { key: 'till_variance_tolerance', value: { amount: '0' } },
    ]);
  });

  it('never duplicates a row when it runs again', async () => {
    const before = await counts(handle.db);
    await seedReferenceData(handle.db);
    await seedReferenceData(handle.db);
    expect(await counts(handle.db)).toEqual(before);
  });

  it("seeds each currency's notes and coins once, and leaves the owner's changes", async () => {
    const denominations = async () =>
      queryRows<{ code: string; n: number }>(
        handle.db,
        `select c.code, count(*)::int as n from denominations d
           join currencies c on c.id = d.currency_id group by c.code order by c.code`,
      );
    expect(await denominations()).toEqual([
      { code: 'AUD', n: 11 },
      { code: 'CAD', n: 10 },
      { code: 'CHF', n: 13 },
      { code: 'CNY', n: 8 },
      { code: 'EUR', n: 15 },
      { code: 'GBP', n: 12 },
      { code: 'INR', n: 9 },
      { code: 'JPY', n: 10 },
      { code: 'MXN', n: 11 },
      { code: 'USD', n: 11 },
    ]);
    await handle.db.execute(
      `delete from denominations where value = 0.05 and currency_id =
         (select id from currencies where code = 'CAD')`,
    );
    await seedReferenceData(handle.db);
    expect((await denominations()).find((row) => row.code === 'CAD')).toEqual({
      code: 'CAD',
      n: 9,
    });
  });

  it("keeps the bureau's own profile and adds a missing one", async () => {
    const own = { name: 'Maple Exchange', address: '1 King St W, Toronto', phone: '416-555-0100' };
    await handle.db.execute(
      `update settings set value = '${JSON.stringify(own)}' where key = 'business_profile'`,
    );
    await seedReferenceData(handle.db);
    const profile = async () =>
      queryRows<{ value: unknown }>(
        handle.db,
        `select value from settings where key = 'business_profile'`,
      );
    expect(await profile()).toEqual([{ value: own }]);
    // A database from before the setting existed gets the placeholders at its next start.
    await handle.db.execute(`delete from settings where key = 'business_profile'`);
    await seedReferenceData(handle.db);
    expect((await profile())[0]?.value).toMatchObject({ name: 'Your Exchange Bureau' });
  });

  it('keeps the ledger append-only and transactions undeletable', async () => {
    const [account] = await queryRows<{ id: string }>(handle.db, 'select id from accounts limit 1');
    await handle.db.execute(
      `insert into account_movements (account_id, amount, balance_after, reason, location_id, location_balance_after) values ('${account?.id}', 5, 5, 'adjustment', '${MAIN_VAULT_ID}', 5)`,
    );
    await expect(handle.db.execute('update account_movements set amount = 6')).rejects.toThrow();
    await expect(handle.db.execute('delete from account_movements')).rejects.toThrow();

    await handle.db.execute(
      `insert into customers (first_name, last_name, email) values ('Keep', 'Records', 'keep@bureau.test')`,
    );
    await handle.db.execute(`
      insert into transactions (reference_number, customer_id, from_currency_id, to_currency_id,
                                pair_index, from_amount, to_amount, rate_used, rate_source, base_value)
      select '2611210001', cu.id, usd.id, cad.id, 0, 100, 135, 1.35, 'table', 135
        from customers cu, currencies usd, currencies cad
       where cu.email = 'keep@bureau.test' and usd.code = 'USD' and cad.code = 'CAD'`);
    await expect(handle.db.execute('delete from transactions')).rejects.toThrow();
    const left = await queryRows<{ n: number }>(
      handle.db,
      'select count(*)::int as n from transactions',
    );
    expect(left).toEqual([{ n: 1 }]);
  });
});
