// One compliance case as its page shows it (findCase): its summary (queries.ts), the
// transactions it holds, what FINTRAC asks about each of its people, and a suspicious
// transaction report's own fields.
import { sql } from 'drizzle-orm';
import type {
  CaseDetail,
  CasePerson,
  CasePersonDetail,
  CaseTransaction,
  ReportPersonField,
} from '@domain/contracts/compliance';
import type { SuspiciousDetail } from '@domain/contracts/suspicious';
import { toDecimalString } from '@domain/money';
import { queryRows } from '../../db/client';
import { iso, namesOf, selectCases, toSummary, type CaseRow, type Db } from './queries';

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
