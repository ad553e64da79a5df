import { sql } from 'drizzle-orm';
import {
  type ComplianceThresholds,
  type ComplianceTransaction,
  type ComplianceWindow,
  structuringAlerts,
  windowContaining,
  windowReports,
  workingDaysAfter,
  reportDueDate,
} from '@domain/compliance';
import type { CaseKind, CasePerson } from '@domain/contracts/compliance';
import { sum, toFixedString } from '@domain/money';
import { queryRows, type Tx } from '../../db/client';
import { lockWindow } from './locks';
import {
  canMatter,
  type ExchangeFigures,
  uuidArray,
  type WindowActivity,
  windowStanding,
  type WindowStanding,
} from './window-check';

// The compliance cases of one static 24-hour window (docs/decisions/0026), kept up to date by
// every exchange in its own database transaction, so a report can neither be missed nor be
// made from an exchange that did not happen.

/** An alert is reviewed within this many working days after its window's day. */
export const ALERT_REVIEW_WORKING_DAYS = 5;

type CaseDraft = {
  kind: CaseKind;
  transactionIds: string[];
  people: Omit<CasePerson, 'name'>[];
  totalCad: string;
  reachedBy: string;
  reachedAt: Date;
  dueDate: string;
};

type StoredCase = { id: string; kind: CaseKind; status: string; transaction_ids: string[] };

