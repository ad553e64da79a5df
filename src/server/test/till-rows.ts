import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { MAIN_BRANCH_ID } from '../db/schema/cash';

// Test support: tills, sessions, counts, transfers and over/short written straight to the tables
// and through the ledger's own SQL functions (so every balance stays the sum of its movements),
// for tests of what reads them (the business day, the Z report) without the session endpoints.

export async function insertTill(db: Database, name: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into cash_locations (branch_id, kind, name)
        values (${MAIN_BRANCH_ID}::uuid, 'till', ${name}) returning id`,
  );
  if (!row) throw new Error('no till');
  return row.id;
}

export async function insertSession(
  db: Database,
  s: { tillId: string; tellerId: string; date: string; status?: string },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into till_sessions (till_id, teller_id, business_date, status, opened_at)
        values (${s.tillId}::uuid, ${s.tellerId}, ${s.date}::date, ${s.status ?? 'open'}, now())
        returning id`,
  );
  if (!row) throw new Error('no session');
  return row.id;
}

export async function insertCount(
  db: Database,
  c: {
    sessionId: string;
    kind: 'opening' | 'closing';
    currencyId: string;
    total: string;
    expected: string;
    superseded?: boolean;
  },
): Promise<void> {
  await db.execute(
    sql`insert into till_counts
          (session_id, kind, currency_id, lines, total, expected, variance, counted_at,
           superseded_at)
        values (${c.sessionId}::uuid, ${c.kind}, ${c.currencyId}::uuid, '[]'::jsonb,
          ${c.total}::numeric, ${c.expected}::numeric,
          ${c.total}::numeric - ${c.expected}::numeric, now(),
          ${c.superseded ? sql`now()` : sql`null`})`,
  );
}

/** Closed as a count within the tolerance closes it: through its function (migration 0040). */
export async function closeSessionRow(db: Database, sessionId: string): Promise<void> {
  await db.execute(sql`select close_till_session(${sessionId}::uuid, true, now())`);
}

/** A variance booked at a till, as an opening or a close books it. */
export async function bookOverShort(
  db: Database,
  m: { accountId: string; tillId: string; amount: string },
): Promise<void> {
  await db.execute(
    sql`select * from apply_balance_change(${m.accountId}::uuid, ${m.amount}::numeric, null,
          'over_short', null, 'test variance', null, ${m.tillId}::uuid, null)`,
  );
}

/** Cash carried between two locations: the transfer's row and its two movements. */
export async function carryCash(
  db: Database,
  t: { accountId: string; currencyId: string; from: string; to: string; amount: string },
  date: string,
): Promise<void> {
  await db.execute(
    sql`select * from move_between_locations(${t.accountId}::uuid, ${t.from}::uuid,
          ${t.to}::uuid, ${t.amount}::numeric, 'transfer', null, null)`,
  );
  await db.execute(
    sql`insert into cash_transfers (from_location_id, to_location_id, currency_id, amount,
          business_date)
        values (${t.from}::uuid, ${t.to}::uuid, ${t.currencyId}::uuid, ${t.amount}::numeric,
          ${date}::date)`,
  );
}
