import { sql } from 'drizzle-orm';
import { daysLeft, deadlineStatus, DUE_SOON_DAYS } from '@domain/compliance';
import type {
  CaseDetail,
  CaseListQuery,
  CasePerson,
  CasePersonDetail,
  CaseSummary,
  CaseTransaction,
  ReportPersonField,
} from '@domain/contracts/compliance';
import type { SuspiciousDetail } from '@domain/contracts/suspicious';
import { toDecimalString } from '@domain/money';
import { queryRows, type Database, type Tx } from '../../db/client';

type Db = Database | Tx;

type CaseRow = {
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

const iso = (value: string) => new Date(value).toISOString();

const selectCases = sql`
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
async function namesOf(db: Db, customerIds: readonly string[]): Promise<Map<string, string>> {
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

function toSummary(row: CaseRow, names: Map<string, string>, today: string): CaseSummary {
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

async function caseTransactions(db: Db, caseId: string): Promise<CaseTransaction[]> {
  const rows = await queryRows<CaseTransaction & { created_at: string }>(
    db,
    sql`select t.id, t.reference_number, t.created_at,
          to_char(t.transaction_date, 'YYYY-MM-DD') as transaction_date, t.customer_id,
          c.first_name || ' ' || c.last_name as customer_name, t.recipient_customer_id,
          case when r.id is null then null else r.first_name || ' ' || r.last_name end
            as recipient_name,
          e.third_party_relationship, t.payment_method, t.transaction_category,
          fc.code as from_currency_code,
          t.from_amount::text as from_amount, tc.code as to_currency_code,
          t.to_amount::text as to_amount, t.rate_used::text as rate_used,
          t.base_value::text as base_value, t.source_of_money,
          (select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
              nullif(trim(u.name), ''), u.email) from auth_users u where u.id = t.created_by)
            as created_by_name,
          case when fc.crypto_id is not null or t.payment_method = 'cash'
            then t.base_value::text else '0' end as received_cad
        from compliance_case_transactions ct
        join transactions t on t.id = ct.transaction_id
        join customers c on c.id = t.customer_id
        left join customers r on r.id = t.recipient_customer_id
        left join exchanges e on e.reference_number = t.reference_number
        join currencies fc on fc.id = t.from_currency_id
        join currencies tc on tc.id = t.to_currency_id
        where ct.case_id = ${caseId}
        order by t.created_at, t.id`,
  );
  return rows.map((row) => ({
    ...row,
    created_at: iso(row.created_at),
    from_amount: toDecimalString(row.from_amount),
    to_amount: toDecimalString(row.to_amount),
    rate_used: toDecimalString(row.rate_used),
    base_value: toDecimalString(row.base_value),
    received_cad: toDecimalString(row.received_cad),
  }));
}

type PersonRow = Omit<CasePersonDetail, keyof CasePerson | 'missing'> & { id: string };

// What FINTRAC asks about each person of a case, with what is not on file.
async function peopleDetails(
  db: Db,
  people: CasePerson[],
  today: string,
): Promise<CasePersonDetail[]> {
  if (people.length === 0) return [];
  const rows = await queryRows<PersonRow>(
    db,
    sql`select c.id, c.first_name, c.last_name, to_char(c.birthday, 'YYYY-MM-DD') as birthday,
          c.address, c.phone, c.occupation, c.risk_level,
          (select json_build_object('id_type', i.id_type, 'id_number', i.id_number,
              'issued_date', to_char(i.issued_date, 'YYYY-MM-DD'),
              'expiry_date', to_char(i.expiry_date, 'YYYY-MM-DD'),
              'issuing_country', i.issuing_country,
              'issuing_jurisdiction', i.issuing_jurisdiction,
              'verified_on', to_char(i.verified_on, 'YYYY-MM-DD'))
            from id_cards i where i.customer_id = c.id and i.archived_at is null
              and (i.expiry_date is null or i.expiry_date >= ${today}::date)
            -- A card that identifies its holder first (issuer on file and verified: issue 44).
            order by (i.issuing_country is not null and i.verified_on is not null) desc,
              i.expiry_date desc nulls first, i.created_at desc limit 1) as id_card,
          case when co.id is null then null else json_build_object('id', co.id, 'name', co.name,
            'address', co.address, 'phone', co.phone, 'industry', co.industry,
            'registration_number', co.registration_number) end as company
        from customers c left join companies co on co.id = c.company_id
        where c.id in (${sql.join(
          people.map((p) => sql`${p.customer_id}`),
          sql`, `,
        )})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return people.flatMap((person) => {
    const row = byId.get(person.customer_id);
    if (!row) return [];
    const { id: _id, ...facts } = row;
    const missing: ReportPersonField[] = [];
    if (!facts.birthday) missing.push('date_of_birth');
    if (!facts.address?.trim()) missing.push('address');
    if (!facts.phone?.trim()) missing.push('phone');
    if (!facts.occupation?.trim()) missing.push('occupation');
    if (!facts.id_card) missing.push('id_card');
    return [{ ...person, ...facts, missing }];
  });
}

type SuspiciousRow = Omit<SuspiciousDetail, 'attempted' | 'grounds_determined_at'> & {
  grounds_determined_at: string;
  attempted: Omit<SuspiciousDetail['attempted'][number], 'customer_name'>[];
};

// A suspicious transaction report's own fields, its attempts named by their customers.
async function suspiciousDetailOf(db: Db, id: string): Promise<SuspiciousDetail | null> {
  const [row] = await queryRows<SuspiciousRow>(
    db,
    sql`select s.suspicion_type, s.grounds, s.action_taken, s.grounds_determined_at,
          s.opened_from, s.attempted,
          (select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
              nullif(trim(u.name), ''), u.email) from auth_users u where u.id = s.opened_by)
            as opened_by_name
        from suspicious_reports s where s.case_id = ${id}`,
  );
  if (!row) return null;
  const names = await namesOf(
    db,
    row.attempted.flatMap((a) => (a.customer_id ? [a.customer_id] : [])),
  );
  return {
    ...row,
    grounds_determined_at: iso(row.grounds_determined_at),
    attempted: row.attempted.map((a) => ({
      ...a,
      at: iso(a.at),
      customer_name: a.customer_id ? (names.get(a.customer_id) ?? null) : null,
    })),
  };
}

export async function findCase(db: Db, id: string, today: string): Promise<CaseDetail | null> {
  const [row] = await queryRows<CaseRow>(db, sql`${selectCases} where c.id = ${id}`);
  if (!row) return null;
  const names = await namesOf(
    db,
    row.people.map((p) => p.customer_id),
  );
  const summary = toSummary(row, names, today);
  const [transactions, people, suspicious] = await Promise.all([
    caseTransactions(db, id),
    peopleDetails(db, summary.people, today),
    row.kind === 'str' ? suspiciousDetailOf(db, id) : Promise.resolve(null),
  ]);
  return {
    ...summary,
    transactions,
    people_details: people,
    acknowledgement_number: row.acknowledgement_number,
    filed_on: row.filed_on,
    review_note: row.review_note,
    dismissed_reason: row.dismissed_reason,
    closed_at: row.closed_at ? iso(row.closed_at) : null,
    closed_by_name: row.closed_by_name,
    suspicious,
  };
}
