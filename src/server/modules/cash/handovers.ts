import { sql } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import { countVariance } from '@domain/cash/count';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { CashTransfer, HandoverCountBody, VarianceSide } from '@domain/contracts/transfers';
import { toDec } from '@domain/money';
import { roleAllows } from '@domain/staff';
import { queryRows, type Database, type Tx } from '../../db/client';
import { transferCounts, transferSignoffs } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http-errors';
import { assertDayOpen, moveBetweenLocations } from '../accounts';
import { bureauDate } from '../settings';
import { recordCashAudit } from './audit-entry';
import { bookVariances } from './count-booking';
import { readCount } from './count-input';
import { isUniqueViolation, lockSession, type Actor } from './session-lock';
import { transferStatus, transferView } from './transfer-view';
import { variancesWithinTolerance } from './variance-tolerance';

// Cash handed over is counted by whoever receives it (issue 46, docs/decisions/0059). The
// transfer moved what the sender said; the receiver's blind count corrects the receiver's books
// to what arrived, and the difference is the sender's (booked over/short where it was sent
// from) within the tolerance, else a manager's sign-off says whose it is.

type LockedTransfer = {
  id: string;
  from_id: string;
  from_name: string;
  to_id: string;
  to_name: string;
  to_kind: 'vault' | 'till';
  branch_id: string;
  currency_id: string;
  account_id: string;
  amount: string;
  count_variance: string | null;
  booked_side: VarianceSide | null;
  signoff_side: VarianceSide | null;
};

// A transfer as it stands. Its row is never locked (transfers are append-only: the app's role may
// not lock them): a count or sign-off is one row per transfer (a unique key), and the count of
// a till's handover holds the till's session, as the close does before covering it.
async function readTransfer(tx: Tx, id: string): Promise<LockedTransfer> {
  const [row] = await queryRows<LockedTransfer>(
    tx,
    sql`select t.id, f.id as from_id, f.name as from_name, d.id as to_id, d.name as to_name,
          d.kind as to_kind, f.branch_id, t.currency_id, a.id as account_id,
          t.amount::text as amount, k.variance::text as count_variance, k.booked_side,
          s.side as signoff_side
        from cash_transfers t
        join cash_locations f on f.id = t.from_location_id
        join cash_locations d on d.id = t.to_location_id
        join accounts a on a.currency_id = t.currency_id
        left join transfer_counts k on k.transfer_id = t.id
        left join transfer_signoffs s on s.transfer_id = t.id
        where t.id = ${id}::uuid`,
  );
  if (!row) throw notFound(CASH_MESSAGES.transferNotFound);
  return row;
}

/** Moves a difference between the two places: positive from sender to receiver. */
async function moveDifference(
  tx: Tx,
  t: LockedTransfer,
  difference: string,
  entry: { userId: string | null; note: string },
) {
  const amount = toDec(difference);
  if (amount.isZero()) return;
  const [from, to] = amount.isPositive() ? [t.from_id, t.to_id] : [t.to_id, t.from_id];
  await moveBetweenLocations(
    tx,
    {
      accountId: t.account_id,
      fromLocationId: from,
      toLocationId: to,
      amount: amount.abs().toFixed(),
    },
    { reason: 'transfer', ...entry },
  );
}

/** Who counts a handover: the receiving till's teller while it is open; a manager at the vault. */
async function assertMayCount(tx: Tx, t: LockedTransfer, actor: Actor) {
  if (t.to_kind === 'vault') {
    if (!roleAllows(actor.role, 'manager')) throw forbidden(CASH_MESSAGES.vaultCountManager);
    return;
  }
  const [session] = await queryRows<{ id: string }>(
    tx,
    sql`select id from till_sessions where till_id = ${t.to_id}::uuid and status <> 'closed'`,
  );
  const locked = session ? await lockSession(tx, session.id) : null;
  if (!locked || locked.status !== 'open') {
    throw conflict(CASH_MESSAGES.receivingTillNotOpen(t.to_name), 'session_state');
  }
  if (actor.userId === null || actor.userId !== locked.teller_id) {
    throw forbidden(CASH_MESSAGES.handoverNotYours);
  }
}

/**
 * The receiver counts what was handed over, blind and by denomination. Equal: received. A
 * difference within the tolerance: the sender's, booked over/short where it was sent from.
 * Beyond it: the receiver's books hold what was counted and the difference waits for a sign-off.
 */
