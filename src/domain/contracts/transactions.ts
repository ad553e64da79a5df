import { z } from 'zod';
import { decimalString } from '../decimal-schema';
import { LANGUAGES } from '../language';
import { TRANSACTION_FILTER_VALUES } from '../transaction-status';
import { afterRow, boundedListResponse, isoTimestamp, listQuery } from './common';

// A transaction as listed on customer and company pages.
export const transactionSummary = z
  .object({
    id: z.uuid(),
    reference_number: z.string(),
    customer_id: z.uuid(),
    customer_name: z.string(),
    recipient_customer_id: z.uuid().nullable(),
    transaction_type: z.enum(['buy', 'sell']),
    status: z.string(),
    transaction_category: z.enum(['business', 'personal']),
    payment_method: z.enum(['card', 'cash']),
    is_on_behalf: z.boolean(),
    notes: z.string().nullable(),
    // When the recipient collected the money; null until then (the one truth for "claimed").
    claimed_at: isoTimestamp.nullable(),
    from_currency_code: z.string(),
    to_currency_code: z.string(),
    // Amounts are shown to each currency's own decimal places (0 for JPY, 8 for BTC).
    from_decimal_places: z.number().int(),
    to_decimal_places: z.number().int(),
    from_amount: decimalString,
    to_amount: decimalString,
    rate_used: decimalString,
    transaction_date: z.string(),
    created_at: isoTimestamp,
  })
  .meta({ id: 'TransactionSummary' });
export type TransactionSummary = z.infer<typeof transactionSummary>;

// Values a transaction takes.
export const TRANSACTION_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export const TRANSACTION_CATEGORIES = ['personal', 'business'] as const;
export const PAYMENT_METHODS = ['cash', 'card'] as const;
// 'cross': through CAD, the table's from -> CAD rate times its CAD -> to rate ("via CAD").
export const RATE_SOURCES = ['table', 'cross', 'custom', 'market'] as const;

const currencyRef = z
  .object({
    id: z.uuid(),
    code: z.string(),
    symbol: z.string(),
    name: z.string(),
    decimal_places: z.number().int(),
    // How many units the receipt quotes its rate for (issue 46).
    quote_unit: z.number().int(),
  })
  .meta({ id: 'TransactionCurrency' });

const companyRef = z.object({ id: z.uuid(), name: z.string(), industry: z.string().nullable() });

export const transactionCustomer = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    company: companyRef.nullable(),
  })
  .meta({ id: 'TransactionCustomer' });
export type TransactionCustomer = z.infer<typeof transactionCustomer>;

// SPEC §3's transaction with its nested customer, recipient and currencies, plus where its
// rate came from and its value in CAD when booked.
export const transactionDetail = z
  .object({
    id: z.uuid(),
    reference_number: z.string(),
    pair_index: z.number().int(),
    customer_id: z.uuid(),
    from_currency_id: z.uuid(),
    to_currency_id: z.uuid(),
    from_amount: decimalString,
    to_amount: decimalString,
    rate_used: decimalString,
    rate_source: z.enum(RATE_SOURCES),
    base_value: decimalString,
    transaction_type: z.enum(['buy', 'sell']),
    status: z.string(),
    payment_method: z.enum(PAYMENT_METHODS),
    source_of_money: z.string().nullable(),
    notes: z.string().nullable(),
    transaction_date: z.string(),
    transaction_category: z.enum(TRANSACTION_CATEGORIES),
    is_on_behalf: z.boolean(),
    // The language its receipt prints in (issue 28), chosen at the exchange.
    receipt_language: z.enum(LANGUAGES),
    recipient_customer_id: z.uuid().nullable(),
    recipient_notes: z.string().nullable(),
    // How the customer is related to the recipient (kept on the exchange, decision 0026).
    third_party_relationship: z.string().nullable(),
    // What the customer first offered when the till rounded its payout to its notes (issue 46):
    // the receipt shows it and what went back. Null for any other pair.
    offered_amount: decimalString.nullable(),
    // When the recipient collected the money, and the staff member who handed it over.
    claimed_at: isoTimestamp.nullable(),
    claimed_by: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: isoTimestamp,
    customer: transactionCustomer,
    recipient_customer: transactionCustomer.nullable(),
    from_currency: currencyRef,
    to_currency: currencyRef,
  })
  .meta({ id: 'Transaction' });
export type TransactionDetail = z.infer<typeof transactionDetail>;

const receiptBusiness = z
  .object({ name: z.string(), address: z.string(), phone: z.string() })
  .meta({ id: 'ReceiptBusiness' });

