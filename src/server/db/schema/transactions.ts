import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, money, primaryId } from './columns';
import { currencies } from './money';
import { customers } from './people';

export const transactions = pgTable(
  'transactions',
  {
    id: primaryId(),
    // One exchange (several pairs) shares one reference number, printed on its receipt.
    reference_number: text('reference_number').notNull(),
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    from_currency_id: uuid('from_currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'restrict' }),
    to_currency_id: uuid('to_currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'restrict' }),
    from_amount: money('from_amount').notNull(),
    to_amount: money('to_amount').notNull(),
    rate_used: money('rate_used').notNull(),
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
    recipient_customer_id: uuid('recipient_customer_id').references(() => customers.id, {
      onDelete: 'restrict',
    }),
    recipient_notes: text('recipient_notes'),
    claimed_at: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    claimed_by: text('claimed_by').references(() => user.id, { onDelete: 'set null' }),
    created_by: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    check('transactions_reference_format', sql`${t.reference_number} ~ '^[0-9]{10}$'`),
    check('transactions_type_check', sql`${t.transaction_type} in ('buy', 'sell')`),
    check('transactions_status_check', sql`${t.status} in ('pending', 'completed', 'cancelled')`),
    check('transactions_payment_method_check', sql`${t.payment_method} in ('card', 'cash')`),
    check(
      'transactions_category_check',
      sql`${t.transaction_category} in ('business', 'personal')`,
    ),
    check('transactions_distinct_currencies', sql`${t.from_currency_id} <> ${t.to_currency_id}`),
    check('transactions_from_amount_positive', sql`${t.from_amount} > 0`),
    check('transactions_to_amount_positive', sql`${t.to_amount} > 0`),
    check('transactions_rate_positive', sql`${t.rate_used} > 0`),
    check(
      'transactions_on_behalf_recipient',
      sql`(${t.is_on_behalf} and ${t.recipient_customer_id} is not null and ${t.recipient_customer_id} <> ${t.customer_id}) or (not ${t.is_on_behalf} and ${t.recipient_customer_id} is null)`,
    ),
    index('transactions_customer_idx').on(t.customer_id, t.created_at),
    index('transactions_recipient_idx').on(t.recipient_customer_id),
    index('transactions_reference_idx').on(t.reference_number),
    index('transactions_created_at_idx').on(t.created_at, t.id),
    index('transactions_from_currency_idx').on(t.from_currency_id),
    index('transactions_to_currency_idx').on(t.to_currency_id),
  ],
);
