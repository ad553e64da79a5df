import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

// This instance's name in job_leases, so it releases only the turns it holds.
export const INSTANCE_ID: string = randomUUID();

/**
 * Takes a job's turn for `leaseMs` if no instance holds it (one statement: two instances asking
 * at once get one turn). False when another instance runs the job now.
 */
export async function takeTurn(
  db: Database,
  job: string,
  leaseMs: number,
  holder = INSTANCE_ID,
): Promise<boolean> {
  const rows = await queryRows<{ job: string }>(
    db,
    sql`insert into job_leases (job, holder, leased_until, last_started_at)
        values (${job}, ${holder}, now() + ${`${leaseMs} milliseconds`}::interval, now())
        on conflict (job) do update
          set holder = excluded.holder,
              leased_until = excluded.leased_until,
              last_started_at = excluded.last_started_at
          where job_leases.leased_until <= now()
        returning job`,
  );
  return rows.length === 1;
}

/** Ends the turn this instance holds, keeping when it finished and how. */
export async function endTurn(
  db: Database,
  job: string,
  error: string | null,
  holder = INSTANCE_ID,
): Promise<void> {
  await queryRows(
    db,
    sql`update job_leases
          set leased_until = now(), last_finished_at = now(), last_error = ${error}
        where job = ${job} and holder = ${holder}`,
  );
}
