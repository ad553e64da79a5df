import { and, asc, eq, ne } from 'drizzle-orm';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { Branch, CashLocation } from '@domain/contracts/cash';
import type { Database, Tx } from '../../db/client';
import { branches, cashLocations, tillSessions } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { recordCashAudit } from './audit-entry';
import { findTill, toCashLocation } from './location-balances';

type BranchInput = {
  name: string;
  address?: string | null | undefined;
  fintrac_location_id?: string | null | undefined;
};
type TillInput = { name: string; is_active: boolean };

const KIND_ORDER = { vault: 0, till: 1, card: 2 } as const;

async function branchView(db: Database | Tx, id: string): Promise<Branch | null> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id));
  if (!row) return null;
  const locations = await db
    .select()
    .from(cashLocations)
    .where(eq(cashLocations.branch_id, id))
    .orderBy(asc(cashLocations.name));
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    fintrac_location_id: row.fintrac_location_id,
    locations: locations
      .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])
      .map(toCashLocation),
  };
}

/** Every branch with its locations (vault, tills by name, card settlement). */
export async function listBranches(db: Database): Promise<{ rows: Branch[] }> {
  const rows = await db.select({ id: branches.id }).from(branches).orderBy(asc(branches.name));
  const views = await Promise.all(rows.map((row) => branchView(db, row.id)));
  return { rows: views.filter((view): view is Branch => view !== null) };
}

/** A new branch with its vault and its card settlement location. */
export async function createBranch(db: Database, input: BranchInput): Promise<Branch> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(branches)
      .values({
        name: input.name,
        address: input.address ?? null,
        fintrac_location_id: input.fintrac_location_id ?? null,
      })
      .returning();
    if (!row) throw new Error('insert returned no branch');
    await tx.insert(cashLocations).values([
      { branch_id: row.id, kind: 'vault', name: 'Vault' },
      { branch_id: row.id, kind: 'card', name: 'Card settlement' },
    ]);
    await recordCashAudit(tx, {
      action: 'create',
      recordType: 'branch',
      recordId: row.id,
      after: { name: row.name, address: row.address, fintrac_location_id: row.fintrac_location_id },
    });
    const view = await branchView(tx, row.id);
    if (!view) throw new Error('the branch just created is missing');
    return view;
  });
}

export async function updateBranch(db: Database, id: string, input: BranchInput) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(branches).where(eq(branches.id, id)).for('update');
    if (!before) throw notFound(CASH_MESSAGES.branchNotFound);
    // Left out, the location number stays as it was (a form that does not show it).
    const location =
      input.fintrac_location_id === undefined
        ? before.fintrac_location_id
        : input.fintrac_location_id;
    await tx
      .update(branches)
      .set({ name: input.name, address: input.address ?? null, fintrac_location_id: location })
      .where(eq(branches.id, id));
    await recordCashAudit(tx, {
      action: 'update',
      recordType: 'branch',
      recordId: id,
      before: {
        name: before.name,
        address: before.address,
        fintrac_location_id: before.fintrac_location_id,
      },
      after: {
        name: input.name,
        address: input.address ?? null,
        fintrac_location_id: location,
      },
    });
    const view = await branchView(tx, id);
    if (!view) throw notFound(CASH_MESSAGES.branchNotFound);
    return view;
  });
}

/** A new till (a named drawer) of a branch. */
export async function addTill(
  db: Database,
  branchId: string,
  input: TillInput,
): Promise<CashLocation> {
  return db.transaction(async (tx) => {
    const [branch] = await tx.select().from(branches).where(eq(branches.id, branchId));
    if (!branch) throw notFound(CASH_MESSAGES.branchNotFound);
    const [row] = await tx
      .insert(cashLocations)
      .values({ branch_id: branchId, kind: 'till', name: input.name, is_active: input.is_active })
      .returning();
    if (!row) throw new Error('insert returned no till');
    await recordCashAudit(tx, {
      action: 'create',
      recordType: 'cash_location',
      recordId: row.id,
      parentId: branchId,
      after: { name: row.name, kind: 'till', is_active: row.is_active },
    });
    return toCashLocation(row);
  });
}

/** Renames a till or (de)activates it; one with a session not closed stays active. */
export async function updateTill(
  db: Database,
  id: string,
  input: TillInput,
): Promise<CashLocation> {
  return db.transaction(async (tx) => {
    const till = await findTill(tx, id);
    if (!till) throw notFound(CASH_MESSAGES.tillNotFound);
    if (!input.is_active && till.is_active) {
      const [busy] = await tx
        .select({ id: tillSessions.id })
        .from(tillSessions)
        .where(and(eq(tillSessions.till_id, id), ne(tillSessions.status, 'closed')));
      if (busy) throw conflict(CASH_MESSAGES.tillHasSession(till.name), 'session_state');
    }
    const [row] = await tx
      .update(cashLocations)
      .set({ name: input.name, is_active: input.is_active })
      .where(eq(cashLocations.id, id))
      .returning();
    if (!row) throw notFound(CASH_MESSAGES.tillNotFound);
    await recordCashAudit(tx, {
      action: 'update',
      recordType: 'cash_location',
      recordId: id,
      parentId: till.branch_id,
      before: { name: till.name, is_active: till.is_active },
      after: { name: row.name, is_active: row.is_active },
    });
    return toCashLocation(row);
  });
}
