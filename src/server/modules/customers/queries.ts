import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransactionSummary } from '@domain/contracts/companies';
import type { Customer, CustomerListRow } from '@domain/contracts/customers';
import type { ListQuery } from '@domain/contracts/common';
import { toDecimalString } from '@domain/money';
import type { Database, Tx } from '../../db/client';
import { companies, currencies, customers, transactions } from '../../db/schema';
import { matchesSearch } from '../../db/search';

type CustomerRow = typeof customers.$inferSelect;
type Db = Database | Tx;

// Repeats the expression of the customers_search_trgm index exactly.
const customerSearchExpression = sql`lower(${customers.first_name} || ' ' || ${customers.last_name} || ' ' || ${customers.email} || ' ' || coalesce(${customers.phone}, ''))`;

export const customerSearch = (search: string | undefined): SQL | undefined =>
  matchesSearch(customerSearchExpression, search);

export const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  birthday: row.birthday,
  occupation: row.occupation,
  risk_level: row.risk_level,
  company_id: row.company_id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export async function listCustomers(db: Db, params: ListQuery) {
  const where = customerSearch(params.search);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        customer: customers,
        company: { id: companies.id, name: companies.name, industry: companies.industry },
      })
      .from(customers)
      .leftJoin(companies, eq(companies.id, customers.company_id))
      .where(where)
      .orderBy(desc(customers.created_at), desc(customers.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  const list: CustomerListRow[] = rows.map((r) => ({
    ...toCustomer(r.customer),
    company: r.company && r.company.id ? { ...r.company, id: r.company.id } : null,
  }));
  return { rows: list, total: totalRow?.total ?? 0 };
}

export async function findCustomer(db: Db, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

// Locks the customer row until the transaction ends: ID card adds and the delete serialise on it.
export async function lockCustomer(tx: Tx, id: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  return row;
}

export async function findCompanySummary(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: companies.id, name: companies.name, industry: companies.industry })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

export async function companyExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return Boolean(row);
}

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

const fromCurrency = alias(currencies, 'from_currency');
const toCurrency = alias(currencies, 'to_currency');

// Transactions with currency codes and the initiator's name, newest first.
export async function transactionSummaries(
  db: Db,
  where: SQL | undefined,
  limit: number,
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
    .orderBy(desc(transactions.created_at), desc(transactions.id))
    .limit(limit);
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

export async function listWithoutCompany(db: Db, params: ListQuery) {
  const where = and(isNull(customers.company_id), customerSearch(params.search));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: customers.id,
        first_name: customers.first_name,
        last_name: customers.last_name,
        email: customers.email,
      })
      .from(customers)
      .where(where)
      .orderBy(customers.last_name, customers.first_name, customers.id)
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
