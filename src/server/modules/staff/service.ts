import type { StaffMember } from '@domain/contracts/staff';
import type { Clock } from '@domain/clock';
import { STAFF_MESSAGES, type StaffRole, type StaffStatus } from '@domain/staff';
import type { Database, Tx } from '../../db/client';
import { conflict, notFound } from '../../http-errors';
import { lockActiveOwnerIds, lockMember, revokeSessions, setMember } from './queries';

type Deps = { db: Database; clock: Clock };

const STATUS_WORDS: Record<StaffStatus, string> = {
  pending: 'is waiting for approval',
  active: 'is active',
  rejected: 'was rejected',
  deactivated: 'is deactivated',
};

async function member(tx: Tx, id: string, allowed: StaffStatus[], action: string) {
  const found = await lockMember(tx, id);
  if (!found) throw notFound('Staff member not found');
  if (!allowed.includes(found.status)) {
    throw conflict(`Cannot ${action}: this account ${STATUS_WORDS[found.status]}`);
  }
  return found;
}

// The last active owner keeps the bureau manageable: it may not stop being one.
async function assertAnotherOwner(tx: Tx, target: StaffMember) {
  if (target.role !== 'owner' || target.status !== 'active') return;
  const owners = await lockActiveOwnerIds(tx);
  if (owners.filter((id) => id !== target.id).length === 0) {
    throw conflict(STAFF_MESSAGES.lastOwner);
  }
}

export function approveMember({ db, clock }: Deps, id: string, role: StaffRole) {
  return db.transaction(async (tx) => {
    await member(tx, id, ['pending', 'rejected'], 'approve');
    return setMember(tx, id, { role, status: 'active' }, clock());
  });
}

export function rejectMember({ db, clock }: Deps, id: string) {
  return db.transaction(async (tx) => {
    await member(tx, id, ['pending'], 'reject');
    await revokeSessions(tx, id);
    return setMember(tx, id, { status: 'rejected' }, clock());
  });
}

export function changeRole({ db, clock }: Deps, id: string, role: StaffRole) {
  return db.transaction(async (tx) => {
    const target = await member(tx, id, ['active'], 'change the role');
    if (role !== 'owner') await assertAnotherOwner(tx, target);
    return setMember(tx, id, { role }, clock());
  });
}

export function deactivateMember({ db, clock }: Deps, id: string) {
  return db.transaction(async (tx) => {
    const target = await member(tx, id, ['active'], 'deactivate');
    await assertAnotherOwner(tx, target);
    await revokeSessions(tx, id);
    return setMember(tx, id, { status: 'deactivated' }, clock());
  });
}

export function reactivateMember({ db, clock }: Deps, id: string) {
  return db.transaction(async (tx) => {
    await member(tx, id, ['deactivated'], 'reactivate');
    return setMember(tx, id, { status: 'active' }, clock());
  });
}
