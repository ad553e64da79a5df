import { sql } from 'drizzle-orm';
import { SANCTIONS_MESSAGES, type ScreeningStatus } from '@domain/contracts/sanctions';
import type { ScreeningSubject } from '@domain/sanctions/list-entry';
import type { StaffRole } from '@domain/staff';
import { queryRows, type Tx } from '../../db/client';
import { forbidden } from '../../http-errors';
import { screeningInForce } from './matcher-cache';
import { recordMatches, screenSubjects, statusAfter, type SubjectType } from './record-hits';

// Screening at entry: a customer or company created or edited is screened in the same
// transaction; a possible match holds it (the record is saved all the same).

export const customerSubject = (c: {
  first_name: string;
  last_name: string;
  birthday: string | null;
}): ScreeningSubject => ({
  kind: 'individual',
  first: c.first_name,
  last: c.last_name,
  birth_date: c.birthday,
});

export const companySubject = (c: { name: string }): ScreeningSubject => ({
  kind: 'entity',
  first: '',
  last: c.name,
  birth_date: null,
});

async function screenOne(
  tx: Tx,
  type: SubjectType,
  id: string,
  subject: ScreeningSubject,
  current: ScreeningStatus,
): Promise<ScreeningStatus> {
  const screening = await screeningInForce(tx);
  const found = screenSubjects(screening, [{ type, id, subject }]);
  return statusAfter(current, await recordMatches(tx, screening, found));
}

/** Screens a saved customer; answers its screening status afterwards. */
export function screenCustomer(
  tx: Tx,
  row: {
    id: string;
    first_name: string;
    last_name: string;
    birthday: string | null;
    screening_status: ScreeningStatus;
  },
): Promise<ScreeningStatus> {
  return screenOne(tx, 'customer', row.id, customerSubject(row), row.screening_status);
}

/** Screens a saved company; answers its screening status afterwards. */
export function screenCompany(
  tx: Tx,
  row: { id: string; name: string; screening_status: ScreeningStatus },
): Promise<ScreeningStatus> {
  return screenOne(tx, 'company', row.id, companySubject(row), row.screening_status);
}

/** A record frozen after a confirmed match is edited by the owner only. */
export function assertScreeningEditable(status: ScreeningStatus, role: StaffRole | null): void {
  if (status === 'frozen' && role !== 'owner') throw forbidden(SANCTIONS_MESSAGES.frozenEdit);
}

/** Screens a stored customer or company again, its row locked (gone: nothing). */
export async function screenStored(tx: Tx, type: SubjectType, id: string): Promise<void> {
  if (type === 'customer') {
    const [row] = await queryRows<{
      id: string;
      first_name: string;
      last_name: string;
      birthday: string | null;
      screening_status: ScreeningStatus;
    }>(
      tx,
      sql`select id::text as id, first_name, last_name, birthday::text as birthday,
            screening_status from customers where id = ${id} for update`,
    );
    if (row) await screenCustomer(tx, row);
    return;
  }
  const [row] = await queryRows<{ id: string; name: string; screening_status: ScreeningStatus }>(
    tx,
    sql`select id::text as id, name, screening_status from companies where id = ${id} for update`,
  );
  if (row) await screenCompany(tx, row);
}
