import { z } from 'zod';
import { decimalString } from '../decimal-schema';
import { isoTimestamp } from './common';

export const cryptoPriceRow = z
  .object({
    coin_id: z.string(),
    vs_currency: z.string(),
    price: decimalString,
    source: z.string(),
    last_updated_at: isoTimestamp.nullable(),
    fetched_at: isoTimestamp,
  })
  .meta({ id: 'CryptoPrice' });
export type CryptoPrice = z.infer<typeof cryptoPriceRow>;

// The latest price of every coin and vs-currency, and how the last call to the source went.
export const cryptoPricesResponse = z.object({
  prices: z.array(cryptoPriceRow),
  updated_at: isoTimestamp.nullable(),
  last_error: z.string().nullable(),
  retry_after: isoTimestamp.nullable(),
});
export type CryptoPricesResponse = z.infer<typeof cryptoPricesResponse>;

export const cryptoRateQuery = z.object({
  from: z.uuid('from must be a currency id'),
  to: z.uuid('to must be a currency id'),
});

// A rate derived from the stored prices (units of `to` per unit of `from`).
export const cryptoRateResponse = z.object({
  from_currency_id: z.uuid(),
  to_currency_id: z.uuid(),
  rate: decimalString,
});
export type CryptoRateResponse = z.infer<typeof cryptoRateResponse>;

// The currencies on the exchange screen (comma separated ids, at most 20): the market rates
// the booking would price their crypto pairs at.
export const MARKET_RATES_LIMIT = 20;
export const marketRatesQuery = z.object({
  currencies: z
    .string({ error: 'currencies must list currency ids' })
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(z.uuid('currencies must list currency ids'))
        .min(1, 'currencies must list currency ids')
        .max(MARKET_RATES_LIMIT, `currencies lists at most ${MARKET_RATES_LIMIT} ids`),
    ),
});
export type MarketRatesQuery = z.input<typeof marketRatesQuery>;

// Rows shaped as current rates (ids `market:<from>><to>`), and why the others have none.
export const marketRatesResponse = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      from_currency_id: z.uuid(),
      to_currency_id: z.uuid(),
      buy_rate: decimalString,
      sell_rate: decimalString,
      effective_date: isoTimestamp,
      created_at: isoTimestamp,
    }),
  ),
  reasons: z.array(
    z.object({ from_currency_id: z.uuid(), to_currency_id: z.uuid(), reason: z.string() }),
  ),
});
export type MarketRatesResponse = z.infer<typeof marketRatesResponse>;

export const CRYPTO_MESSAGES = {
  updated: 'Crypto prices updated successfully',
  updateFailed: 'Failed to update crypto prices',
  noCoins: 'No prices were updated: there is no active crypto currency',
  noPrice: (code: string) => `No current price for ${code}`,
} as const;
