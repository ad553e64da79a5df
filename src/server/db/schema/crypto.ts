import { index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { primaryId } from './columns';

// Every price fetched from the crypto price service; rates use the latest per coin and
// vs-currency. The price keeps the provider's exact digits (unbounded NUMERIC).
export const cryptoPrices = pgTable(
  'crypto_prices',
  {
    id: primaryId(),
    coin_id: text('coin_id').notNull(),
    vs_currency: text('vs_currency').notNull(),
    price: numeric('price').notNull(),
    source: text('source').notNull(),
    // When the provider last updated this price (its last_updated_at), if it said.
    last_updated_at: timestamp('last_updated_at', { withTimezone: true, mode: 'date' }),
    fetched_at: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('crypto_prices_latest_idx').on(t.coin_id, t.vs_currency, t.fetched_at.desc())],
);

// One row per price source: when it was last called (so several app instances call it once per
// interval), the last success, the last failure's reason, and how long a 429 asked us to wait.
export const cryptoPriceSourceState = pgTable('crypto_price_source_state', {
  source: text('source').primaryKey(),
  last_attempt_at: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
  last_success_at: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
  last_error: text('last_error'),
  retry_after: timestamp('retry_after', { withTimezone: true, mode: 'date' }),
});
