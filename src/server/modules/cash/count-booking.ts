import { and, eq, inArray, isNull } from 'drizzle-orm';
import { countVariance, type CountLine } from '@domain/cash/count';
import { toDec } from '@domain/money';
import type { Tx } from '../../db/client';
import { accounts, tillCounts } from '../../db/schema';
import { applyBalanceLegs } from '../accounts';
import type { CountedCurrency } from './count-input';
import { balancesOfLocation } from './location-balances';

export type CountFinding = {
  currency_id: string;
  lines: CountLine[];
  total: string;
  expected: string;
  variance: string;
};

/**
 * A count beside what the till holds: every currency it holds or that was counted, with the
 * till's balance as expected (a currency not counted was counted as none).
 */
export async function compareWithTill(
  tx: Tx,
  tillId: string,
  counted: Map<string, CountedCurrency>,
): Promise<CountFinding[]> {
  const held = await balancesOfLocation(tx, tillId);
  const expected = new Map(held.map((b) => [b.currency_id, b.balance]));
  const ids = [...new Set([...held.map((b) => b.currency_id), ...counted.keys()])];
  return ids.map((currencyId) => {
    const count = counted.get(currencyId);
    const total = count?.total ?? '0';
    const was = expected.get(currencyId) ?? '0';
    return {
      currency_id: currencyId,
      lines: count?.lines ?? [],
      total,
      expected: was,
      variance: countVariance(total, was),
    };
  });
}

/** Stores a session's counts of one kind. */
export async function storeCounts(
  tx: Tx,
  sessionId: string,
  kind: 'opening' | 'closing' | 'spot',
  findings: readonly CountFinding[],
  who: { userId: string | null; at: Date },
): Promise<void> {
  if (findings.length === 0) return;
  await tx.insert(tillCounts).values(
    findings.map((f) => ({
      session_id: sessionId,
      kind,
      currency_id: f.currency_id,
      lines: f.lines,
      total: f.total,
      expected: f.expected,
      variance: f.variance,
      counted_by: who.userId,
      counted_at: who.at,
    })),
  );
}

/** Marks a session's current closing counts superseded (a recount); true when there were any. */
export async function supersedeClosingCounts(tx: Tx, sessionId: string, at: Date) {
  const superseded = await tx
    .update(tillCounts)
    .set({ superseded_at: at })
    .where(
      and(
        eq(tillCounts.session_id, sessionId),
        eq(tillCounts.kind, 'closing'),
        isNull(tillCounts.superseded_at),
      ),
    )
    .returning({ id: tillCounts.id });
  return superseded.length > 0;
}

/** The session's current closing counts, as found when counted. */
export async function currentClosingFindings(tx: Tx, sessionId: string): Promise<CountFinding[]> {
  const rows = await tx
    .select()
    .from(tillCounts)
    .where(
      and(
        eq(tillCounts.session_id, sessionId),
        eq(tillCounts.kind, 'closing'),
        isNull(tillCounts.superseded_at),
      ),
    );
  return rows.map((row) => ({
    currency_id: row.currency_id,
    lines: row.lines,
    total: row.total,
    expected: row.expected,
    variance: row.variance,
  }));
}

/**
 * Books each non-zero variance as an over/short movement at the till (or the place a handover
 * was sent from), so the till's balance equals the count (the ledger keeps the account and location balances).
 */
export async function bookVariances(
  tx: Tx,
  tillId: string,
  findings: readonly Pick<CountFinding, 'currency_id' | 'variance'>[],
  entry: { userId: string | null; note: string },
): Promise<void> {
  const off = findings.filter((f) => !toDec(f.variance).isZero());
  if (off.length === 0) return;
  const rows = await tx
    .select({ id: accounts.id, currency_id: accounts.currency_id })
    .from(accounts)
    .where(
      inArray(
        accounts.currency_id,
        off.map((f) => f.currency_id),
      ),
    );
  const accountOf = new Map(rows.map((row) => [row.currency_id, row.id]));
  await applyBalanceLegs(
    tx,
    off.map((f) => {
      const accountId = accountOf.get(f.currency_id);
      if (!accountId) throw new Error(`no account for currency ${f.currency_id}`);
      return { accountId, delta: f.variance, transactionId: null, locationId: tillId };
    }),
    { reason: 'over_short', userId: entry.userId, note: entry.note },
  );
}

/** The audit's short form of counts: per currency, counted, expected and the variance. */
export const auditCounts = (findings: readonly CountFinding[]) =>
  findings.map((f) => ({
    currency_id: f.currency_id,
    total: f.total,
    expected: f.expected,
    variance: f.variance,
  }));
