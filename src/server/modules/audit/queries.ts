import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFilters, AuditList } from '@domain/contracts/audit';
import type { AuditAction, AuditRecordType } from '@domain/audit';
import { countUpTo } from '../../db/bounded-count';
import { isDeepPage } from '../../db/deep-page';
import { listPage } from '../../db/list-page';
import { queryRows, type Database } from '../../db/client';
import { businessTimeZone } from '../settings';

type Row = {
  id: string;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  address: string | null;
  action: AuditAction;
  record_type: AuditRecordType;
  record_id: string | null;
  parent_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.at,
  actor: row.actor_id
    ? { id: row.actor_id, name: row.actor_name ?? row.actor_id, email: row.actor_email ?? '' }
    : null,
  address: row.address,
  action: row.action,
  record_type: row.record_type,
  record_id: row.record_id,
  parent_id: row.parent_id,
  before: row.before,
  after: row.after,
});

// Newest first: ids follow the order rows were written.
const AUDIT_ORDER = sql`a.id desc`;

export const selectEntries = sql`select a.id::text as id,
    to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
    a.actor_id, u.name as actor_name, u.email as actor_email, a.address, a.action,
    a.record_type, a.record_id, a.parent_id, a.before, a.after
  from audit_log a left join auth_users u on u.id = a.actor_id`;

// The filters as SQL. Dates are the bureau's local days, so a day starts at its midnight there.
export async function auditConditions(db: Database, filters: AuditFilters): Promise<SQL[]> {
  const parts: SQL[] = [];
  if (filters.actor_id) parts.push(sql`a.actor_id = ${filters.actor_id}`);
  if (filters.record_type) parts.push(sql`a.record_type = ${filters.record_type}`);
  if (filters.record_id) {
    parts.push(sql`(a.record_id = ${filters.record_id} or a.parent_id = ${filters.record_id})`);
  }
  if (filters.action) parts.push(sql`a.action = ${filters.action}`);
  if (filters.from || filters.to) {
    const zone = await businessTimeZone(db);
    if (filters.from)
      parts.push(sql`a.at >= (${filters.from}::date)::timestamp at time zone ${zone}`);
    if (filters.to) {
      parts.push(sql`a.at < (${filters.to}::date + 1)::timestamp at time zone ${zone}`);
    }
  }
  return parts;
}

const whereOf = (parts: SQL[]) =>
  parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``;

// The entries after the entry `after` (docs/decisions/0030), read from the primary key down from
// it however deep it lies. An id that is no entry selects nothing, and the page is then read at
// its offset (listPage).
const afterRow = (after: string) =>
  sql`a.id < (select r.id from audit_log r where r.id = ${after}::bigint)`;

// The page read with one more row than asked (so the total can say whether rows follow), the
// count stopping at the cap (decision 0023). Ids follow the order rows were written, so the
// page is read from the primary key backwards and joined to staff names after the offset.
async function page(
  db: Database,
  conditions: SQL[],
  paging: { limit: number; offset: number; after?: string | undefined },
  cap: number,
): Promise<AuditList> {
  const where = whereOf(conditions);
  const shown = await listPage(db, paging, cap, {
    read: async (page) => {
      // A page asked for by a number deep into the whole trail is placed by the primary key
      // (docs/decisions/0065): ids are written in sequence, so the entry `offset` rows below the
      // newest has the newest's id less the offset, and the page is read from the key down from
      // there. Exact while the ids run without gaps; an id a rolled-back write used moves such
      // a page one entry nearer the top. Filtered, or nearer the top, the offset is read.
      const deep = conditions.length === 0 && isDeepPage(page);
      const paged = deep
        ? [sql`a.id <= (select max(r.id) from audit_log r) - ${page.offset}::bigint`]
        : page.after === undefined
          ? conditions
          : [...conditions, afterRow(page.after)];
      const offset = deep || page.after !== undefined ? 0 : page.offset;
      const [rows, counted] = await Promise.all([
        queryRows<Row>(
          db,
          sql`${selectEntries} where a.id in (
          select a.id from audit_log a ${whereOf(paged)} order by ${AUDIT_ORDER}
          limit ${page.limit} offset ${offset})
        order by ${AUDIT_ORDER}`,
        ),
        countUpTo(db, sql`select 1 from audit_log a ${where}`, cap),
      ]);
      return { rows, counted };
    },
  });
  return { ...shown, rows: shown.rows.map(toEntry) };
}

export async function listAudit(
  db: Database,
  query: AuditFilters & { limit: number; offset: number; after?: string | undefined },
  cap: number,
): Promise<AuditList> {
  return page(db, await auditConditions(db, query), query, cap);
}

// The tables of the records that have a History section.
const HISTORY_TABLES = {
  customer: sql`customers`,
  company: sql`companies`,
  transaction: sql`transactions`,
} as const;
export type HistoryRecordType = keyof typeof HISTORY_TABLES;

// Whether the record exists (archived records do), or existed: a deleted record's trail is
// still its history. An id neither knows is unknown.
export async function recordKnown(
  db: Database,
  recordType: HistoryRecordType,
  id: string,
): Promise<boolean> {
  const rows = await queryRows<{ known: boolean }>(
    db,
    sql`select exists (select 1 from ${HISTORY_TABLES[recordType]} where id = ${id}::uuid)
      or exists (select 1 from audit_log a
        where a.record_id = ${id} and a.record_type = ${recordType}) as known`,
  );
  return rows[0]?.known === true;
}

// A record's own history. A customer's includes its ID cards (their parent).
export function recordHistory(
  db: Database,
  recordType: AuditRecordType,
  id: string,
  paging: { limit: number; offset: number },
  cap: number,
): Promise<AuditList> {
  const where =
    recordType === 'customer'
      ? sql`((a.record_type = 'customer' and a.record_id = ${id})
          or (a.record_type = 'id_card' and a.parent_id = ${id}))`
      : sql`a.record_type = ${recordType} and a.record_id = ${id}`;
  return page(db, [where], paging, cap);
}

// One batch of the export: the entries after `afterId` (newest first), read by keyset.
export async function auditBatch(
  db: Database,
  conditions: SQL[],
  afterId: string | null,
  limit: number,
): Promise<AuditEntry[]> {
  const where = whereOf(afterId ? [...conditions, sql`a.id < ${afterId}::bigint`] : conditions);
  const rows = await queryRows<Row>(
    db,
    sql`${selectEntries} ${where} order by ${AUDIT_ORDER} limit ${limit}`,
  );
  return rows.map(toEntry);
}
