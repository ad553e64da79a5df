import { beforeAll } from 'vitest';
import type { Currency } from '@domain/contracts/currencies';
import type { CurrencyRate } from '@domain/contracts/rates';
import { apiSuite } from './api-suite';

export type RateList = { rows: CurrencyRate[]; total: number };
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// An API suite that also knows the seeded currencies' ids by code, with a shorthand for rates.
export function rateSuite() {
  const api = apiSuite();
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const currencies = (await api.call('GET', '/api/currencies')).json<{ rows: Currency[] }>();
    for (const c of currencies.rows) ids[c.code] = c.id;
  });
  return {
    call: api.call,
    ids,
    count: () => api.rowCount('currency_rates'),
    newRate: async (from: string, to: string, buy_rate: string, sell_rate: string) =>
      (
        await api.call('POST', '/api/currency-rates', {
          from_currency_id: ids[from],
          to_currency_id: ids[to],
          buy_rate,
          sell_rate,
        })
      ).json<CurrencyRate>(),
  };
}
