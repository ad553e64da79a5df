import { sql } from 'drizzle-orm';
import type { CaseDetail, CaseSummary } from '@domain/contracts/compliance';
import { CASE_KIND_LABELS } from '@domain/contracts/compliance';
import { formatMoment, zoneLabelled } from '@domain/bureau-time';
import { csvHeader, csvRow, plain, text } from '@domain/csv';
import { toDecimalString } from '@domain/money';
import { queryRows, type Database } from '../../db/client';
import { listCases, type CaseReader } from './queries';

// The compliance exports (docs/decisions/0026): one case with every field FINTRAC asks for, the
// whole open queue, and the examination export of a period.

const personCells = (detail: CaseDetail, customerId: string | null) => {
  const person = detail.people_details.find((p) => p.customer_id === customerId);
  return [
    text(person?.birthday ?? null),
    text(person?.address ?? null),
    text(person?.phone ?? null),
    text(person?.occupation ?? null),
    text(person?.id_card ? `${person.id_card.id_type} ${person.id_card.id_number}` : null),
    text(person?.missing.join(' ') || null),
  ];
};

/** One case as CSV: a row per transaction, with the case and its people's facts. Its moments are
 * on the bureau's clock (`timeZone`) with its offset, their columns naming the zone. */
export function caseCsv(detail: CaseDetail, timeZone: string): string {
  const moment = (value: string) => plain(formatMoment(value, timeZone, 'iso'));
  const header = csvHeader([
    'Case',
    'Kind',
    'Status',
    zoneLabelled('Window start', timeZone),
    zoneLabelled('Window end', timeZone),
    'Due date',
    'Total CAD',
    'Acknowledgement number',
    'Filed on',
    'Reference',
    zoneLabelled('Booked at', timeZone),
    'Conductor',
    'Conductor date of birth',
    'Conductor address',
    'Conductor telephone',
    'Conductor occupation',
    'Conductor identification',
    'Conductor missing',
    'Third party',
    'Relationship',
    'Payment method',
    'Handed over',
    'Currency handed over',
    'Paid out',
    'Currency paid out',
    'Rate',
    'CAD value',
    'Received CAD',
    'Source of money',
    'Booked by',
  ]);
  const rows = detail.transactions.map((t) =>
    csvRow([
      plain(detail.id),
      plain(CASE_KIND_LABELS[detail.kind]),
      plain(detail.status),
      moment(detail.window_start),
      moment(detail.window_end),
      plain(detail.due_date),
      plain(detail.total_cad),
      text(detail.acknowledgement_number),
      plain(detail.filed_on),
      plain(t.reference_number),
      moment(t.created_at),
      text(t.customer_name),
      ...personCells(detail, t.customer_id),
      text(t.recipient_name),
      text(t.third_party_relationship),
      plain(t.payment_method),
      plain(t.from_amount),
      plain(t.from_currency_code),
      plain(t.to_amount),
      plain(t.to_currency_code),
      plain(t.rate_used),
      plain(t.base_value),
      plain(t.received_cad),
      text(t.source_of_money),
      text(t.created_by_name),
    ]),
  );
  return header + rows.join('');
}

const SUMMARY_HEADER = [
  'Case',
  'Kind',
  'Status',
  'Window date',
  'Due date',
  'Days left',
  'Total CAD',
  'Transactions',
  'People',
];

const summaryRow = (c: CaseSummary) =>
  csvRow([
    plain(c.id),
    plain(CASE_KIND_LABELS[c.kind]),
    plain(c.status),
    plain(c.window_date),
    plain(c.due_date),
    plain(String(c.days_left)),
    plain(c.total_cad),
    plain(String(c.transaction_count)),
    text(c.people.map((p) => `${p.name} (${p.roles.join(', ')})`).join('; ')),
  ]);

