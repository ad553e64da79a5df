import { eq, sql } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { CashTransfer } from '@domain/contracts/transfers';
import { countTotal } from '@domain/cash/count';
import { toDec, toDecimalString } from '@domain/money';
import { roleAllows } from '@domain/staff';
import { queryRows, type Database, type Tx } from '../../db/client';
import { accounts, cashTransfers, currencies } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../http-errors';
import { assertDayOpen, moveBetweenLocations } from '../accounts';
import { bureauDate } from '../settings';
import { recordCashAudit } from './audit-entry';
import { readCount } from './count-input';
import { findLocation, type LocationRow } from './location-balances';
import { transferView } from './transfer-view';
import type { Actor } from './session-lock';

export type TransferInput = {
  from_location_id: string;
  to_location_id: string;
  currency_id: string;
  amount: string;
  lines?: { value: string; quantity: number }[] | undefined;
  note?: string | null | undefined;
};

type TillSessionHold = { id: string; status: string; teller_id: string };

// The session not closed of a till, held FOR KEY SHARE like a booking holds it: a close (FOR
// UPDATE) waits for the transfer, and a transfer waits for a close in progress.
async function holdTillSession(tx: Tx, tillId: string): Promise<TillSessionHold | null> {
  const [row] = await queryRows<TillSessionHold>(
    tx,
    sql`select s.id, s.status, s.teller_id from till_sessions s
        where s.till_id = ${tillId}::uuid and s.status <> 'closed'
        for key share of s`,
  );
  return row ?? null;
}

async function place(tx: Tx, id: string): Promise<LocationRow> {
  const location = await findLocation(tx, id);
  if (!location) throw notFound(CASH_MESSAGES.locationNotFound);
  return location;
}

type TransferCurrency = { code: string; rounding_factor: string; account_id: string };

/** The currency moved, with its account; an amount off its rounding is refused (400). */
export async function transferCurrency(
  tx: Tx,
  currencyId: string,
  amount: string,
): Promise<TransferCurrency> {
  const [currency] = await tx
    .select({
      code: currencies.code,
      rounding_factor: currencies.rounding_factor,
      account_id: accounts.id,
    })
    .from(currencies)
    .innerJoin(accounts, eq(accounts.currency_id, currencies.id))
    .where(eq(currencies.id, currencyId));
  if (!currency) throw notFound(CASH_MESSAGES.unknownCurrency);
  if (!toDec(amount).mod(currency.rounding_factor).isZero()) {
    const message = CASH_MESSAGES.amountRounding(
      currency.code,
      toDecimalString(currency.rounding_factor),
    );
    throw badRequest(message, { amount: message });
  }
  return currency;
}

/**
 * Writes a transfer: its cash_transfers row, its two movements and its audit entry, in the
 * caller's transaction (whose checks have passed). Answers the transfer's id.
 */
export async function writeTransfer(
  tx: Tx,
  what: {
    from: LocationRow;
    to: LocationRow;
    currency: TransferCurrency;
    currencyId: string;
    amount: string;
    sentLines?: { value: string; quantity: number }[] | null;
    date: string;
    note: string | null;
    userId: string | null;
    at: Date;
  },
): Promise<string> {
  const { from, to, currency, note } = what;
  const [row] = await tx
    .insert(cashTransfers)
    .values({
      from_location_id: from.id,
      to_location_id: to.id,
      currency_id: what.currencyId,
      amount: what.amount,
      sent_lines: what.sentLines ?? null,
      business_date: what.date,
      note,
      user_id: what.userId,
      created_at: what.at,
    })
    .returning({ id: cashTransfers.id });
  if (!row) throw new Error('insert returned no transfer');
  await moveBetweenLocations(
    tx,
    {
      accountId: currency.account_id,
      fromLocationId: from.id,
      toLocationId: to.id,
      amount: what.amount,
    },
    { reason: 'transfer', userId: what.userId, note: note ?? `${from.name} → ${to.name}` },
  );
  await recordCashAudit(tx, {
    action: 'transfer',
    recordType: 'cash_transfer',
    recordId: row.id,
    parentId: from.branch_id,
    after: {
      from: from.name,
      to: to.name,
      currency: currency.code,
      amount: what.amount,
      business_date: what.date,
      note,
    },
  });
  return row.id;
}

/** The sender's count by denomination (a drop), checked like any count; it adds up to the amount. */
async function sentCount(tx: Tx, input: TransferInput, code: string) {
  if (!input.lines) return null;
  const counted = await readCount(tx, {
    counts: [{ currency_id: input.currency_id, lines: input.lines }],
  });
  const lines = counted.get(input.currency_id)?.lines ?? [];
  const total = countTotal(lines);
  if (!total.eq(toDec(input.amount))) {
    const message = CASH_MESSAGES.sentLinesTotal(toDecimalString(total), code);
    throw unprocessable(message, 'count_invalid');
  }
  return lines;
}

/**
 * Cash carried from one place to another of a branch (vault ↔ till, till ↔ till; never card
 * settlement), dated the bureau's today: a cash_transfers row and its two movements, in one
 * transaction. A manager or the owner makes any; a teller from their own open till, or into it from
 * another till. A till sends or receives cash only while its session is open. What was sent
 * waits for the receiver's count (handovers.ts, docs/decisions/0059).
 */
export async function createTransfer(
  db: Database,
  clock: Clock,
  input: TransferInput,
  actor: Actor,
): Promise<CashTransfer> {
  const now = clock();
  return db.transaction(async (tx) => {
    if (input.from_location_id === input.to_location_id) {
      throw badRequest(CASH_MESSAGES.sameLocation, { to_location_id: CASH_MESSAGES.sameLocation });
    }
    const from = await place(tx, input.from_location_id);
    const to = await place(tx, input.to_location_id);
    if (from.kind === 'card' || to.kind === 'card') throw badRequest(CASH_MESSAGES.cardLocation);
    if (from.branch_id !== to.branch_id) throw badRequest(CASH_MESSAGES.otherBranch);
    const currency = await transferCurrency(tx, input.currency_id, input.amount);

    const sessions = new Map<string, TillSessionHold | null>();
    // In location id order, so two transfers between the same tills lock alike.
    for (const location of [from, to].sort((a, b) => a.id.localeCompare(b.id))) {
      if (location.kind === 'till')
        sessions.set(location.id, await holdTillSession(tx, location.id));
    }
    if (!roleAllows(actor.role, 'manager')) {
      // A teller hands over from their own open till (to another till, or a drop to the vault),
      // or has cash handed to it from another till.
      const own = (l: LocationRow) =>
        l.kind === 'till' && sessions.get(l.id)?.teller_id === actor.userId;
      if (!(own(from) || (own(to) && from.kind === 'till'))) {
        throw forbidden(CASH_MESSAGES.tellerTransfer);
      }
    }
    for (const location of [from, to]) {
      if (location.kind === 'till' && sessions.get(location.id)?.status !== 'open') {
        throw conflict(CASH_MESSAGES.tillNotOpenForTransfer(location.name), 'session_state');
      }
    }
    const date = await bureauDate(tx, now);
    await assertDayOpen(tx, from.branch_id, date);

    const sentLines = await sentCount(tx, input, currency.code);
    const id = await writeTransfer(tx, {
      from,
      to,
      currency,
      currencyId: input.currency_id,
      amount: input.amount,
      sentLines,
      date,
      note: input.note ?? null,
      userId: actor.userId,
      at: now,
    });
    const view = await transferView(tx, id, actor);
    if (!view) throw new Error('the transfer just made is missing');
    return view;
  });
}
