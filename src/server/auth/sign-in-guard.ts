import { sql } from 'drizzle-orm';
import { SIGN_IN_FAILURE_WINDOW_SECONDS, signInDelaySeconds } from '@domain/audit';
import { queryRows, type Database } from '../db/client';

// The per-account sign-in limit (docs/decisions/0020), next to the library's per-address one:
// an account's failed sign-ins since its last successful one (within a day) make the next
// attempt wait, longer with each failure, never for good. Failures are audit rows, so every
// server of the bureau sees the same count and a restart forgets nothing.

const normalised = (email: string) => email.trim().toLowerCase();

/** Seconds the account must still wait before its password is checked again; 0 when none. */
export async function signInWaitSeconds(db: Database, email: string): Promise<number> {
  const [row] = await queryRows<{ failures: number; since_latest: string | null }>(
    db,
    sql`with account as (select id from auth_users where lower(email) = ${normalised(email)}),
      last_success as (
        select coalesce(max(s.id), 0) as id from audit_log s
        where s.record_type = 'staff' and s.record_id = (select id from account)
          and s.action = 'sign_in')
      select count(*)::int as failures,
             extract(epoch from now() - max(f.at))::text as since_latest
      from audit_log f
      where f.action = 'sign_in_failed' and lower(f.after ->> 'email') = ${normalised(email)}
        and f.at > now() - make_interval(secs => ${SIGN_IN_FAILURE_WINDOW_SECONDS})
        and f.id > (select id from last_success)`,
  );
  if (!row || row.since_latest === null) return 0;
  const waited = Number(row.since_latest);
  return Math.max(0, Math.ceil(signInDelaySeconds(row.failures) - waited));
}

/** A wrong email or password, in the audit trail: the address and the email tried. */
export async function recordFailedSignIn(db: Database, email: string, address: string) {
  await db.execute(
    sql`insert into audit_log (address, action, record_type, record_id, after)
      values (${address}, 'sign_in_failed', 'staff',
        (select id from auth_users where lower(email) = ${normalised(email)}),
        jsonb_build_object('email', ${normalised(email)}::text))`,
  );
}
