import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { hitListQuery, ScreeningHitView } from '@domain/contracts/sanctions';
import { SANCTIONS_SOURCE_LABELS, type ScreeningThresholds } from '@domain/sanctions/list-entry';
import { queryRows, type Database, type Tx } from '../../db/client';
import type { ListRow } from './import-list';
import type { RunRow } from './rescreen';
import { strengthOf } from './thresholds';

// What managers read: the hits with their subjects, the lists in force, fetches and runs.

type HitRow = {
  id: string;
  subject_type: 'customer' | 'company';
  subject_id: string;
  subject_name: string | null;
  subject_birth_date: string | null;
  subject_status: ScreeningHitView['subject_status'] | null;
  source: ScreeningHitView['entry']['source'];
  entry_reference: string;
  entry_snapshot: {
    kind: 'individual' | 'entity' | null;
    name: string;
    names: ScreeningHitView['entry']['names'];
    birth_dates: ScreeningHitView['entry']['birth_dates'];
    countries: string[];
    programme: string | null;
    listed_on: string | null;
  };
  score: string;
  matched_name: string;
  reasons: ScreeningHitView['reasons'];
  status: ScreeningHitView['status'];
  review_reason: string | null;
  reviewed_by_name: string | null;
  reviewed_at: string | Date | null;
  case_id: string | null;
  created_at: string | Date;
};

const iso = (value: string | Date) => new Date(value).toISOString();

const selectHits = sql`
  select h.id::text as id, h.subject_type, h.subject_id::text as subject_id,
    case h.subject_type when 'customer' then c.first_name || ' ' || c.last_name else co.name end
      as subject_name,
    case h.subject_type when 'customer' then c.birthday::text end as subject_birth_date,
    case h.subject_type when 'customer' then c.screening_status else co.screening_status end
      as subject_status,
    h.source, h.entry_reference, h.entry_snapshot, h.score::text as score, h.matched_name,
    h.reasons, h.status, h.review_reason,
    (select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
        nullif(trim(u.name), ''), u.email) from auth_users u where u.id = h.reviewed_by)
      as reviewed_by_name,
    h.reviewed_at, h.case_id::text as case_id, h.created_at
  from screening_hits h
  left join customers c on h.subject_type = 'customer' and c.id = h.subject_id
  left join companies co on h.subject_type = 'company' and co.id = h.subject_id`;

function toHit(row: HitRow, thresholds: ScreeningThresholds): ScreeningHitView {
  const snapshot = row.entry_snapshot;
  const score = Number(row.score);
  return {
    id: row.id,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    subject_name: row.subject_name ?? '',
    subject_birth_date: row.subject_birth_date,
    subject_status: row.subject_status ?? 'clear',
    entry: {
      source: row.source,
      reference: row.entry_reference,
      kind: snapshot.kind ?? (row.subject_type === 'company' ? 'entity' : 'individual'),
      name: snapshot.name,
      names: snapshot.names,
      birth_dates: snapshot.birth_dates,
      countries: snapshot.countries,
      programme: snapshot.programme,
      listed_on: snapshot.listed_on,
    },
    score: score.toFixed(4),
    strength: strengthOf(score, thresholds),
    matched_name: row.matched_name,
    reasons: row.reasons,
    status: row.status,
    review_reason: row.review_reason,
    reviewed_by_name: row.reviewed_by_name,
    reviewed_at: row.reviewed_at === null ? null : iso(row.reviewed_at),
    case_id: row.case_id,
    created_at: iso(row.created_at),
  };
}

export async function findHit(
  db: Database | Tx,
  id: string,
  thresholds: ScreeningThresholds,
): Promise<ScreeningHitView | null> {
  const [row] = await queryRows<HitRow>(db, sql`${selectHits} where h.id = ${id}`);
  return row ? toHit(row, thresholds) : null;
}

/** The queue (open, oldest first) or the reviewed hits (newest review first). */
export async function listHits(
  db: Database,
  query: z.output<typeof hitListQuery>,
  thresholds: ScreeningThresholds,
): Promise<{ data: ScreeningHitView[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(sql`h.status = ${query.status}`);
  if (query.subject_type) conditions.push(sql`h.subject_type = ${query.subject_type}`);
  if (query.subject_id) conditions.push(sql`h.subject_id = ${query.subject_id}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const order =
    query.status === 'open'
      ? sql`h.created_at, h.id`
      : sql`h.reviewed_at desc nulls first, h.created_at desc, h.id`;
  const [rows, [count]] = await Promise.all([
    queryRows<HitRow>(
      db,
      sql`${selectHits} ${where} order by ${order} limit ${query.limit} offset ${query.offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from screening_hits h ${where}`,
    ),
  ]);
  return { data: rows.map((row) => toHit(row, thresholds)), total: count?.total ?? 0 };
}

export async function openHitCount(db: Database | Tx): Promise<number> {
  const [row] = await queryRows<{ open: number }>(
    db,
    sql`select count(*)::int as open from screening_hits where status = 'open'`,
  );
  return row?.open ?? 0;
}

export const listView = (row: ListRow) => ({
  source: row.source,
  label: SANCTIONS_SOURCE_LABELS[row.source],
  version: row.version,
  published_on: row.published_on,
  file_name: row.file_name,
  entry_count: row.entry_count,
  checksum: row.checksum,
  imported_at: iso(row.imported_at),
  imported_by_name: row.imported_by_name,
});

export const runView = (row: RunRow) => ({
  id: row.id,
  reason: row.reason,
  status: row.status,
  total: row.total,
  screened: row.screened,
  hits: row.hits,
  error: row.error,
  started_at: iso(row.started_at),
  finished_at: row.finished_at === null ? null : iso(row.finished_at),
});
