import { sql } from 'drizzle-orm';
import { preparedRows, type Tx } from '../../db/client';
import { uuidArray } from './window-check';

// The compliance upkeep's transaction-scoped advisory locks (docs/decisions/0026). Arbitrary
// constants, beside the migrations' and the seed's locks.
const WINDOW_LOCK_ID = 727_003;
const PERSON_LOCK_ID = 727_004;

/**
 * Takes the locks of an exchange's people, in one fixed order (so two exchanges never wait on
 * each other crosswise), and answers the database's time of the exchange: its transactions'
 * booking time. Every exchange that adds to a person's totals holds that person's lock until it
 * commits, so the next one sees its share of a total, whatever the counter or instance.
 */
export async function lockPeople(tx: Tx, people: readonly string[]): Promise<Date> {
  const [row] = await preparedRows<{ at: string | Date }>(
    tx,
    `lock_people_${people.length}`,
    sql`select now() as at, count(*) as locks
        from (select pg_advisory_xact_lock(${PERSON_LOCK_ID}, k)
          from (select distinct hashtext(p.id::text) as k
            from unnest(${uuidArray(people)}) as p(id) order by k) as keys) as locked`,
  );
  return new Date(row?.at ?? Date.now());
}

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
