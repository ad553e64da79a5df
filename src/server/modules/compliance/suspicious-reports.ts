import { sql } from 'drizzle-orm';
import { suspiciousReportDueDate } from '@domain/compliance';
import { localDateOf } from '@domain/business-day';
import { CASE_MESSAGES, type CaseDetail, type CasePerson } from '@domain/contracts/compliance';
import {
  STR_MESSAGES,
  type AttemptedTransactionInput,
  type openSuspiciousReportBody,
  type updateSuspiciousReportBody,
} from '@domain/contracts/suspicious';
import { sum, toDec, toDecimalString } from '@domain/money';
import type { z } from 'zod';
import { queryRows, type Database, type Tx } from '../../db/client';
import { badRequest, HttpError, notFound, unprocessable } from '../../http-errors';
import { businessTimeZone } from '../settings';
import { lockCase } from './locks';
import { findCase } from './case-detail';
import { uuidArray } from './window-check';

// Suspicious transaction reports (issue 45, docs/decisions/0057): a manager opens one from an
// exchange refused at the counter (its attempted transaction), a booked transaction, a
// customer's transactions or a structuring alert, and keeps its grounds up to date until it is
// sent or filed. One database transaction each; the case is a compliance case of kind 'str'.

type Opening = z.output<typeof openSuspiciousReportBody>;
type Updating = z.output<typeof updateSuspiciousReportBody>;
type Who = { userId: string | null; today: string; now: Date };

type Booked = {
  id: string;
  customer_id: string;
  recipient_customer_id: string | null;
  created_at: string;
  base_value: string;
};

const invalid = (message: string) => unprocessable(message, 'validation');
const closedCase = () => new HttpError(409, 'case_closed', CASE_MESSAGES.closed);

async function bookedTransactions(tx: Tx, ids: readonly string[]): Promise<Booked[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<Booked>(
    tx,
    sql`select id, customer_id, recipient_customer_id, created_at, base_value::text as base_value
        from transactions where id = any(${uuidArray(ids)})`,
  );
  if (rows.length !== new Set(ids).size) throw invalid(STR_MESSAGES.transactionNotFound);
  return rows;
}

