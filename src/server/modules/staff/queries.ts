import { sql } from 'drizzle-orm';
import type { StaffMember } from '@domain/contracts/staff';
import { queryRows, type Database, type Tx } from '../../db/client';

type Row = Omit<StaffMember, 'created_at'> & { created_at: Date | string };

const toMember = (row: Row): StaffMember => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

const COLUMNS = sql`id, name, email, role, status, created_at`;

// Pending accounts first (they wait for a decision), then everyone by sign-up time.
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select ${COLUMNS} from auth_users
      order by (status = 'pending') desc, created_at, id`,
  );
  return rows.map(toMember);
}

// The member, locked until the change commits.
export async function lockMember(tx: Tx, id: string): Promise<StaffMember | null> {
  const [row] = await queryRows<Row>(
    tx,
    sql`select ${COLUMNS} from auth_users where id = ${id} for update`,
  );
  return row ? toMember(row) : null;
}

// Every active owner, locked: two owners demoting each other take turns and the second sees
// the first's change.
export async function lockActiveOwnerIds(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from auth_users where role = 'owner' and status = 'active'
      order by id for update`,
  );
  return rows.map((r) => r.id);
}

export async function setMember(
  tx: Tx,
  id: string,
  change: { role?: StaffMember['role']; status?: StaffMember['status'] },
  now: Date,
): Promise<StaffMember> {
  const [row] = await queryRows<Row>(
    tx,
    sql`update auth_users set
        role = coalesce(${change.role ?? null}, role),
        status = coalesce(${change.status ?? null}, status),
        updated_at = ${now.toISOString()}
      where id = ${id} returning ${COLUMNS}`,
  );
  if (!row) throw new Error(`staff member ${id} vanished under its lock`);
  return toMember(row);
}

// Ends every session of the member at once.
export async function revokeSessions(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`delete from auth_sessions where user_id = ${userId}`);
}

// How a staff member is named on a record they acted on: their first and last name, else the
// account's name or email; null for no one (or an account that no longer exists).
export async function staffName(db: Database | Tx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''),
        nullif(trim(name), ''), email) as name
      from auth_users where id = ${id}`,
  );
  return row?.name ?? null;
}
