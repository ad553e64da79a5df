import { asc, count, eq, sql } from 'drizzle-orm';
import type { Company, CompanyCustomer } from '@domain/contracts/companies';
import type { ListQuery } from '@domain/contracts/common';
import type { Database, Tx } from '../../db/client';
import { companies, customers } from '../../db/schema';
import { matchesSearch } from '../../db/search';

type CompanyRow = typeof companies.$inferSelect;
type Db = Database | Tx;

// Repeats the expression of the companies_search_trgm index exactly.
export const companySearchExpression = sql`lower(${companies.name} || ' ' || coalesce(${companies.industry}, '') || ' ' || coalesce(${companies.email}, '') || ' ' || coalesce(${companies.registration_number}, ''))`;

export const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  industry: row.industry,
  registration_number: row.registration_number,
  tax_id: row.tax_id,
  email: row.email,
  phone: row.phone,
  website: row.website,
  address: row.address,
  notes: row.notes,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export async function listCompanies(db: Db, params: ListQuery) {
  const where = matchesSearch(companySearchExpression, params.search);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows: rows.map(toCompany), total: totalRow?.total ?? 0 };
}

export async function companyOptions(db: Db, search: string | undefined, limit: number) {
  const where = matchesSearch(companySearchExpression, search);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(limit),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function companyCustomers(db: Db, companyId: string): Promise<CompanyCustomer[]> {
  const rows = await db
    .select({
      id: customers.id,
      first_name: customers.first_name,
      last_name: customers.last_name,
      email: customers.email,
      phone: customers.phone,
      risk_level: customers.risk_level,
      created_at: customers.created_at,
    })
    .from(customers)
    .where(eq(customers.company_id, companyId))
    .orderBy(asc(customers.last_name), asc(customers.first_name), asc(customers.id));
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
