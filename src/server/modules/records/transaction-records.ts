import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransactionSummary } from '@domain/contracts/transactions';
import { toDecimalString } from '@domain/money';
import type { Database, Tx } from '../../db/client';
import { transactionListOrder } from '../../db/transaction-list-order';
import { currencies, customers, transactions } from '../../db/schema';

type Db = Database | Tx;

export async function hasTransactions(db: Db, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      or(
        eq(transactions.customer_id, customerId),
        eq(transactions.recipient_customer_id, customerId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// Whether any customer of the company appears in a transaction, as initiator or recipient: the
// company is then part of their records (docs/decisions/0027).
export async function companyHasTransactions(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.company_id, companyId),
        sql`(exists (select 1 from ${transactions} t where t.customer_id = ${customers.id})
          or exists (select 1 from ${transactions} t where t.recipient_customer_id = ${customers.id}))`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const fromCurrency = alias(currencies, 'from_currency');
const toCurrency = alias(currencies, 'to_currency');

// Transactions with currency codes and the initiator's name, in the transaction list's order
// (newest first), which its index serves as it is.
export async function transactionSummaries(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<TransactionSummary[]> {
  const rows = await db
    .select({
      tx: transactions,
      customer_first: customers.first_name,
      customer_last: customers.last_name,
      from_code: fromCurrency.code,
      to_code: toCurrency.code,
      from_decimals: fromCurrency.decimal_places,
      to_decimals: toCurrency.decimal_places,
    })
    .from(transactions)
    .innerJoin(customers, eq(customers.id, transactions.customer_id))
    .innerJoin(fromCurrency, eq(fromCurrency.id, transactions.from_currency_id))
    .innerJoin(toCurrency, eq(toCurrency.id, transactions.to_currency_id))
    .where(where)
    .orderBy(transactionListOrder(sql`${transactions}`))
    .limit(limit)
    .offset(offset);
  return rows.map(({ tx, ...r }) => ({
    id: tx.id,
    reference_number: tx.reference_number,
    customer_id: tx.customer_id,
    customer_name: `${r.customer_first} ${r.customer_last}`,
    recipient_customer_id: tx.recipient_customer_id,
    transaction_type: tx.transaction_type,
    status: tx.status,
    transaction_category: tx.transaction_category,
    payment_method: tx.payment_method,
    is_on_behalf: tx.is_on_behalf,
    notes: tx.notes,
    claimed_at: tx.claimed_at?.toISOString() ?? null,
    from_currency_code: r.from_code,
    to_currency_code: r.to_code,
    from_decimal_places: r.from_decimals,
    to_decimal_places: r.to_decimals,
    from_amount: toDecimalString(tx.from_amount),
    to_amount: toDecimalString(tx.to_amount),
    rate_used: toDecimalString(tx.rate_used),
    transaction_date: tx.transaction_date,
    created_at: tx.created_at.toISOString(),
  }));
}

export function customerTransactions(db: Db, customerId: string, limit: number) {
  return transactionSummaries(
    db,
    or(
      eq(transactions.customer_id, customerId),
      eq(transactions.recipient_customer_id, customerId),
    ),
    limit,
  );
}

// Business-category transactions initiated by the company's current customers.
export const businessTransactionsOf = (companyId: string) =>
  and(
    eq(transactions.transaction_category, 'business'),
    sql`${transactions.customer_id} in (select ${customers.id} from ${customers} where ${customers.company_id} = ${companyId})`,
  );

export async function countTransactions(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(transactions).where(where);
  return row?.n ?? 0;
}