export async function countHandover(
  db: Database,
  clock: Clock,
  id: string,
  actor: Actor,
  body: HandoverCountBody,
): Promise<CashTransfer> {
  const now = clock();
  return settledOnce(CASH_MESSAGES.handoverCounted, 'transfer_counts_one', () =>
    db.transaction(async (tx) => {
      const first = await readTransfer(tx, id);
      await assertMayCount(tx, first, actor);
      // Read again with the session held: a close may have covered it meanwhile.
      const t = await readTransfer(tx, id);
      if (t.count_variance !== null)
        throw conflict(CASH_MESSAGES.handoverCounted, 'transfer_state');
      await assertDayOpen(tx, t.branch_id, await bureauDate(tx, now));
      const counted = await readCount(tx, {
        counts: [{ currency_id: t.currency_id, lines: body.lines }],
      });
      const count = counted.get(t.currency_id);
      const total = count?.total ?? '0';
      const variance = countVariance(total, t.amount);
      const within = await variancesWithinTolerance(
        tx,
        [{ currency_id: t.currency_id, variance }],
        now,
      );
      const note = `Count of the handover ${t.from_name} → ${t.to_name}`;
      await moveDifference(tx, t, variance, { userId: actor.userId, note });
      const off = !toDec(variance).isZero();
      if (off && within) {
        await bookVariances(tx, t.from_id, [{ currency_id: t.currency_id, variance }], {
          userId: actor.userId,
          note: `${note}: the sender's difference`,
        });
      }
      await tx.insert(transferCounts).values({
        transfer_id: t.id,
        kind: 'receiver',
        lines: count?.lines ?? [],
        total,
        variance,
        booked_side: off && within ? 'sender' : null,
        counted_by: actor.userId,
        counted_at: now,
      });
      await recordCashAudit(tx, {
        action: 'receive',
        recordType: 'cash_transfer',
        recordId: t.id,
        parentId: t.branch_id,
        after: { sent: t.amount, counted: total, variance, within_tolerance: within },
      });
      return viewOf(tx, t.id, actor);
    }),
  );
}

/**
 * A manager signs off a handover's difference beyond the tolerance, with a reason: the sender's
 * (booked over/short where it was sent from) or the receiver's (the receiver took what was sent
 * and the difference is booked over/short there).
 */
export async function signOffHandover(
  db: Database,
  clock: Clock,
  id: string,
  actor: Actor,
  body: { side: VarianceSide; reason: string },
): Promise<CashTransfer> {
  const now = clock();
  return settledOnce(CASH_MESSAGES.handoverNotAwaiting, 'transfer_signoffs_pkey', () =>
    db.transaction(async (tx) => {
      const t = await readTransfer(tx, id);
      if (transferStatus(t) !== 'awaiting_signoff' || t.count_variance === null) {
        throw conflict(CASH_MESSAGES.handoverNotAwaiting, 'transfer_state');
      }
      await assertDayOpen(tx, t.branch_id, await bureauDate(tx, now));
      const variance = t.count_variance;
      const note = `Handover ${t.from_name} → ${t.to_name}, signed off: ${body.reason}`;
      if (body.side === 'receiver') {
        await moveDifference(tx, t, toDec(variance).neg().toFixed(), {
          userId: actor.userId,
          note,
        });
      }
      const where = body.side === 'sender' ? t.from_id : t.to_id;
      await bookVariances(tx, where, [{ currency_id: t.currency_id, variance }], {
        userId: actor.userId,
        note,
      });
      await tx.insert(transferSignoffs).values({
        transfer_id: t.id,
        side: body.side,
        reason: body.reason,
        signed_off_by: actor.userId,
        signed_off_at: now,
      });
      await recordCashAudit(tx, {
        action: 'sign_off',
        recordType: 'cash_transfer',
        recordId: t.id,
        parentId: t.branch_id,
        after: { side: body.side, reason: body.reason, variance },
      });
      return viewOf(tx, t.id, actor);
    }),
  );
}

/** Two counts (or sign-offs) of one handover at once: the second is told it is done (409). */
async function settledOnce<T>(message: string, key: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, key)) throw conflict(message, 'transfer_state');
    throw error;
  }
}

async function viewOf(tx: Tx, id: string, actor: Actor): Promise<CashTransfer> {
  const view = await transferView(tx, id, actor);
  if (!view) throw new Error('the transfer just counted is missing');
  return view;
}

/**
 * A count that covered a transfer without the receiver counting it apart: the receiving till's
 * opening count (the float it took) or its close (a handover not counted before it), which
 * compares the till with what it holds, the transfer included.
 */
export async function coveredByTillCount(
  tx: Tx,
  kind: 'opening' | 'closing',
  transfers: readonly { id: string; amount: string }[],
  who: { userId: string | null; at: Date },
): Promise<void> {
  if (transfers.length === 0) return;
  await tx.insert(transferCounts).values(
    transfers.map((t) => ({
      transfer_id: t.id,
      kind,
      lines: [],
      total: t.amount,
      variance: '0',
      counted_by: who.userId,
      counted_at: who.at,
    })),
  );
}

/** The handovers into a till not counted yet (its close covers them). */
export async function uncountedInto(tx: Tx, tillId: string) {
  return queryRows<{ id: string; amount: string }>(
    tx,
    sql`select t.id, t.amount::text as amount from cash_transfers t
        where t.to_location_id = ${tillId}::uuid
          and not exists (select 1 from transfer_counts k where k.transfer_id = t.id)`,
  );
}
