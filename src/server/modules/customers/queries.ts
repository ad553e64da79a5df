import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Customer, CustomerListRow } from '@domain/contracts/customers';
import type { ListQuery } from '@domain/contracts/common';
import type { Database, Tx } from '../../db/client';
import { companies, customers } from '../../db/schema';
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
