import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, money, primaryId } from './columns';
import { customers } from './people';

export const transactions = pgTable(
  'transactions',
  {
    id: primaryId(),
    // One exchange (several pairs) shares one reference number, printed on its receipt.
    reference_number: text('reference_number').notNull(),
    // The pair's place in its exchange (0-based), so a receipt lists the pairs as entered.
    pair_index: smallint('pair_index').notNull(),
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    // The pair's currencies, the booking's teller and branch are references kept without
    // foreign keys, so a booking locks no row every booking shares (docs/decisions/0064).
    from_currency_id: uuid('from_currency_id').notNull(),
    to_currency_id: uuid('to_currency_id').notNull(),
    from_amount: money('from_amount').notNull(),
    to_amount: money('to_amount').notNull(),
    rate_used: money('rate_used').notNull(),
    // Where rate_used came from: the rate table, the product of the table's two legs through
    // CAD ('cross', shown "via CAD"; docs/decisions/0037), the clerk's override, or crypto's market.
    rate_source: text('rate_source', { enum: ['table', 'cross', 'custom', 'market'] }).notNull(),
    // The pair's value in the base currency (CAD) when it was booked; totals and reports sum it.
    base_value: money('base_value').notNull(),
    transaction_type: text('transaction_type', { enum: ['buy', 'sell'] })
      .notNull()
      .default('buy'),
    status: text('status', { enum: ['pending', 'completed', 'cancelled'] })
      .notNull()
      .default('completed'),
    payment_method: text('payment_method', { enum: ['card', 'cash'] })
      .notNull()
      .default('cash'),
    source_of_money: text('source_of_money'),
    notes: text('notes'),
    transaction_date: date('transaction_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    transaction_category: text('transaction_category', { enum: ['business', 'personal'] })
      .notNull()
      .default('personal'),
    is_on_behalf: boolean('is_on_behalf').notNull().default(false),
    // The language its receipt is printed in (issue 28), chosen at the exchange.
    receipt_language: text('receipt_language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    recipient_customer_id: uuid('recipient_customer_id').references(() => customers.id, {
      onDelete: 'restrict',
    }),
    recipient_notes: text('recipient_notes'),
    // Its initiator's and recipient's searched text, one line each, written by its insert trigger
    // and rewritten when a customer's name, e-mail or phone changes: the search by name reads it
    // (docs/decisions/0072; functions/transaction_parties_text.sql).
    parties_text: text('parties_text').notNull().default(''),
    claimed_at: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    claimed_by: text('claimed_by').references(() => user.id, { onDelete: 'set null' }),
    created_by: text('created_by'),
    created_at: createdAt(),
    // The branch whose till booked it (docs/decisions/0036); null for rows written without a till.
    branch_id: uuid('branch_id'),
    // What the pair earned in CAD against the ledger's weighted-average cost is not stored here:
    // its ledger movements carry it (docs/decisions/0037, 0067; transaction_realised_margin).
    // What it earned against the reference mid at booking: the CAD value at mid of what the
    // bureau received minus that of what it paid; null when a currency had no reference value.
    reference_spread: numeric('reference_spread'),
    // What the customer first offered of the currency handed over when the till rounded what it
    // pays out to its notes (issue 46): the receipt shows it and what went back. Null otherwise.
    offered_amount: money('offered_amount'),
  },
  (t) => [
    check('transactions_reference_format', sql`${t.reference_number} ~ '^[0-9]{10}$'`),
    check(
      'transactions_offered_covers',
      sql`${t.offered_amount} is null or ${t.offered_amount} > ${t.from_amount}`,
    ),
    check('transactions_type_check', sql`${t.transaction_type} in ('buy', 'sell')`),
    check('transactions_status_check', sql`${t.status} in ('pending', 'completed', 'cancelled')`),
    check('transactions_payment_method_check', sql`${t.payment_method} in ('card', 'cash')`),
    check(
      'transactions_category_check',
      sql`${t.transaction_category} in ('business', 'personal')`,
    ),
    check('transactions_receipt_language_check', sql`${t.receipt_language} in ('en', 'fr')`),
    check('transactions_distinct_currencies', sql`${t.from_currency_id} <> ${t.to_currency_id}`),
    check('transactions_from_amount_positive', sql`${t.from_amount} > 0`),
    check('transactions_to_amount_positive', sql`${t.to_amount} > 0`),
    check('transactions_rate_positive', sql`${t.rate_used} > 0`),
    check(
      'transactions_rate_source_check',
      sql`${t.rate_source} in ('table', 'cross', 'custom', 'market')`,
    ),
    check('transactions_base_value_nonnegative', sql`${t.base_value} >= 0`),
    check('transactions_pair_index_range', sql`${t.pair_index} >= 0`),
    check(
      'transactions_on_behalf_recipient',
      sql`(${t.is_on_behalf} and ${t.recipient_customer_id} is not null and ${t.recipient_customer_id} <> ${t.customer_id}) or (not ${t.is_on_behalf} and ${t.recipient_customer_id} is null)`,
    ),
    index('transactions_customer_idx').on(t.customer_id, t.created_at),
    // Only the pairs exchanged on behalf of someone: every read asks for a recipient.
    index('transactions_recipient_idx')
      .on(t.recipient_customer_id)
      .where(sql`${t.recipient_customer_id} is not null`),
    // With text_pattern_ops, also the search by the start of a reference number (LIKE
    // 'prefix%', in any collation).
    uniqueIndex('transactions_reference_pair_idx').on(
      t.reference_number.op('text_pattern_ops'),
      t.pair_index,
    ),
    // The transaction list's order (newest first, an exchange's pairs as entered), whole and
    // per tab that holds few rows, so a page is read from the index without sorting; whole, it
    // also serves any range of created_at (docs/decisions/0068).
    index('transactions_list_order_idx').on(
      t.created_at.desc(),
      t.reference_number.desc(),
      t.pair_index,
    ),
    // The search by name, e-mail or phone of a pair's people (LIKE '%term%', three characters
    // or more).
    index('transactions_parties_text_idx').using('gin', sql`${t.parties_text} gin_trgm_ops`),
    index('transactions_pending_pickup_idx')
      .on(t.created_at.desc(), t.reference_number.desc(), t.pair_index)
      .where(sql`${t.is_on_behalf} and ${t.status} = 'completed' and ${t.claimed_at} is null`),
    index('transactions_pending_idx')
      .on(t.created_at.desc(), t.reference_number.desc(), t.pair_index)
      .where(sql`${t.status} = 'pending'`),
    index('transactions_on_behalf_idx')
      .on(t.created_at.desc(), t.reference_number.desc(), t.pair_index)
      .where(sql`${t.is_on_behalf}`),
    // The one- and two-character pieces of the pairs of the tabs that hold few (Pending, Pending
    // Pickup, On Behalf), which a letter or two's tab counts read (docs/decisions/0074). Only
    // those pairs: a walk-in exchange, booked completed, computes no pieces.
    index('transactions_small_tabs_pieces_idx')
      .using('gin', sql`search_short_grams(${t.parties_text})`)
      .where(sql`${t.status} = 'pending' or ${t.is_on_behalf}`),
  ],
);

