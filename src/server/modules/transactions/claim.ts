import { sql } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import type { TransactionDetail } from '@domain/contracts/transactions';
import { isRecordId } from '@domain/contracts/common';
import { CLAIM_MESSAGES, claimNoteTime, claimRefusal } from '@domain/transaction-status';
import { queryRows, type Database } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../http-errors';
import { businessTimeZone } from '../settings';
import { selectDetails, toDetail, type RawDetail } from './detail-queries';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

// Thrown inside the database transaction so that siblings claimed by the same statement roll
// back when the requested transaction itself was not claimable.
class NotClaimed extends Error {}

/**
 * Claims an on-behalf transaction for its recipient (SPEC §4): one conditional UPDATE sets
 * claimed_at, claimed_by and the 'Claimed on' note, only while the row is on behalf, completed
 * and unclaimed, so of two staff claiming at once exactly one succeeds. With `withExchange` the
 * same statement also claims the exchange's other unclaimed on-behalf pairs.
 */
export async function claimTransaction(
  db: Database,
  clock: Clock,
  id: string,
  options: { userId: string | null; withExchange: boolean },
): Promise<TransactionDetail[]> {
  if (!isRecordId(id)) throw notFound(TRANSACTION_NOT_FOUND);
  const now = clock();
  // The note is read by people: the bureau's clock, not the server's (docs/decisions/0031).
  const note = `Claimed on ${claimNoteTime(now, await businessTimeZone(db))}`;
  const siblings = options.withExchange
    ? sql`or t.reference_number = (select reference_number from transactions where id = ${id})`
    : sql``;
  let ids: string[];
  try {
    ids = await db.transaction(async (tx) => {
      // The note rule of appendClaimNote: blank notes are replaced, others get ' | ' + note.
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`update transactions t set
            claimed_at = ${now.toISOString()}::timestamptz,
            claimed_by = ${options.userId},
            notes = case when coalesce(t.notes, '') ~ '^[[:space:]]*$' then ${note}
                         else t.notes || ${` | ${note}`} end
          where (t.id = ${id} ${siblings})
            and t.is_on_behalf and t.status = 'completed' and t.claimed_at is null
          returning t.id, t.pair_index`,
      );
      if (!rows.some((row) => row.id === id)) throw new NotClaimed();
      return [id, ...rows.map((row) => row.id).filter((other) => other !== id)];
    });
  } catch (error) {
    if (error instanceof NotClaimed) throw await refusal(db, id);
    throw error;
  }
  const details = await queryRows<RawDetail>(
    db,
    sql`${selectDetails} where t.id in (${sql.join(
      ids.map((one) => sql`${one}`),
      sql`, `,
    )}) order by (t.id = ${id}) desc, t.pair_index`,
  );
  return details.map(toDetail);
}

// Why the requested transaction was not claimed, read after the update found nothing to do.
async function refusal(db: Database, id: string) {
  const [row] = await queryRows<{ status: string; is_on_behalf: boolean; claimed_at: unknown }>(
    db,
    sql`select status, is_on_behalf, claimed_at from transactions where id = ${id}`,
  );
  if (!row) return notFound(TRANSACTION_NOT_FOUND);
  const reason = claimRefusal({
    status: row.status,
    is_on_behalf: row.is_on_behalf,
    claimed_at: row.claimed_at === null ? null : String(row.claimed_at),
  });
  if (reason === 'already_claimed' || reason === null) {
    // null: claimable now, so it changed hands while we looked; still a lost race.
    return conflict(CLAIM_MESSAGES.already_claimed, 'already_claimed');
  }
  return unprocessable(CLAIM_MESSAGES[reason], 'not_claimable');
}