// The exchange as booked: SPEC §3's receipt data, with its pairs in the order entered.
export const exchangeResponse = z
  .object({
    reference_number: z.string(),
    transaction_date: z.string(),
    customer: transactionCustomer,
    transaction_category: z.enum(TRANSACTION_CATEGORIES),
    payment_method: z.enum(PAYMENT_METHODS),
    source_of_money: z.string().nullable(),
    notes: z.string().nullable(),
    is_on_behalf: z.boolean(),
    recipient_customer: transactionCustomer.nullable(),
    recipient_category: z.enum(TRANSACTION_CATEGORIES).nullable(),
    recipient_notes: z.string().nullable(),
    third_party_relationship: z.string().nullable(),
    // The language the receipt prints in, whatever the reader's (issue 28).
    receipt_language: z.enum(LANGUAGES),
    // Sum of the pairs' CAD values, to 2 decimals.
    total_value: decimalString,
    transactions: z.array(transactionDetail),
    // What the receipt prints besides: the bureau (null when its profile is not set) and the
    // display name of the staff member who booked it (null once that account is gone).
    business: receiptBusiness.nullable(),
    teller: z.string().nullable(),
  })
  .meta({ id: 'Exchange' });
export type ExchangeResponse = z.infer<typeof exchangeResponse>;

const transactionTab = z.enum(TRANSACTION_FILTER_VALUES, {
  error: 'tab must be all, pending_pickup, completed, pending or on_behalf',
});

// The list's filter: a tab of SPEC §4 and a search by reference number, customer or recipient.
export const transactionFilterQuery = listQuery.pick({ search: true }).extend({
  tab: transactionTab.default('all'),
});
export type TransactionFilterQuery = z.infer<typeof transactionFilterQuery>;

export const transactionListQuery = listQuery.extend({
  tab: transactionTab.default('all'),
  status: z
    .enum(TRANSACTION_STATUSES, { error: 'status must be pending, completed or cancelled' })
    .optional(),
  customer_id: z.uuid('Invalid customer id').optional(),
  after: afterRow,
});
export type TransactionListQuery = z.infer<typeof transactionListQuery>;
export const transactionListResponse = boundedListResponse(transactionDetail);

// How many transactions each tab holds under one search.
export const transactionCounts = z
  .object({
    all: z.number().int(),
    pending_pickup: z.number().int(),
    completed: z.number().int(),
    pending: z.number().int(),
    on_behalf: z.number().int(),
    // The tabs whose count stopped at the server's cap (docs/decisions/0023): at least that
    // many match. Empty when every count is exact.
    lower_bounds: z.array(z.enum(TRANSACTION_FILTER_VALUES)),
  })
  .meta({ id: 'TransactionCounts' });
export type TransactionCounts = z.infer<typeof transactionCounts>;
export const transactionCountsQuery = listQuery.pick({ search: true });

// A recipient collects the whole exchange at once: with `with_exchange`, the exchange's other
// unclaimed on-behalf pairs are claimed in the same database transaction.
export const claimTransactionBody = z
  .object({
    with_exchange: z.boolean({ error: 'with_exchange must be true or false' }).default(false),
  })
  .default({ with_exchange: false });
export type ClaimTransactionBody = z.input<typeof claimTransactionBody>;

// The transactions the claim marked, the requested one first.
export const claimTransactionResponse = z.object({ claimed: z.array(transactionDetail) });
export type ClaimTransactionResponse = z.infer<typeof claimTransactionResponse>;

export const referenceParams = z.object({ reference: z.string().max(50) });

// A transaction named in a path (a malformed id is a 404, as an unknown one).
export const transactionParams = z.object({ id: z.string().max(100) });

// What a pair earned, for managers (docs/decisions/0037): its realised margin against the
// ledger's average cost and its spread against the reference mid, both in CAD (null: not kept
// when it was booked, or no reference value), and each ledger leg's cost.
export const transactionMargin = z
  .object({
    transaction_id: z.uuid(),
    rate_source: z.enum(RATE_SOURCES),
    realised_margin: decimalString.nullable(),
    reference_spread: decimalString.nullable(),
    legs: z.array(
      z.object({
        currency_code: z.string(),
        amount: decimalString,
        // The CAD cost the leg added to (negative: took from) the currency's cost pool.
        cost_cad: decimalString.nullable(),
        // The currency's average cost in CAD after the leg (null at a zero balance).
        avg_cost_after: decimalString.nullable(),
        realised_cad: decimalString.nullable(),
      }),
    ),
  })
  .meta({ id: 'TransactionMargin' });
export type TransactionMargin = z.infer<typeof transactionMargin>;