/** Every case of a queue (of the windows of a period, when given), a page at a time. */
export async function allCases(
  db: Database,
  queue: 'open' | 'all',
  today: string,
  reader: CaseReader,
  period?: { from: string; to: string },
): Promise<CaseSummary[]> {
  const cases: CaseSummary[] = [];
  for (let page = 1; ; page++) {
    const { rows } = await listCases(db, { queue, page, limit: 100 }, today, reader, period);
    cases.push(...rows);
    if (rows.length < 100) return cases;
  }
}

export const queueCsv = (cases: readonly CaseSummary[]) =>
  csvHeader(SUMMARY_HEADER) + cases.map(summaryRow).join('');

export type ExaminationTransaction = {
  id: string;
  reference_number: string;
  transaction_date: string;
  created_at: string;
  customer_name: string;
  recipient_name: string | null;
  payment_method: string;
  from_amount: string;
  from_currency_code: string;
  to_amount: string;
  to_currency_code: string;
  base_value: string;
  exchange_value_cad: string;
};

/** Every transaction of an exchange worth `minimum` CAD or more, booked on a day of the period. */
export async function largeTransactions(
  db: Database,
  period: { from: string; to: string },
  minimum: string,
): Promise<ExaminationTransaction[]> {
  const rows = await queryRows<ExaminationTransaction>(
    db,
    sql`with large as (
          select reference_number, sum(base_value) as value from transactions
          where transaction_date between ${period.from}::date and ${period.to}::date
            and status <> 'cancelled'
          group by reference_number having sum(base_value) >= ${minimum}::numeric)
        select t.id, t.reference_number, to_char(t.transaction_date, 'YYYY-MM-DD')
            as transaction_date, t.created_at, c.first_name || ' ' || c.last_name as customer_name,
          case when r.id is null then null else r.first_name || ' ' || r.last_name end
            as recipient_name, t.payment_method, t.from_amount::text as from_amount,
          fc.code as from_currency_code, t.to_amount::text as to_amount,
          tc.code as to_currency_code, t.base_value::text as base_value,
          l.value::text as exchange_value_cad
        from large l join transactions t on t.reference_number = l.reference_number
        join customers c on c.id = t.customer_id
        left join customers r on r.id = t.recipient_customer_id
        join currencies fc on fc.id = t.from_currency_id
        join currencies tc on tc.id = t.to_currency_id
        where t.status <> 'cancelled'
        order by t.created_at, t.pair_index`,
  );
  return rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    from_amount: toDecimalString(row.from_amount),
    to_amount: toDecimalString(row.to_amount),
    base_value: toDecimalString(row.base_value),
    exchange_value_cad: toDecimalString(row.exchange_value_cad),
  }));
}

/** The examination export as CSV: the period's large transactions, then its cases. */
export function examinationCsv(
  transactions: readonly ExaminationTransaction[],
  cases: readonly CaseSummary[],
): string {
  const header = csvHeader([
    'Record',
    'Id',
    'Reference',
    'Date',
    'Customer',
    'Recipient',
    'Payment method',
    'Handed over',
    'Currency handed over',
    'Paid out',
    'Currency paid out',
    'CAD value',
    'Exchange CAD value',
    'Status',
    'Due date',
  ]);
  const tx = transactions.map((t) =>
    csvRow([
      plain('Transaction'),
      plain(t.id),
      plain(t.reference_number),
      plain(t.transaction_date),
      text(t.customer_name),
      text(t.recipient_name),
      plain(t.payment_method),
      plain(t.from_amount),
      plain(t.from_currency_code),
      plain(t.to_amount),
      plain(t.to_currency_code),
      plain(t.base_value),
      plain(t.exchange_value_cad),
      plain(null),
      plain(null),
    ]),
  );
  const cs = cases.map((c) =>
    csvRow([
      plain(CASE_KIND_LABELS[c.kind]),
      plain(c.id),
      plain(null),
      plain(c.window_date),
      text(c.people.map((p) => p.name).join('; ')),
      plain(null),
      plain(null),
      plain(null),
      plain(null),
      plain(null),
      plain(null),
      plain(c.total_cad),
      plain(null),
      plain(c.status),
      plain(c.due_date),
    ]),
  );
  return header + tx.join('') + cs.join('');
}
