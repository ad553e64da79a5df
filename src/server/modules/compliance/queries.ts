import { sql } from 'drizzle-orm';
import { daysLeft, deadlineStatus, DUE_SOON_DAYS } from '@domain/compliance';
import type { CaseListQuery, CasePerson, CaseSummary } from '@domain/contracts/compliance';
import { toDecimalString } from '@domain/money';
import { queryRows, type Database, type Tx } from '../../db/client';

export type Db = Database | Tx;

export type CaseRow = {
  id: string;
  kind: CaseSummary['kind'];
  status: CaseSummary['status'];
  window_start: string;
  window_end: string;
  window_date: string;
  due_date: string;
  total_cad: string;
  people: Omit<CasePerson, 'name'>[];
  transaction_count: number;
  created_at: string;
  updated_at: string;
  acknowledgement_number: string | null;
  filed_on: string | null;
  review_note: string | null;
  dismissed_reason: string | null;
  closed_at: string | null;
  closed_by_name: string | null;
};

export const iso = (value: string) => new Date(value).toISOString();

export const selectCases = sql`
  select c.id, c.kind, c.status, c.window_start, c.window_end,
    to_char(c.window_date, 'YYYY-MM-DD') as window_date,
    to_char(c.due_date, 'YYYY-MM-DD') as due_date, c.total_cad::text as total_cad, c.people,
    (select count(*)::int from compliance_case_transactions ct where ct.case_id = c.id)
      as transaction_count,
    c.created_at, c.updated_at, c.acknowledgement_number,
    to_char(c.filed_on, 'YYYY-MM-DD') as filed_on, c.review_note, c.dismissed_reason,
    c.closed_at,
    (select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
        nullif(trim(u.name), ''), u.email) from auth_users u where u.id = c.closed_by)
      as closed_by_name
  from compliance_cases c`;

// Names of the people of these cases, in one query.
export async function namesOf(
  db: Db,
  customerIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return new Map();
  const found = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, first_name || ' ' || last_name as name from customers
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(found.map((row) => [row.id, row.name]));
}

export function toSummary(row: CaseRow, names: Map<string, string>, today: string): CaseSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    window_start: iso(row.window_start),
    window_end: iso(row.window_end),
    window_date: row.window_date,
    due_date: row.due_date,
    days_left: daysLeft(row.due_date, today),
    deadline_status: deadlineStatus(row.due_date, today),
    total_cad: toDecimalString(row.total_cad),
    transaction_count: row.transaction_count,
    people: row.people.map((p) => ({
      ...p,
      received_cad: toDecimalString(p.received_cad),
      name: names.get(p.customer_id) ?? '',
    })),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const QUEUE_WHERE = {
  open: sql`c.status = 'open'`,
  closed: sql`c.status <> 'open'`,
  all: sql`true`,
} as const;

/**
 * Who reads the cases: suspicious transaction reports are for managers and the owner only
 * (docs/decisions/0057); a teller's queue, badge and exports never hold one.
 */
export type CaseReader = { seesSuspicious: boolean };
const visibleTo = (reader: CaseReader) =>
  reader.seesSuspicious ? sql`true` : sql`c.kind <> 'str'`;

// The open queue by due date (overdue first), the closed cases by when they were closed.
export async function listCases(
  db: Db,
  query: CaseListQuery,
  today: string,
  reader: CaseReader,
  // Windows whose day is in this period (inclusive): the examination export.
  period?: { from: string; to: string },
) {
  const where = sql`${QUEUE_WHERE[query.queue]} and ${visibleTo(reader)}
    and ${query.kind ? sql`c.kind = ${query.kind}` : sql`true`}
    and ${period ? sql`c.window_date between ${period.from}::date and ${period.to}::date` : sql`true`}`;
  const order =
    query.queue === 'open'
      ? sql`c.due_date, c.created_at, c.id`
      : sql`c.closed_at desc nulls first, c.due_date, c.id`;
  const offset = (query.page - 1) * query.limit;
  const [rows, [count]] = await Promise.all([
    queryRows<CaseRow>(
      db,
      sql`${selectCases} where ${where} order by ${order} limit ${query.limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from compliance_cases c where ${where}`,
    ),
  ]);
  const names = await namesOf(
    db,
    rows.flatMap((row) => row.people.map((p) => p.customer_id)),
  );
  return {
    rows: rows.map((row) => toSummary(row, names, today)),
    total: count?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** Open cases overdue or due within DUE_SOON_DAYS: the navigation badge. */
export async function countDueSoon(db: Db, today: string, reader: CaseReader): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from compliance_cases c
        where c.status = 'open' and c.due_date <= ${today}::date + ${DUE_SOON_DAYS}::int
          and ${visibleTo(reader)}`,
  );
  return row?.n ?? 0;
}
