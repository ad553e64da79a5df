import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Customer, CustomerListRow } from '@domain/contracts/customers';
import type { ArchivableListQuery, ListQuery } from '@domain/contracts/common';
import type { Database, Tx } from '../../db/client';
import { companies, customers } from '../../db/schema';
import { pageOfIds, countUpTo } from '../../db/bounded-count';
import { listPage } from '../../db/list-page';
import { containsPattern, matchesSearch } from '../../db/search';

type CustomerRow = typeof customers.$inferSelect;
type Db = Database | Tx;

// Repeats the expression of the customers_search_trgm index exactly.
export const customerSearchExpression = sql`lower(${customers.first_name} || ' ' || ${customers.last_name} || ' ' || ${customers.email} || ' ' || coalesce(${customers.phone}, ''))`;

export const customerSearch = (search: string | undefined): SQL | undefined =>
  matchesSearch(customerSearchExpression, search);

// The same match checked on one customer already found (by id): the bare LIKE, with no index
// condition to evaluate.
export const customerContains = (search: string): SQL =>
  sql`${customerSearchExpression} like ${containsPattern(search)}`;

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
  preferred_language: row.preferred_language,
  screening_status: row.screening_status,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  archived_at: row.archived_at?.toISOString() ?? null,
});

// Archived customers (docs/decisions/0027) are kept for records and left out of every list but
// the list of archived customers (to restore one).
const unarchived = isNull(customers.archived_at);
// How many customers are not archived: all of them (counted by triggers) less the archived ones
// (few; read from their partial index), for a deep page read from the far end.
const unarchivedCount = sql`coalesce((select customers from customer_totals), 0)
  - (select count(*) from customers where archived_at is not null)`;

const listedState = (params: ArchivableListQuery) =>
  params.archived === 'true' ? isNotNull(customers.archived_at) : unarchived;

const LIST_ORDER = { columns: ['created_at', 'id'], direction: 'desc' } as const;

// A page of customers with their companies, for the ids `pageIds` selects, and `counted`.
const customersPage = (db: Db, pageIds: SQL, counted: SQL<number | null>) =>
  db
    .select({
      customer: customers,
      company: { id: companies.id, name: companies.name, industry: companies.industry },
      counted,
    })
    .from(customers)
    .leftJoin(companies, eq(companies.id, customers.company_id))
    .where(pageOfIds(customers.id, pageIds))
    .orderBy(desc(customers.created_at), desc(customers.id));

// The page's ids first, read from customers_created_at_idx alone (or, for the archived list,
// customers_archived_created_at_idx; one row more than the page, to know whether rows follow),
// so rows skipped by the offset are never read or joined; then those customers with their
// companies. The count stops at the cap (decision 0023). Unsearched, page and count are one
// prepared statement (unsearchedPage); searched, the count comes first (pageWithCount).
export async function listCustomers(db: Db, params: ArchivableListQuery, cap: number) {
  const page = await listPage(db, params, cap, {
    table: 'customers',
    order: LIST_ORDER,
    state: listedState(params),
    search: { term: params.search, expression: customerSearchExpression },
    archived: params.archived === 'true',
    listed: params.archived === 'true' ? undefined : unarchivedCount,
    rows: (ids, counted) => customersPage(db, ids, counted),
  });
  const list: CustomerListRow[] = page.rows.map((r) => ({
    ...toCustomer(r.customer),
    company: r.company && r.company.id ? { ...r.company, id: r.company.id } : null,
  }));
  return { ...page, rows: list };
}

export async function findCustomer(db: Db, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

// Locks the customer row until the transaction ends: ID card adds and the delete serialise on it.
export async function findCompanySummary(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: companies.id, name: companies.name, industry: companies.industry })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

// Whether the company exists and is archived, its row held (key share, as the foreign key's
// own check would) so it is not archived or deleted before the customer's change commits.
export async function companyState(db: Tx, id: string): Promise<{ archived: boolean } | null> {
  const [row] = await db
    .select({ archived_at: companies.archived_at })
    .from(companies)
    .where(eq(companies.id, id))
    .for('key share');
  return row ? { archived: row.archived_at !== null } : null;
}

export async function listWithoutCompany(db: Db, params: ListQuery, cap: number) {
  const where = and(isNull(customers.company_id), unarchived, customerSearch(params.search));
  return listPage(db, params, cap, {
    read: async (page) => {
      const [rows, counted] = await Promise.all([
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
          .limit(page.limit)
          .offset(page.offset),
        countUpTo(db, sql`select 1 from ${customers} where ${where}`, cap),
      ]);
      return { rows, counted };
    },
  });
}
