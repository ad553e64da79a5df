import { and, asc, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { CountResult, TillSession } from '@domain/contracts/cash';
import { toDecimalString } from '@domain/money';
import type { Database, Tx } from '../../db/client';
import { branches, cashLocations, currencies, tillCounts, tillSessions } from '../../db/schema';
import { counters, person, personName, signers, tellers } from './person';

// A till's sessions as the API answers them, with their opening counts and (once counted) their
// current closing counts. Reusable by the business day and its Z report.

const sessionColumns = {
  id: tillSessions.id,
  till_id: tillSessions.till_id,
  till_name: cashLocations.name,
  branch_id: branches.id,
  branch_name: branches.name,
  teller_id: tillSessions.teller_id,
  teller_name: personName(tellers),
  business_date: tillSessions.business_date,
  status: tillSessions.status,
  opened_at: tillSessions.opened_at,
  counted_at: tillSessions.counted_at,
  closed_at: tillSessions.closed_at,
  signed_off_by: tillSessions.signed_off_by,
  signer_name: personName(signers),
  signoff_reason: tillSessions.signoff_reason,
};

function sessionRows(db: Database | Tx, where: SQL | undefined) {
  return db
    .select(sessionColumns)
    .from(tillSessions)
    .innerJoin(cashLocations, eq(cashLocations.id, tillSessions.till_id))
    .innerJoin(branches, eq(branches.id, cashLocations.branch_id))
    .innerJoin(tellers, eq(tellers.id, tillSessions.teller_id))
    .leftJoin(signers, eq(signers.id, tillSessions.signed_off_by))
    .where(where)
    .orderBy(desc(tillSessions.opened_at), asc(tillSessions.id));
}

type SessionRow = Awaited<ReturnType<typeof sessionRows>>[number];

// The till counts with their currency and who counted, as both reads below select them.
const countRows = (db: Database | Tx) =>
  db
    .select({
      session_id: tillCounts.session_id,
      kind: tillCounts.kind,
      currency_id: tillCounts.currency_id,
      code: currencies.code,
      decimal_places: currencies.decimal_places,
      lines: tillCounts.lines,
      total: tillCounts.total,
      expected: tillCounts.expected,
      variance: tillCounts.variance,
      counted_at: tillCounts.counted_at,
      counted_by: tillCounts.counted_by,
      counter_name: personName(counters),
    })
    .from(tillCounts)
    .innerJoin(currencies, eq(currencies.id, tillCounts.currency_id))
    .leftJoin(counters, eq(counters.id, tillCounts.counted_by));

type CountRow = Awaited<ReturnType<typeof countRows>>[number];

const toCountResult = (row: CountRow): CountResult => ({
  currency_id: row.currency_id,
  code: row.code,
  decimal_places: row.decimal_places,
  lines: row.lines.map((line) => ({ value: toDecimalString(line.value), quantity: line.quantity })),
  total: toDecimalString(row.total),
  expected: toDecimalString(row.expected),
  variance: toDecimalString(row.variance),
  counted_at: row.counted_at.toISOString(),
  counted_by: person(row.counted_by, row.counter_name),
});

/** The current counts (not superseded) of sessions, by session id. */
export async function currentCounts(
  db: Database | Tx,
  sessionIds: readonly string[],
): Promise<Map<string, { opening: CountResult[]; closing: CountResult[] }>> {
  const bySession = new Map<string, { opening: CountResult[]; closing: CountResult[] }>();
  if (sessionIds.length === 0) return bySession;
  const rows = await countRows(db)
    .where(
      and(
        inArray(tillCounts.session_id, [...sessionIds]),
        isNull(tillCounts.superseded_at),
        // Spot counts are a manager's, read apart (spotCounts).
        ne(tillCounts.kind, 'spot'),
      ),
    )
    .orderBy(asc(currencies.code));
  for (const row of rows) {
    if (row.kind === 'spot') continue;
    const entry = bySession.get(row.session_id) ?? { opening: [], closing: [] };
    entry[row.kind].push(toCountResult(row));
    bySession.set(row.session_id, entry);
  }
  return bySession;
}

function toSession(
  row: SessionRow,
  counts: { opening: CountResult[]; closing: CountResult[] } | undefined,
): TillSession {
  // Blind close: until the teller has counted, nothing of the close is shown.
  const closing = row.status === 'open' ? [] : (counts?.closing ?? []);
  return {
    id: row.id,
    till: { id: row.till_id, name: row.till_name },
    branch: { id: row.branch_id, name: row.branch_name },
    teller: { id: row.teller_id, name: row.teller_name },
    business_date: row.business_date,
    status: row.status,
    opened_at: row.opened_at.toISOString(),
    counted_at: row.counted_at?.toISOString() ?? null,
    closed_at: row.closed_at?.toISOString() ?? null,
    signed_off_by: person(row.signed_off_by, row.signer_name),
    signoff_reason: row.signoff_reason,
    opening: counts?.opening ?? [],
    closing,
    needs_signoff: row.status === 'awaiting_signoff',
  };
}

async function withCounts(db: Database | Tx, rows: SessionRow[]): Promise<TillSession[]> {
  const counts = await currentCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSession(row, counts.get(row.id)));
}

/** One session as the API answers it, or null. */
export async function sessionView(db: Database | Tx, id: string): Promise<TillSession | null> {
  const rows = await sessionRows(db, eq(tillSessions.id, id));
  return (await withCounts(db, rows))[0] ?? null;
}

// A day's sessions are a handful; a list without a date stops at the newest few hundred.
const SESSION_LIST_LIMIT = 500;

/** Sessions by business date, branch and teller (any of them), newest first. */
export async function listSessions(
  db: Database | Tx,
  filter: { date?: string | undefined; branchId?: string | undefined; tellerId?: string },
): Promise<TillSession[]> {
  const conditions: SQL[] = [];
  if (filter.date) conditions.push(eq(tillSessions.business_date, filter.date));
  if (filter.branchId) conditions.push(eq(branches.id, filter.branchId));
  if (filter.tellerId) conditions.push(eq(tillSessions.teller_id, filter.tellerId));
  const rows = await sessionRows(db, conditions.length > 0 ? and(...conditions) : undefined).limit(
    SESSION_LIST_LIMIT,
  );
  return withCounts(db, rows);
}

/** A teller's session not closed (open or waiting for a sign-off), or null. */
export async function unclosedSessionOf(
  db: Database | Tx,
  tellerId: string,
): Promise<TillSession | null> {
  const rows = await sessionRows(
    db,
    and(eq(tillSessions.teller_id, tellerId), ne(tillSessions.status, 'closed')),
  );
  return (await withCounts(db, rows))[0] ?? null;
}

/**
 * A session's spot counts (issue 46), oldest first, each currency of a count as a count result:
 * for managers and the owner only (a teller closes blind, so never sees what the till holds).
 */
export async function spotCounts(db: Database | Tx, sessionId: string): Promise<CountResult[]> {
  const rows = await countRows(db)
    .where(and(eq(tillCounts.session_id, sessionId), eq(tillCounts.kind, 'spot')))
    .orderBy(asc(tillCounts.counted_at), asc(currencies.code));
  return rows.map(toCountResult);
}
