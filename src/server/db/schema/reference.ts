import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, primaryId } from './columns';

// Reference rates (issue 26, decision 0037): the Bank of Canada's daily observations, one per
// series (FXUSDCAD = CAD per USD) and day, kept digit for digit (unbounded NUMERIC) with history.
export const referenceRates = pgTable(
  'reference_rates',
  {
    id: primaryId(),
    source: text('source').notNull(),
    series: text('series').notNull(),
    currency_code: text('currency_code').notNull(),
    observed_on: date('observed_on', { mode: 'string' }).notNull(),
    // CAD per one unit of the currency, as published.
    value: numeric('value').notNull(),
    fetched_at: timestamp('fetched_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('reference_rates_value_positive', sql`${t.value} > 0`),
    uniqueIndex('reference_rates_series_day_idx').on(t.source, t.series, t.observed_on),
    index('reference_rates_latest_idx').on(t.currency_code, t.observed_on.desc()),
  ],
);

// One row per reference source: its last attempt, success and failure (shown like crypto's).
export const referenceSourceState = pgTable('reference_source_state', {
  source: text('source').primaryKey(),
  last_attempt_at: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
  last_success_at: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
  last_error: text('last_error'),
  latest_observation: date('latest_observation', { mode: 'string' }),
});

// The public rate board's links (/board/{token}): only a hash of the token is kept.
export const rateBoardTokens = pgTable(
  'rate_board_tokens',
  {
    id: primaryId(),
    token_hash: text('token_hash').notNull(),
    label: text('label').notNull(),
    created_by: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revoked_by: text('revoked_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('rate_board_tokens_hash_idx').on(t.token_hash)],
);
