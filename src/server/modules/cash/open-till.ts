import { and, eq, ne, or } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { OpenTillInput, TillSession } from '@domain/contracts/cash';
import type { Database, Tx } from '../../db/client';
import { cashLocations, tillSessions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-errors';
import { bureauDate } from '../settings';
import { recordCashAudit } from './audit-entry';
import { auditCounts, bookVariances, compareWithTill, storeCounts } from './count-booking';
import { readCount } from './count-input';
import { findTill, type LocationRow } from './location-balances';
import { coveredByTillCount } from './handovers';
import { transferCurrency, writeTransfer } from './transfers';
import { personName, tellers } from './person';
import { isSessionUniqueViolation } from './session-lock';
import { sessionView } from './session-view';
import { assertDayOpen } from '../accounts';

/**
 * Refuses (409 till_busy) when the till or the teller already has a session not closed, saying
 * which. Two opens at once both pass here: the partial unique indexes keep one of them.
 */
export async function assertTillAndTellerFree(
  tx: Tx,
  till: { id: string; name: string },
  tellerId: string,
  exceptSessionId: string | null = null,
): Promise<void> {
  const busy = await tx
    .select({
      id: tillSessions.id,
      till_id: tillSessions.till_id,
      till_name: cashLocations.name,
      teller_id: tillSessions.teller_id,
      teller_name: personName(tellers),
    })
    .from(tillSessions)
    .innerJoin(cashLocations, eq(cashLocations.id, tillSessions.till_id))
    .innerJoin(tellers, eq(tellers.id, tillSessions.teller_id))
    .where(
      and(
        ne(tillSessions.status, 'closed'),
        or(eq(tillSessions.till_id, till.id), eq(tillSessions.teller_id, tellerId)),
      ),
    );
  const other = busy.filter((s) => s.id !== exceptSessionId);
  const onTill = other.find((s) => s.till_id === till.id);
  if (onTill) throw conflict(CASH_MESSAGES.tillBusy(till.name, onTill.teller_name), 'till_busy');
  const ofTeller = other.find((s) => s.teller_id === tellerId);
  if (ofTeller) throw conflict(CASH_MESSAGES.tellerBusy(ofTeller.till_name), 'till_busy');
}

/**
 * A teller opens a till by counting its float (docs/decisions/0036): the count is compared with
 * what the till holds (its balance at its last close), and a difference is recorded as the
 * opening variance and booked over/short at the till, so the till holds what was counted.
 */
export async function openTill(
  db: Database,
  clock: Clock,
  tillId: string,
  userId: string | null,
  body: Pick<OpenTillInput, 'counts'> & Partial<Pick<OpenTillInput, 'float'>>,
): Promise<TillSession> {
  if (!userId) throw notFound(CASH_MESSAGES.tillNotFound);
  const now = clock();
  try {
    return await db.transaction(async (tx) => {
      const till = await findTill(tx, tillId);
      if (!till) throw notFound(CASH_MESSAGES.tillNotFound);
      if (!till.is_active) throw conflict(CASH_MESSAGES.tillInactive(till.name));
      const date = await bureauDate(tx, now);
      await assertDayOpen(tx, till.branch_id, date);
      await assertTillAndTellerFree(tx, till, userId);
      const counted = await readCount(tx, body);
      const [session] = await tx
        .insert(tillSessions)
        .values({ till_id: till.id, teller_id: userId, business_date: date, opened_at: now })
        .returning({ id: tillSessions.id });
      if (!session) throw new Error('insert returned no session');
      // The float handed over from the vault arrives before the count: the teller counts it.
      await takeFloat(tx, till, body.float ?? [], { userId, date, at: now });
      const findings = await compareWithTill(tx, till.id, counted);
      await storeCounts(tx, session.id, 'opening', findings, { userId, at: now });
      await bookVariances(tx, till.id, findings, {
        userId,
        note: `Opening count of ${till.name}`,
      });
      await recordOpen(tx, session.id, till, { userId, date, findings });
      const view = await sessionView(tx, session.id);
      if (!view) throw new Error('the session just opened is missing');
      return view;
    });
  } catch (error) {
    // Another open of this till or by this teller committed first.
    if (isSessionUniqueViolation(error)) {
      throw conflict(CASH_MESSAGES.openedMeanwhile, 'till_busy');
    }
    throw error;
  }
}

/**
 * The float a till takes from its branch's vault as it opens (issue 46): one transfer per
 * currency, vault to till, noted as the opening float, in the opening's transaction. The count
 * that follows compares with the till holding it, so a difference is the receiving teller's.
 */
async function takeFloat(
  tx: Tx,
  till: LocationRow,
  lines: readonly { currency_id: string; amount: string }[],
  who: { userId: string; date: string; at: Date },
) {
  if (lines.length === 0) return;
  const seen = new Set<string>();
  const [vault] = await tx
    .select()
    .from(cashLocations)
    .where(and(eq(cashLocations.branch_id, till.branch_id), eq(cashLocations.kind, 'vault')));
  if (!vault) throw conflict(CASH_MESSAGES.noVault);
  for (const line of lines) {
    const currency = await transferCurrency(tx, line.currency_id, line.amount);
    if (seen.has(line.currency_id)) {
      const message = CASH_MESSAGES.floatTwice(currency.code);
      throw badRequest(message, { float: message });
    }
    seen.add(line.currency_id);
    const id = await writeTransfer(tx, {
      from: vault,
      to: till,
      currency,
      currencyId: line.currency_id,
      amount: line.amount,
      date: who.date,
      note: CASH_MESSAGES.openingFloat,
      userId: who.userId,
      at: who.at,
    });
    await coveredByTillCount(tx, 'opening', [{ id, amount: line.amount }], who);
  }
}

async function recordOpen(
  tx: Tx,
  sessionId: string,
  till: { id: string; name: string },
  what: { userId: string; date: string; findings: Parameters<typeof auditCounts>[0] },
) {
  await recordCashAudit(tx, {
    action: 'open',
    recordType: 'till_session',
    recordId: sessionId,
    parentId: till.id,
    after: {
      till: till.name,
      teller_id: what.userId,
      business_date: what.date,
      status: 'open',
      opening: auditCounts(what.findings),
    },
  });
}
