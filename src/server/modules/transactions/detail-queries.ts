import { sql } from 'drizzle-orm';
import type {
  ExchangeResponse,
  RATE_SOURCES,
  TransactionCustomer,
  TransactionDetail,
} from '@domain/contracts/transactions';
import type { Language } from '@domain/language';
import { sum, toDecimalString, toFixedString } from '@domain/money';
import { preparedRows, type Database, type Tx } from '../../db/client';
import { notFound } from '../../http-errors';
import { findReceiptExtras, type ReceiptExtras } from './receipt-queries';

type Db = Database | Tx;

export type RawDetail = {
  id: string;
  reference_number: string;
  pair_index: number;
  customer_id: string;
  from_currency_id: string;
  to_currency_id: string;
  from_amount: string;
  to_amount: string;
  rate_used: string;
  rate_source: (typeof RATE_SOURCES)[number];
  base_value: string;
  transaction_type: 'buy' | 'sell';
  status: string;
  payment_method: 'card' | 'cash';
  source_of_money: string | null;
  notes: string | null;
  transaction_date: string;
  transaction_category: 'business' | 'personal';
  is_on_behalf: boolean;
  receipt_language: Language;
  recipient_customer_id: string | null;
  recipient_notes: string | null;
  third_party_relationship: string | null;
  offered_amount: string | null;
  claimed_at: Date | string | null;
  claimed_by: string | null;
  created_by: string | null;
  created_at: Date | string;
  customer: PersonJson;
  recipient: PersonJson | null;
  from_currency: CurrencyJson;
  to_currency: CurrencyJson;
};

type PersonJson = Omit<TransactionCustomer, 'company'> & {
  company_id: string | null;
  company_name: string | null;
  company_industry: string | null;
};
type CurrencyJson = TransactionDetail['from_currency'];

// Nested objects are built in SQL as json so both drivers hand them back alike.
const person = (c: string, co: string) =>
  sql.raw(`json_build_object(
    'id', ${c}.id, 'first_name', ${c}.first_name, 'last_name', ${c}.last_name,
    'email', ${c}.email, 'phone', ${c}.phone, 'company_id', ${co}.id,
    'company_name', ${co}.name, 'company_industry', ${co}.industry)`);
const currency = (c: string) =>
  sql.raw(`json_build_object(
    'id', ${c}.id, 'code', ${c}.code, 'symbol', ${c}.symbol, 'name', ${c}.name,
    'decimal_places', ${c}.decimal_places, 'quote_unit', ${c}.quote_unit)`);

// Every related row is a correlated subquery, so `transactions t` is the statement's only table:
// a condition on it (an id, a reference, a page of ids) is planned first however large the
// customers and companies tables are, and planning stays cheap (eight joined tables let the
// planner join everything before applying a page's ids: seconds at a million rows).
export const selectDetails = sql`
  select t.id, t.reference_number, t.pair_index, t.customer_id, t.from_currency_id,
    t.to_currency_id, t.from_amount::text as from_amount, t.to_amount::text as to_amount,
    t.rate_used::text as rate_used, t.rate_source, t.base_value::text as base_value,
    t.transaction_type, t.status, t.payment_method, t.source_of_money, t.notes,
    to_char(t.transaction_date, 'YYYY-MM-DD') as transaction_date, t.transaction_category,
    t.is_on_behalf, t.receipt_language, t.recipient_customer_id, t.recipient_notes,
    (select e.third_party_relationship from exchanges e
      where e.reference_number = t.reference_number) as third_party_relationship,
    t.offered_amount::text as offered_amount, t.claimed_at, t.claimed_by,
    t.created_by, t.created_at,
    (select ${person('c', 'cc')} from customers c left join companies cc on cc.id = c.company_id
      where c.id = t.customer_id) as customer,
    (select ${person('r', 'rc')} from customers r left join companies rc on rc.id = r.company_id
      where r.id = t.recipient_customer_id) as recipient,
    (select ${currency('fc')} from currencies fc where fc.id = t.from_currency_id)
      as from_currency,
    (select ${currency('tc')} from currencies tc where tc.id = t.to_currency_id) as to_currency
  from transactions t`;

function toCustomer(p: PersonJson): TransactionCustomer {
  return {
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email,
    phone: p.phone,
    company: p.company_id
      ? { id: p.company_id, name: p.company_name ?? '', industry: p.company_industry }
      : null,
  };
}

export function toDetail(row: RawDetail): TransactionDetail {
  const { customer, recipient, created_at, claimed_at, ...rest } = row;
  return {
    ...rest,
    from_amount: toDecimalString(row.from_amount),
    to_amount: toDecimalString(row.to_amount),
    rate_used: toDecimalString(row.rate_used),
    base_value: toDecimalString(row.base_value),
    offered_amount: row.offered_amount === null ? null : toDecimalString(row.offered_amount),
    claimed_at: claimed_at === null ? null : new Date(claimed_at).toISOString(),
    created_at: new Date(created_at).toISOString(),
    customer: toCustomer(customer),
    recipient_customer: recipient ? toCustomer(recipient) : null,
  };
}

export async function findTransactionDetail(db: Db, id: string) {
  const [row] = await preparedRows<RawDetail>(
    db,
    'transaction_detail',
    sql`${selectDetails} where t.id = ${id}`,
  );
  return row ? toDetail(row) : null;
}

/** The exchange behind a reference number, as its receipt shows it; null when unknown. */
export async function findExchange(db: Db, reference: string): Promise<ExchangeResponse | null> {
  // Both at once: on a pool, two connections answer in one round trip's time.
  const [rows, extras] = await Promise.all([
    preparedRows<RawDetail>(
      db,
      'exchange_detail',
      sql`${selectDetails} where t.reference_number = ${reference} order by t.pair_index`,
    ),
    findReceiptExtras(db, reference),
  ]);
  if (rows.length === 0) return null;
  return exchangeAnswer(reference, rows.map(toDetail), extras);
}

/** The exchange as its receipt shows it, from its pairs in order (at least one). */
export function exchangeAnswer(
  reference: string,
  transactions: TransactionDetail[],
  extras: ReceiptExtras,
): ExchangeResponse {
  const head = transactions[0];
  if (!head) throw new Error('an exchange has at least one pair');
  return {
    reference_number: reference,
    transaction_date: head.transaction_date,
    customer: head.customer,
    transaction_category: head.transaction_category,
    payment_method: head.payment_method,
    source_of_money: head.source_of_money,
    notes: head.notes,
    is_on_behalf: head.is_on_behalf,
    recipient_customer: head.recipient_customer,
    recipient_category: extras.recipient_category,
    third_party_relationship: head.third_party_relationship,
    receipt_language: head.receipt_language,
    recipient_notes: head.recipient_notes,
    total_value: toFixedString(sum(transactions.map((t) => t.base_value)), 2),
    transactions,
    business: extras.business,
    teller: extras.teller,
  };
}

export async function getExchange(db: Database, reference: string): Promise<ExchangeResponse> {
  const exchange = await findExchange(db, reference);
  if (!exchange) throw notFound('Exchange not found');
  return exchange;
}