// One row per submitted exchange: its reference number (unique, shared by its pairs), the
// exchange-level fields that no pair carries, and the client's Idempotency-Key with a hash of
// the request, so a retried submit answers the first result instead of booking twice. A key
// belongs to the staff member who sent it: another's request with the same key is a new one.
export const exchanges = pgTable(
  'exchanges',
  {
    reference_number: text('reference_number').primaryKey(),
    idempotency_key: uuid('idempotency_key'),
    request_hash: text('request_hash').notNull(),
    recipient_category: text('recipient_category', { enum: ['business', 'personal'] }),
    // The customer's relationship to the recipient of an on-behalf exchange (FINTRAC's third
    // party record, docs/decisions/0026).
    third_party_relationship: text('third_party_relationship'),
    // Who booked it, without a foreign key (docs/decisions/0064).
    created_by: text('created_by'),
    created_at: createdAt(),
  },
  (t) => [
    // A key is unique per staff member (an exchange without a staff member counts as one).
    uniqueIndex('exchanges_idempotency_key_user_idx')
      .on(t.idempotency_key, sql`coalesce(${t.created_by}, '')`)
      .where(sql`${t.idempotency_key} is not null`),
    check('exchanges_reference_format', sql`${t.reference_number} ~ '^[0-9]{10}$'`),
    check(
      'exchanges_recipient_category_check',
      sql`${t.recipient_category} is null or ${t.recipient_category} in ('business', 'personal')`,
    ),
  ],
);

