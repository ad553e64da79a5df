import { sql } from 'drizzle-orm';
import { CASE_MESSAGES } from '@domain/contracts/compliance';
import { queryRows, type Tx } from '../../db/client';
import { notFound } from '../../http-errors';
import { uuidArray } from './window-check';

// The compliance upkeep's transaction-scoped advisory locks (docs/decisions/0026). Arbitrary
// constants, beside the migrations' and the seed's locks.
const WINDOW_LOCK_ID = 727_003;
const PERSON_LOCK_ID = 727_004;

/**
 * The locks of an exchange's people, as a column of the exchange's first statement, taken in
 * one fixed order (so two exchanges never wait on each other crosswise). Every exchange holds
 * its people's locks until it commits, so the next one's compliance check (a later statement)
 * sees its share of a total, whatever the counter or instance.
 */
export const personLocks = (people: readonly string[]) =>
  sql`(select count(*) from (select pg_advisory_xact_lock(${PERSON_LOCK_ID}, k)
      from (select distinct hashtext(p.id::text) as k
        from unnest(${uuidArray(people)}) as p(id) order by k) as keys) as locked)`;

/**
 * Takes the window's lock: whoever rewrites or closes the window's cases takes turns, so an
 * exchange never rewrites or removes a case that was filed, reviewed or dismissed while it ran,
 * and two exchanges never rewrite the same cases at once. An exchange takes it after its
 * people's locks, never the other way round.
 */
export async function lockWindow(tx: Tx, windowStart: Date): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${WINDOW_LOCK_ID}, hashtext(${windowStart.toISOString()}))`,
  );
}

/**
 * A case's row, locked under its window's lock, taken first as an exchange keeping its cases
 * does: an exchange of that window either finishes before this change of the case or waits
 * for it (docs/decisions/0026). Not found, also when an exchange of its window removed it while
 * this waited.
 */
export async function lockCase(tx: Tx, caseId: string): Promise<{ kind: string; status: string }> {
  const [found] = await queryRows<{ window_start: string | Date }>(
    tx,
    sql`select window_start from compliance_cases where id = ${caseId}`,
  );
  if (!found) throw notFound(CASE_MESSAGES.notFound);
  await lockWindow(tx, new Date(found.window_start));
  const [row] = await queryRows<{ kind: string; status: string }>(
    tx,
    sql`select kind, status from compliance_cases where id = ${caseId} for update`,
  );
  if (!row) throw notFound(CASE_MESSAGES.notFound);
  return row;
}
