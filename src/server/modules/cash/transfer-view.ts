import { sql, type SQL } from 'drizzle-orm';
import type { CashTransfer, TransferStatus, VarianceSide } from '@domain/contracts/transfers';
import { toDecimalString } from '@domain/money';
import { roleAllows } from '@domain/staff';
import { queryRows, type Database, type Tx } from '../../db/client';
import type { Actor } from './session-lock';

type Line = { value: string; quantity: number };
type TransferRow = {
  id: string;
  from_id: string;
  from_name: string;
  from_kind: 'vault' | 'till';
  to_id: string;
  to_name: string;
  to_kind: 'vault' | 'till';
  currency_id: string;
  code: string;
  decimal_places: number;
  amount: string;
  sent_lines: Line[] | null;
  business_date: string;
  note: string | null;
  user_id: string | null;
  user_name: string | null;
  created_at: string;
  count_kind: NonNullable<CashTransfer['count']>['kind'] | null;
  count_lines: Line[] | null;
  count_total: string | null;
  count_variance: string | null;
  booked_side: VarianceSide | null;
  counted_by: string | null;
  counted_by_name: string | null;
  counted_at: string | null;
  signoff_side: VarianceSide | null;
  signoff_reason: string | null;
  signed_off_by: string | null;
  signed_off_by_name: string | null;
  signed_off_at: string | null;
};

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const nameOf = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(${alias}.name), ''), ${alias}.email)`);

/** Transfers as the API answers them, with their count and sign-off, newest first. */
async function transferRows(db: Database | Tx, where: SQL): Promise<TransferRow[]> {
  return queryRows<TransferRow>(
    db,
    sql`select t.id, f.id as from_id, f.name as from_name, f.kind as from_kind,
          d.id as to_id, d.name as to_name, d.kind as to_kind,
          t.currency_id, c.code, c.decimal_places, t.amount::text as amount, t.sent_lines,
          t.business_date::text as business_date, t.note, t.user_id,
          ${nameOf('u')} as user_name, ${iso(sql`t.created_at`)} as created_at,
          k.kind as count_kind, k.lines as count_lines, k.total::text as count_total,
          k.variance::text as count_variance, k.booked_side, k.counted_by,
          ${nameOf('ku')} as counted_by_name, ${iso(sql`k.counted_at`)} as counted_at,
          s.side as signoff_side, s.reason as signoff_reason, s.signed_off_by,
          ${nameOf('su')} as signed_off_by_name, ${iso(sql`s.signed_off_at`)} as signed_off_at
        from cash_transfers t
        join cash_locations f on f.id = t.from_location_id
        join cash_locations d on d.id = t.to_location_id
        join currencies c on c.id = t.currency_id
        left join auth_users u on u.id = t.user_id
        left join transfer_counts k on k.transfer_id = t.id
        left join auth_users ku on ku.id = k.counted_by
        left join transfer_signoffs s on s.transfer_id = t.id
        left join auth_users su on su.id = s.signed_off_by
        where ${where}
        order by t.created_at desc, t.id`,
  );
}

/** Where a handover is: waiting for its count, for a manager's sign-off, or received. */
export function transferStatus(row: {
  count_variance: string | null;
  booked_side: string | null;
  signoff_side: string | null;
}): TransferStatus {
  if (row.count_variance === null) return 'awaiting_count';
  const settled =
    toDecimalString(row.count_variance) === '0' || row.booked_side || row.signoff_side;
  return settled ? 'received' : 'awaiting_signoff';
}

const person = (id: string | null, name: string | null) => (id && name ? { id, name } : null);
const lines = (list: Line[]) =>
  list.map((l) => ({ value: toDecimalString(l.value), quantity: l.quantity }));

function toTransfer(row: TransferRow, viewer: Actor | null): CashTransfer {
  const status = transferStatus(row);
  // The receiver's count is blind: what was sent is kept from a teller until it is counted,
  // unless they sent it.
  const blind =
    status === 'awaiting_count' &&
    viewer !== null &&
    !roleAllows(viewer.role, 'manager') &&
    viewer.userId !== row.user_id;
  return {
    id: row.id,
    from: { id: row.from_id, name: row.from_name, kind: row.from_kind },
    to: { id: row.to_id, name: row.to_name, kind: row.to_kind },
    currency_id: row.currency_id,
    code: row.code,
    decimal_places: row.decimal_places,
    amount: blind ? null : toDecimalString(row.amount),
    sent_lines: blind || !row.sent_lines ? null : lines(row.sent_lines),
    business_date: row.business_date,
    note: row.note,
    user: person(row.user_id, row.user_name),
    created_at: row.created_at,
    status,
    count:
      row.count_kind && row.count_total !== null && row.count_variance !== null && row.counted_at
        ? {
            kind: row.count_kind,
            lines: lines(row.count_lines ?? []),
            total: toDecimalString(row.count_total),
            variance: toDecimalString(row.count_variance),
            booked_side: row.booked_side,
            counted_by: person(row.counted_by, row.counted_by_name),
            counted_at: row.counted_at,
          }
        : null,
    signoff:
      row.signoff_side && row.signoff_reason !== null && row.signed_off_at
        ? {
            side: row.signoff_side,
            reason: row.signoff_reason,
            by: person(row.signed_off_by, row.signed_off_by_name),
            at: row.signed_off_at,
          }
        : null,
  };
}

/** One transfer as the API answers it (blind to a receiving teller), or null. */
export async function transferView(
  db: Database | Tx,
  id: string,
  viewer: Actor | null = null,
): Promise<CashTransfer | null> {
  const [row] = await transferRows(db, sql`t.id = ${id}::uuid`);
  return row ? toTransfer(row, viewer) : null;
}

/**
 * The handovers not settled yet (awaiting a count or a sign-off): a manager's of every branch
 * or one; a teller's those from or to the till of their session not closed.
 */
export async function openHandovers(
  db: Database | Tx,
  viewer: Actor,
  branchId: string | undefined,
): Promise<CashTransfer[]> {
  const unsettled = sql`(k.id is null or (k.variance <> 0 and k.booked_side is null
    and s.transfer_id is null))`;
  const scope = roleAllows(viewer.role, 'manager')
    ? branchId
      ? sql`f.branch_id = ${branchId}::uuid`
      : sql`true`
    : sql`exists (select 1 from till_sessions ts where ts.status <> 'closed'
        and ts.teller_id = ${viewer.userId} and ts.till_id in (f.id, d.id))`;
  const rows = await transferRows(db, sql`${unsettled} and ${scope}`);
  return rows.map((row) => toTransfer(row, viewer));
}

/** The handovers into or out of a till during a session (between its opening and its close). */
export async function handoversOfTill(
  db: Database | Tx,
  tillId: string,
  from: string,
  until: string | null,
  viewer: Actor,
): Promise<CashTransfer[]> {
  const rows = await transferRows(
    db,
    sql`${tillId}::uuid in (t.from_location_id, t.to_location_id)
        and t.created_at >= ${from}::timestamptz
        and (${until}::timestamptz is null or t.created_at <= ${until}::timestamptz)`,
  );
  return rows.map((row) => toTransfer(row, viewer)).reverse();
}

/** The transfers of a branch dated a business day, oldest first. */
export async function branchDayTransfers(
  db: Database | Tx,
  branchId: string,
  date: string,
): Promise<CashTransfer[]> {
  const rows = await transferRows(
    db,
    sql`f.branch_id = ${branchId}::uuid and t.business_date = ${date}::date`,
  );
  return rows.map((row) => toTransfer(row, null)).reverse();
}
