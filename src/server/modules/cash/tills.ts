import { asc, eq, ne, and } from 'drizzle-orm';
import type { TillState } from '@domain/contracts/cash';
import { roleAllows } from '@domain/staff';
import type { Database } from '../../db/client';
import { cashLocations, tillSessions } from '../../db/schema';
import { locationBalancesOf } from './location-balances';
import { personName, tellers } from './person';
import type { Actor } from './session-lock';

/**
 * Every till with its session not closed (if any) and what it holds. Blind close
 * (docs/decisions/0036): what a till holds is for managers and the owner; a teller sees no
 * till's balances, their own included, so a count cannot be made to match.
 */
export async function listTills(db: Database, actor: Actor): Promise<{ rows: TillState[] }> {
  const rows = await db
    .select({
      id: cashLocations.id,
      branch_id: cashLocations.branch_id,
      name: cashLocations.name,
      is_active: cashLocations.is_active,
      session_id: tillSessions.id,
      status: tillSessions.status,
      teller_id: tillSessions.teller_id,
      teller_name: personName(tellers),
      opened_at: tillSessions.opened_at,
      business_date: tillSessions.business_date,
    })
    .from(cashLocations)
    .leftJoin(
      tillSessions,
      and(eq(tillSessions.till_id, cashLocations.id), ne(tillSessions.status, 'closed')),
    )
    .leftJoin(tellers, eq(tellers.id, tillSessions.teller_id))
    .where(eq(cashLocations.kind, 'till'))
    .orderBy(asc(cashLocations.name));
  const visible = roleAllows(actor.role, 'manager') ? rows : [];
  const balances = await locationBalancesOf(
    db,
    visible.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      branch_id: row.branch_id,
      name: row.name,
      is_active: row.is_active,
      session:
        row.session_id && row.status && row.teller_id && row.opened_at && row.business_date
          ? {
              id: row.session_id,
              status: row.status,
              teller: { id: row.teller_id, name: row.teller_name ?? '' },
              opened_at: row.opened_at.toISOString(),
              business_date: row.business_date,
            }
          : null,
      balances: visible.includes(row) ? (balances.get(row.id) ?? []) : null,
    })),
  };
}
