import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, primaryId, updatedAt } from './columns';

export const currencies = pgTable(
  'currencies',
  {
    id: primaryId(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    tier: smallint('tier').notNull().default(3),
    rounding_factor: money('rounding_factor').notNull().default('1'),
    decimal_places: smallint('decimal_places').notNull().default(2),
    // How many units a rate is quoted for on the board, the sheet and the receipt (issue 46).
    quote_unit: integer('quote_unit').notNull().default(1),
    // The smallest amount the till hands out in it (issue 46): amounts paid out are multiples.
    payout_unit: money('payout_unit'),
    is_active: boolean('is_active').notNull().default(true),
    // When set, the currency is a crypto currency and this is the price provider's coin id.
    crypto_id: text('crypto_id').unique(),
    // The margins its computed rates keep around the reference mid, in percent (decision 0037);
    // null takes the bureau-wide default setting.
    buy_margin_percent: numeric('buy_margin_percent'),
    sell_margin_percent: numeric('sell_margin_percent'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('currencies_code_format', sql`${t.code} ~ '^[A-Z0-9]{1,5}$'`),
    check('currencies_tier_range', sql`${t.tier} between 1 and 3`),
    check('currencies_rounding_factor_positive', sql`${t.rounding_factor} > 0`),
    check('currencies_decimal_places_range', sql`${t.decimal_places} between 0 and 18`),
    check('currencies_quote_unit_check', sql`${t.quote_unit} in (1, 10, 100, 1000, 10000)`),
    check('currencies_payout_unit_positive', sql`${t.payout_unit} is null or ${t.payout_unit} > 0`),
    index('currencies_search_trgm').using(
      'gin',
      sql`lower(${t.code} || ' ' || ${t.name}) gin_trgm_ops`,
    ),
  ],
);

export const currencyRates = pgTable(
  'currency_rates',
  {
    id: primaryId(),
    from_currency_id: uuid('from_currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'restrict' }),
    to_currency_id: uuid('to_currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'restrict' }),
    buy_rate: money('buy_rate').notNull(),
    sell_rate: money('sell_rate').notNull(),
    effective_date: timestamp('effective_date', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    // 'computed' from a reference rate and the currency's margins, or 'manual' (typed); a manual
    // rate pinned until a time is not overwritten by the feed before then (decision 0037).
    origin: text('origin', { enum: ['manual', 'computed'] })
      .notNull()
      .default('manual'),
    pinned_until: timestamp('pinned_until', { withTimezone: true, mode: 'date' }),
    // The reference observation a computed rate came from.
    reference_observed_on: date('reference_observed_on', { mode: 'string' }),
    reference_mid: numeric('reference_mid'),
    created_at: createdAt(),
  },
  (t) => [
    check('currency_rates_origin_check', sql`${t.origin} in ('manual', 'computed')`),
    check('currency_rates_distinct_pair', sql`${t.from_currency_id} <> ${t.to_currency_id}`),
    check('currency_rates_buy_positive', sql`${t.buy_rate} > 0`),
    check('currency_rates_sell_positive', sql`${t.sell_rate} > 0`),
    index('currency_rates_pair_idx').on(t.from_currency_id, t.to_currency_id, t.effective_date),
    index('currency_rates_created_at_idx').on(t.created_at, t.id),
  ],
);

export const accounts = pgTable('accounts', {
  id: primaryId(),
  currency_id: uuid('currency_id')
    .notNull()
    .unique()
    .references(() => currencies.id, { onDelete: 'restrict' }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const settings = pgTable('settings', {
  id: primaryId(),
  key: text('key').notNull().unique(),
  value: jsonb('value').notNull(),
  description: text('description'),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