// Exact counters of transactions: how many and their CAD value (Σ base_value) per day, status,
// on-behalf and claimed (claimed_at set). Triggers on transactions keep them in the same
// database transaction as every insert and update (migration 0007), so the dashboard and the
// unsearched tab counts read a few hundred rows instead of every transaction.
export const transactionCounters = pgTable(
  'transaction_counters',
  {
    transaction_date: date('transaction_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    is_on_behalf: boolean('is_on_behalf').notNull(),
    claimed: boolean('claimed').notNull(),
    transactions: bigint('transactions', { mode: 'number' }).notNull(),
    volume: money('volume').notNull(),
    // A change appended by a writer, not yet folded into its bucket's row (migration 0033).
    pending: boolean('pending').notNull().default(false),
  },
  // A bucket is the sum of its rows: writers append their change (a decrement is negative), and
  // a scheduled job folds each bucket's rows into one (transaction_totals_compact).
  (t) => [
    index('transaction_counters_key_idx').on(
      t.transaction_date,
      t.status,
      t.is_on_behalf,
      t.claimed,
    ),
    index('transaction_counters_pending_idx')
      .on(t.transaction_date)
      .where(sql`${t.pending}`),
  ],
);

// Exact daily totals of the transactions that count in reports (every status but cancelled):
// per bureau-local day of created_at (the business_time_zone setting) and currency pair, how
// many and the sums the currency performance report adds up. Triggers on transactions keep them
// in the writer's database transaction, and a change of the time zone rebuilds them in the
// setting's (migration 0010), so a report over whole local days reads a few rows per day.
export const transactionDailyTotals = pgTable(
  'transaction_daily_totals',
  {
    local_date: date('local_date', { mode: 'string' }).notNull(),
    from_currency_id: uuid('from_currency_id').notNull(),
    to_currency_id: uuid('to_currency_id').notNull(),
    // The branch and the teller who booked (the profit report's groups, migration 0028): the
    // nil uuid and '' stand for none, as a key cannot be null.
    branch_id: uuid('branch_id').notNull(),
    teller_id: text('teller_id').notNull(),
    transactions: bigint('transactions', { mode: 'number' }).notNull(),
    // Unbounded NUMERIC: a sum of many NUMERIC(38, 18) values keeps their scale, never overflows.
    from_amount: numeric('from_amount').notNull(),
    to_amount: numeric('to_amount').notNull(),
    rate_used: numeric('rate_used').notNull(),
    base_value: numeric('base_value').notNull(),
    // Sums of the pairs' realised margin and spread against the reference (docs/decisions/0037).
    realised_margin: numeric('realised_margin').notNull(),
    reference_spread: numeric('reference_spread').notNull(),
    // A change appended by a writer, not yet folded into its bucket's row (migration 0033).
    pending: boolean('pending').notNull().default(false),
  },
  // No foreign keys or CHECKs: rows move only with the transactions they add up (migration 0010).
  // As the counters, a key's totals are the sum of its rows.
  (t) => [
    index('transaction_daily_totals_key_idx').on(
      t.local_date,
      t.from_currency_id,
      t.to_currency_id,
      t.branch_id,
      t.teller_id,
    ),
    index('transaction_daily_totals_pending_idx')
      .on(t.local_date)
      .where(sql`${t.pending}`),
  ],
);
