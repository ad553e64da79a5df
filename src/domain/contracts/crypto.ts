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

export const CRYPTO_MESSAGES = {
  updated: 'Crypto prices updated successfully',
  updateFailed: 'Failed to update crypto prices',
  noCoins: 'No prices were updated: there is no active crypto currency',
  noPrice: (code: string) => `No current price for ${code}`,
} as const;