// The window's transactions of everyone connected to these people through a shared
// transaction (conductor and third party), however far: every total and every grouping of the
// reports these people can be in, and nothing of the window's other customers.
async function connectedTransactions(
  tx: Tx,
  window: ComplianceWindow,
  people: readonly string[],
): Promise<ComplianceTransaction[]> {
  const rows = await queryRows<Omit<ComplianceTransaction, 'created_at'> & { created_at: string }>(
    tx,
    sql`with recursive win as (
          select t.id, t.customer_id,
            case when t.is_on_behalf then t.recipient_customer_id end as recipient
          from transactions t
          where t.created_at >= ${window.start.toISOString()}::timestamptz
            and t.created_at < ${window.end.toISOString()}::timestamptz),
        connected(id) as (
          select unnest(${uuidArray(people)})
          union
          select other.id from connected p
          join win w on w.customer_id = p.id or w.recipient = p.id
          cross join lateral (values (w.customer_id), (w.recipient)) as other(id)
          where other.id is not null)
        select t.id, t.reference_number, t.created_at, t.customer_id, t.is_on_behalf,
          t.recipient_customer_id, fc.crypto_id is not null as from_is_crypto,
          tc.crypto_id is not null as to_is_crypto, t.base_value::text as base_value,
          t.payment_method, t.status
        from transactions t
        join currencies fc on fc.id = t.from_currency_id
        join currencies tc on tc.id = t.to_currency_id
        where t.id in (select w.id from win w
          where w.customer_id in (select id from connected)
             or w.recipient in (select id from connected))`,
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

// The reports and alerts the window's transactions make, as the domain's rules find them.
function draftCases(
  transactions: readonly ComplianceTransaction[],
  window: ComplianceWindow,
  thresholds: ComplianceThresholds,
  timeZone: string,
): CaseDraft[] {
  const reports = windowReports(transactions, thresholds).map((report): CaseDraft => ({
    kind: report.kind,
    transactionIds: report.transactions.map((t) => t.id),
    people: report.people,
    totalCad: report.total_cad,
    reachedBy: report.reached_by,
    reachedAt: report.reached_at,
    dueDate: reportDueDate({
      kind: report.kind,
      reachedAt: report.reached_at,
      timeZone,
      thresholds,
    }),
  }));
  const alerts = structuringAlerts(transactions, thresholds).map((alert): CaseDraft => {
    const total = sum(alert.exchanges.map((e) => e.value_cad));
    const second = alert.exchanges[1] ?? alert.exchanges[0];
    return {
      kind: 'structuring',
      transactionIds: alert.exchanges.flatMap((e) => e.transaction_ids),
      people: alert.people.map((person) => ({
        ...person,
        received_cad: toFixedString(total, 2),
        reached_threshold: true,
      })),
      totalCad: toFixedString(total, 2),
      reachedBy: second?.transaction_ids[0] ?? '',
      reachedAt: second?.created_at ?? window.start,
      dueDate: workingDaysAfter(window.date, ALERT_REVIEW_WORKING_DAYS),
    };
  });
  return [...reports, ...alerts];
}

// The window's cases that hold any of these transactions.
async function storedCases(
  tx: Tx,
  window: ComplianceWindow,
  transactionIds: readonly string[],
): Promise<StoredCase[]> {
  return queryRows<StoredCase>(
    tx,
    sql`select c.id, c.kind, c.status, array_agg(ct.transaction_id::text) as transaction_ids
        from compliance_cases c
        join compliance_case_transactions ct on ct.case_id = c.id
        where c.window_start = ${window.start.toISOString()}::timestamptz
          -- The cases the window's rules make; a manager's suspicious report is not one.
          and c.kind in ('lctr', 'lvctr', 'structuring')
          and c.id in (select case_id from compliance_case_transactions
            where transaction_id = any(${uuidArray(transactionIds)}))
        group by c.id`,
  );
}

async function writeCase(tx: Tx, window: ComplianceWindow, draft: CaseDraft, id: string | null) {
  const values = sql`${draft.kind}, ${window.start.toISOString()}::timestamptz,
    ${window.end.toISOString()}::timestamptz, ${window.date}::date, ${draft.dueDate}::date,
    ${draft.totalCad}::numeric, ${JSON.stringify(draft.people)}::jsonb, ${draft.reachedBy}::uuid,
    ${draft.reachedAt.toISOString()}::timestamptz`;
  // Only an open case changes: a closed one keeps what was filed, reviewed or dismissed.
  const [updated] = id
    ? await queryRows<{ id: string }>(
        tx,
        sql`update compliance_cases set (kind, window_start, window_end, window_date, due_date,
              total_cad, people, reached_by, reached_at) = (${values}), updated_at = now()
            where id = ${id} and status = 'open' returning id`,
      )
    : [];
  const [row] = updated
    ? [updated]
    : await queryRows<{ id: string }>(
        tx,
        sql`insert into compliance_cases (kind, window_start, window_end, window_date, due_date,
              total_cad, people, reached_by, reached_at) values (${values}) returning id`,
      );
  const caseId = row?.id ?? '';
  await tx.execute(
    sql`with wanted as (select unnest(${uuidArray(draft.transactionIds)}) as transaction_id),
        gone as (delete from compliance_case_transactions
          where case_id = ${caseId} and transaction_id not in (select transaction_id from wanted))
        insert into compliance_case_transactions (case_id, transaction_id)
        select ${caseId}, transaction_id from wanted on conflict do nothing`,
  );
}

// Open cases follow the window's drafts: a draft sharing a transaction with an open case of its
// kind updates it (keeping its id); a draft whose transactions a closed case of its kind
// already holds is not made again; open cases no draft matches are removed.
async function syncCases(
  tx: Tx,
  window: ComplianceWindow,
  transactions: readonly ComplianceTransaction[],
  drafts: CaseDraft[],
) {
  const stored = await storedCases(
    tx,
    window,
    transactions.map((t) => t.id),
  );
  const matched = new Set<string>();
  for (const draft of drafts) {
    const same = stored.filter((c) => c.kind === draft.kind);
    const covered = same.some(
      (c) =>
        c.status !== 'open' && draft.transactionIds.every((id) => c.transaction_ids.includes(id)),
    );
    if (covered) continue;
    const open = same.find(
      (c) =>
        c.status === 'open' &&
        !matched.has(c.id) &&
        draft.transactionIds.some((id) => c.transaction_ids.includes(id)),
    );
    if (open) matched.add(open.id);
    await writeCase(tx, window, draft, open?.id ?? null);
  }
  const unmatched = stored.filter((c) => c.status === 'open' && !matched.has(c.id));
  if (unmatched.length > 0) {
    await tx.execute(
      sql`delete from compliance_cases
          where id = any(${uuidArray(unmatched.map((c) => c.id))}) and status = 'open'`,
    );
  }
}

// The last window found, for the next exchange: most fall in the same one, and finding a
// window in a time zone costs more than the rest of the check.
let lastWindow: { key: string; window: ComplianceWindow } | null = null;

function windowOf(at: Date, startTime: string, timeZone: string): ComplianceWindow {
  const key = `${startTime} ${timeZone}`;
  const cached = lastWindow?.key === key ? lastWindow.window : null;
  if (cached && at >= cached.start && at < cached.end) return cached;
  const window = windowContaining(at, startTime, timeZone);
  lastWindow = { key, window };
  return window;
}

type Rules = { thresholds: ComplianceThresholds; timeZone: string };

/**
 * Before anything of an exchange is written: the report of its window it makes or joins (its
 * conductor must then be identified and the third party determined), whether it can change any
 * compliance case of its window, and if so, which window (the one of `at`, the exchange's
 * database time). `activity` is its people's transactions of the hours before it, read by the
 * exchange's facts statement under the people's locks (`personLocks`, taken by its first
 * statement), so two counters or instances cannot each miss the other's share of a total. An
 * exchange that receives no cash or virtual currency and is in no structuring band matters to
 * no case. Decided before the pairs are written, so a refusal writes nothing.
 */
export function checkComplianceCases(
  args: Rules & { exchange: ExchangeFigures; at: Date; activity: WindowActivity },
): { report: WindowStanding['report']; window: ComplianceWindow | null } {
  const { thresholds, timeZone, exchange, at } = args;
  if (!canMatter(exchange, thresholds)) return { report: null, window: null };
  const window = windowOf(at, thresholds.window_start_time, timeZone);
  const standing = windowStanding(window, args.activity, exchange, thresholds);
  return { report: standing.report, window: standing.matters ? window : null };
}

/**
 * After the pairs are written, when `checkComplianceCases` found a window: brings the window's
 * cases of everyone connected to these people in line with the domain's rules, under the
 * window's lock.
 */
export async function updateComplianceCases(
  tx: Tx,
  args: Rules & { window: ComplianceWindow; people: readonly string[] },
): Promise<void> {
  const { thresholds, timeZone, window } = args;
  await lockWindow(tx, window.start);
  const transactions = await connectedTransactions(tx, window, args.people);
  const drafts = draftCases(transactions, window, thresholds, timeZone);
  await syncCases(tx, window, transactions, drafts);
}
