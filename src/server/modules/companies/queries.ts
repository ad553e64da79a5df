import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Company, CompanyCustomer } from '@domain/contracts/companies';
import type { ArchivableListQuery } from '@domain/contracts/common';
import type { Database, Tx } from '../../db/client';
import { companies, customers } from '../../db/schema';
import { pageOfIds } from '../../db/bounded-count';
import { listPage } from '../../db/list-page';
import { searchCondition, type TextSearch } from '../../db/search';
import { chunkedCompanyPage } from './search-chunks';

type CompanyRow = typeof companies.$inferSelect;
type Db = Database | Tx;

// Repeats the expression of the companies_search_trgm index exactly.
export const companySearchExpression = sql`lower(${companies.name} || ' ' || coalesce(${companies.industry}, '') || ' ' || coalesce(${companies.email}, '') || ' ' || coalesce(${companies.registration_number}, ''))`;

// A term that looks like a registration number is looked for by the start of the registration
// number (companies_registration_prefix) and by "contains" in the rest of the text, which
// repeats the expression of companies_search_other_trgm exactly (decision 0023's addendum).
export const companyTextSearch = (term: string | undefined): TextSearch => ({
  term,
  expression: companySearchExpression,
  code: {
    column: sql`lower(${companies.registration_number})`,
    rest: sql`lower(${companies.name} || ' ' || coalesce(${companies.industry}, '') || ' ' || coalesce(${companies.email}, ''))`,
  },
});

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
  screening_status: row.screening_status,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  archived_at: row.archived_at?.toISOString() ?? null,
});

// Archived companies (docs/decisions/0027) are kept for records and left out of every list but
// the list of archived companies (to restore one).
const unarchived = isNull(companies.archived_at);
// How many companies are not archived: all of them (counted by triggers) less the archived ones
// (few; read from their partial index), for a deep page read from the far end.
const unarchivedCount = sql`coalesce((select total from list_totals where list = 'companies'), 0)
  - (select count(*) from companies where archived_at is not null)`;

const listedState = (params: ArchivableListQuery) =>
  params.archived === 'true' ? isNotNull(companies.archived_at) : unarchived;

const LIST_ORDER = { columns: ['name', 'id'], direction: 'asc' } as const;

// A page of companies for the ids `pageIds` selects, and `counted`.
const companiesPage = (db: Db, pageIds: SQL, counted: SQL<number | null>) =>
  db
    .select({ company: companies, counted })
    .from(companies)
    .where(pageOfIds(companies.id, pageIds))
    .orderBy(asc(companies.name), asc(companies.id));

// The page's ids first, from companies_name_idx alone (companies_archived_name_idx for the
// archived list; one more than the page, to know whether rows follow), so rows skipped by the
// offset are never read; the count stops at the cap. Unsearched, page and count are one
// prepared statement (unsearchedPage); searched, the count comes first (pageWithCount).
export async function listCompanies(db: Db, params: ArchivableListQuery, cap: number) {
  const page = await listPage(db, params, cap, {
    table: 'companies',
    order: LIST_ORDER,
    state: listedState(params),
    search: companyTextSearch(params.search),
    archived: params.archived === 'true',
    listed: params.archived === 'true' ? undefined : unarchivedCount,
    rows: (ids, counted) => companiesPage(db, ids, counted),
    // The companies not archived are walked chunk by chunk (migration 0039).
    chunked: params.archived === 'true' ? undefined : chunkedCompanyPage,
  });
  return { ...page, rows: page.rows.map((row) => toCompany(row.company)) };
}

export async function companyOptions(db: Db, search: string | undefined, limit: number) {
  const where = and(unarchived, searchCondition(companyTextSearch(search)));
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
      archived_at: customers.archived_at,
    })
    .from(customers)
    .where(eq(customers.company_id, companyId))
    .orderBy(asc(customers.last_name), asc(customers.first_name), asc(customers.id));
  return rows.map((r) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    archived_at: r.archived_at?.toISOString() ?? null,
  }));
}