// Every customer, currency and branch the attempts name must exist.
async function checkAttempts(tx: Tx, attempted: readonly AttemptedTransactionInput[]) {
  const codes = [...new Set(attempted.flatMap((a) => [a.from_currency_code, a.to_currency_code]))];
  const branches = [...new Set(attempted.flatMap((a) => (a.branch_id ? [a.branch_id] : [])))];
  if (codes.length > 0) {
    const [found] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from currencies where code in (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
    if ((found?.n ?? 0) !== codes.length) throw invalid(STR_MESSAGES.currencyNotFound);
  }
  if (branches.length > 0) {
    const [found] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from branches where id = any(${uuidArray(branches)})`,
    );
    if ((found?.n ?? 0) !== branches.length) throw invalid(STR_MESSAGES.branchNotFound);
  }
}

async function checkCustomers(tx: Tx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [found] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from customers where id = any(${uuidArray(unique)})`,
  );
  if ((found?.n ?? 0) !== unique.length) throw invalid(STR_MESSAGES.customerNotFound);
}

// The report's people: who conducted each transaction or attempt, who received, and anyone the
// manager named, each with the CAD value of what they brought.
function peopleOf(
  booked: readonly Booked[],
  attempted: readonly AttemptedTransactionInput[],
  named: readonly string[],
): Omit<CasePerson, 'name'>[] {
  const people = new Map<string, Omit<CasePerson, 'name'> & { values: string[] }>();
  const add = (id: string, role: CasePerson['roles'][number], value: string | null) => {
    const person = people.get(id) ?? {
      customer_id: id,
      roles: [],
      received_cad: '0',
      reached_threshold: false,
      values: [],
    };
    if (!person.roles.includes(role)) person.roles.push(role);
    if (value) person.values.push(value);
    people.set(id, person);
  };
  for (const t of booked) {
    add(t.customer_id, 'conductor', t.base_value);
    if (t.recipient_customer_id && t.recipient_customer_id !== t.customer_id) {
      add(t.recipient_customer_id, 'beneficiary', null);
    }
  }
  for (const a of attempted) if (a.customer_id) add(a.customer_id, 'conductor', a.value_cad);
  for (const id of named) if (!people.has(id)) add(id, 'conductor', null);
  return [...people.values()].map(({ values, ...person }) => ({
    ...person,
    received_cad: toDecimalString(sum(values)),
  }));
}

function determinedAt(text: string, now: Date): Date {
  const at = new Date(text);
  if (at.getTime() > now.getTime() + 60_000) {
    throw badRequest(STR_MESSAGES.determinedFuture, {
      grounds_determined_at: STR_MESSAGES.determinedFuture,
    });
  }
  return at;
}

/** Opens a suspicious transaction report: its case, its transactions and its own fields. */
export async function openSuspiciousReport(
  db: Database,
  body: Opening,
  who: Who,
): Promise<CaseDetail> {
  const determined = determinedAt(body.grounds_determined_at, who.now);
  const timeZone = await businessTimeZone(db);
  const id = await db.transaction(async (tx) => {
    const booked = await bookedTransactions(tx, body.transaction_ids);
    await checkAttempts(tx, body.attempted);
    await checkCustomers(tx, [
      ...body.customer_ids,
      ...body.attempted.flatMap((a) => (a.customer_id ? [a.customer_id] : [])),
    ]);
    const times = [
      determined.getTime(),
      ...booked.map((t) => new Date(t.created_at).getTime()),
      ...body.attempted.map((a) => new Date(a.at).getTime()),
    ];
    const windowStart = new Date(Math.min(...times));
    const windowEnd = new Date(Math.max(...times) + 1000);
    const windowDate = localDateOf(determined, timeZone);
    const total = sum([
      ...booked.map((t) => toDec(t.base_value)),
      ...body.attempted.map((a) => toDec(a.value_cad)),
    ]);
    const people = peopleOf(booked, body.attempted, body.customer_ids);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into compliance_cases (kind, window_start, window_end, window_date, due_date,
            total_cad, people, reached_at)
          values ('str', ${windowStart.toISOString()}::timestamptz,
            ${windowEnd.toISOString()}::timestamptz, ${windowDate}::date,
            ${suspiciousReportDueDate(windowDate)}::date, ${toDecimalString(total)}::numeric,
            ${JSON.stringify(people)}::jsonb, ${determined.toISOString()}::timestamptz)
          returning id`,
    );
    const caseId = row?.id ?? '';
    if (booked.length > 0) {
      await tx.execute(
        sql`insert into compliance_case_transactions (case_id, transaction_id)
            select ${caseId}, unnest(${uuidArray(booked.map((t) => t.id))})`,
      );
    }
    await tx.execute(
      sql`insert into suspicious_reports (case_id, suspicion_type, grounds, action_taken,
            grounds_determined_at, opened_from, attempted, opened_by)
          values (${caseId}, ${body.suspicion_type}, ${body.grounds}, ${body.action_taken},
            ${determined.toISOString()}::timestamptz, ${body.opened_from},
            ${JSON.stringify(body.attempted)}::jsonb, ${who.userId})`,
    );
    return caseId;
  });
  const found = await findCase(db, id, who.today);
  if (!found) throw notFound(CASE_MESSAGES.notFound);
  return found;
}

/** Changes an open report's grounds, action taken and when the grounds were determined. */
export async function updateSuspiciousReport(
  db: Database,
  id: string,
  body: Updating,
  who: Who,
): Promise<CaseDetail> {
  const determined = determinedAt(body.grounds_determined_at, who.now);
  const timeZone = await businessTimeZone(db);
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, id);
    if (row.kind !== 'str') throw invalid(STR_MESSAGES.notAnStr);
    if (row.status !== 'open') throw closedCase();
    const windowDate = localDateOf(determined, timeZone);
    await tx.execute(
      sql`update suspicious_reports set suspicion_type = ${body.suspicion_type},
            grounds = ${body.grounds}, action_taken = ${body.action_taken},
            grounds_determined_at = ${determined.toISOString()}::timestamptz, updated_at = now()
          where case_id = ${id}`,
    );
    await tx.execute(
      sql`update compliance_cases set window_date = ${windowDate}::date,
            due_date = ${suspiciousReportDueDate(windowDate)}::date,
            window_start = least(window_start, ${determined.toISOString()}::timestamptz),
            reached_at = ${determined.toISOString()}::timestamptz, updated_at = now()
          where id = ${id}`,
    );
  });
  const found = await findCase(db, id, who.today);
  if (!found) throw notFound(CASE_MESSAGES.notFound);
  return found;
}
