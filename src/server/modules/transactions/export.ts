import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { formatMoment, zoneLabelled } from '@domain/bureau-time';
import type { TransactionFilterQuery } from '@domain/contracts/transactions';
import { csvHeader, csvRow, plain, text } from '@domain/csv';
import { queryRows, type Database } from '../../db/client';
import { businessTimeZone } from '../settings';
import { LIST_ORDER, listWhere } from './list-queries';

// Rows read per query: the export holds one batch in memory at a time, however long the list.
export const EXPORT_BATCH_SIZE = 1000;

// SPEC §3's transaction, every column, with the names and codes a reader needs beside the ids.
const COLUMNS = [
  'id',
  'reference_number',
  'pair_index',
  'transaction_date',
  'created_at',
  'customer_id',
  'customer_name',
  'transaction_type',
  'status',
  'transaction_category',
  'payment_method',
  'source_of_money',
  'from_currency_id',
  'from_currency_code',
  'from_amount',
  'to_currency_id',
  'to_currency_code',
  'to_amount',
  'rate_used',
  'rate_source',
  'base_value_cad',
  'is_on_behalf',
  'recipient_customer_id',
  'recipient_name',
  'recipient_notes',
  'claimed_at',
  'notes',
] as const;

type ExportRow = Record<Exclude<(typeof COLUMNS)[number], 'is_on_behalf'>, string | null> & {
  is_on_behalf: boolean;
  // The keyset cursor: created_at exactly as stored (microseconds), not through a JS Date.
  cursor_created_at: string;
};

// Plain cells are values the database produced (ids, decimals, dates, codes of our own);
// everything a person typed is text, guarded against formulas.
const TEXT_COLUMNS = new Set<string>([
  'customer_name',
  'source_of_money',
  'recipient_name',
  'recipient_notes',
  'notes',
  'from_currency_code',
  'to_currency_code',
]);

// Moments are written on the bureau's clock with its offset (docs/decisions/0031), and their
// columns are named with its zone.
const MOMENT_COLUMNS = new Set<string>(['created_at', 'claimed_at']);

const header = (timeZone: string) =>
  csvHeader(
    COLUMNS.map((name) => (MOMENT_COLUMNS.has(name) ? zoneLabelled(name, timeZone) : name)),
  );

function toCsv(row: ExportRow, timeZone: string): string {
  return csvRow(
    COLUMNS.map((name) => {
      if (name === 'is_on_behalf') return plain(row.is_on_behalf ? 'true' : 'false');
      const value = row[name];
      if (MOMENT_COLUMNS.has(name) && value !== null) {
        return plain(formatMoment(value, timeZone, 'iso'));
      }
      return TEXT_COLUMNS.has(name) ? text(value) : plain(value);
    }),
  );
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

function batchQuery(where: SQL, after: ExportRow | null): SQL {
  const keyset = after
    ? sql`and t.created_at <= ${after.cursor_created_at}::timestamptz
        and (t.created_at < ${after.cursor_created_at}::timestamptz
          or t.reference_number < ${after.reference_number}
          or (t.reference_number = ${after.reference_number}
              and t.pair_index > ${Number(after.pair_index)}))`
    : sql``;
  return sql`
    select t.id, t.reference_number, t.pair_index::text as pair_index,
      to_char(t.transaction_date, 'YYYY-MM-DD') as transaction_date,
      ${iso('t.created_at')} as created_at, t.created_at::text as cursor_created_at,
      t.customer_id, c.first_name || ' ' || c.last_name as customer_name,
      t.transaction_type, t.status, t.transaction_category, t.payment_method, t.source_of_money,
      t.from_currency_id, fc.code as from_currency_code, trim_scale(t.from_amount)::text as from_amount,
      t.to_currency_id, tc.code as to_currency_code, trim_scale(t.to_amount)::text as to_amount,
      trim_scale(t.rate_used)::text as rate_used, t.rate_source,
      trim_scale(t.base_value)::text as base_value_cad, t.is_on_behalf, t.recipient_customer_id,
      r.first_name || ' ' || r.last_name as recipient_name, t.recipient_notes,
      case when t.claimed_at is null then null else ${iso('t.claimed_at')} end as claimed_at,
      t.notes
    from transactions t
    join customers c on c.id = t.customer_id
    left join customers r on r.id = t.recipient_customer_id
    join currencies fc on fc.id = t.from_currency_id
    join currencies tc on tc.id = t.to_currency_id
    where ${where} ${keyset}
    order by ${LIST_ORDER}
    limit ${EXPORT_BATCH_SIZE}`;
}

// The CSV text of the filtered list, batch after batch (keyset paging in the list's order), so
// the next batch is read only when the client has taken the previous one.
export async function* exportLines(
  db: Database,
  filter: TransactionFilterQuery,
): AsyncGenerator<string> {
  const where = await listWhere(db, filter);
  const timeZone = await businessTimeZone(db);
  // A byte-order mark, so spreadsheet programs read the names as UTF-8.
  yield `\uFEFF${header(timeZone)}`;
  let after: ExportRow | null = null;
  for (;;) {
    const rows: ExportRow[] = await queryRows<ExportRow>(db, batchQuery(where, after));
    if (rows.length > 0) yield rows.map((row) => toCsv(row, timeZone)).join('');
    if (rows.length < EXPORT_BATCH_SIZE) return;
    after = rows[rows.length - 1] ?? null;
  }
}

export const exportStream = (db: Database, filter: TransactionFilterQuery) =>
  Readable.from(exportLines(db, filter), { objectMode: false, highWaterMark: 1 });
