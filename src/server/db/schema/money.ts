import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
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
    is_active: boolean('is_active').notNull().default(true),
    // When set, the currency is a crypto currency and this is the price provider's coin id.
    crypto_id: text('crypto_id').unique(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('currencies_code_format', sql`${t.code} ~ '^[A-Z0-9]{1,5}$'`),
    check('currencies_tier_range', sql`${t.tier} between 1 and 3`),
    check('currencies_rounding_factor_positive', sql`${t.rounding_factor} > 0`),
    check('currencies_decimal_places_range', sql`${t.decimal_places} between 0 and 18`),
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
    created_at: createdAt(),
  },
  (t) => [
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
  balance: money('balance').notNull().default('0'),
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
