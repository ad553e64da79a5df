import { sql } from 'drizzle-orm';
import type { CountLine } from '@domain/cash/count';
import { addLines, lessLines, notesCanMake } from '@domain/cash/notes-on-hand';
import { queryRows, type Database } from '../../db/client';
import type { Actor } from './session-lock';
import { unclosedSessionOf } from './session-view';

export type PayoutCheck = { can_pay: boolean | null; counted_at: string | null };

/**
 * Whether the signed-in teller's till can hand out `amount` of a currency in the notes and coins
 * it holds (issue 46), as its last count of the session found them, with what was handed in
 * (as counted) and dropped (as sent) since. Best effort between counts: what was paid out since
 * is not known note by note. Null when the session never counted the currency or there is no
 * open session. The answer is a yes or no, never the notes nor the balance (the close is
 * blind), and it does not look at the balance, which a teller could otherwise probe.
 */
export async function payoutCheck(
  db: Database,
  actor: Actor,
  currencyId: string,
  amount: string,
): Promise<PayoutCheck> {
  const session = actor.userId ? await unclosedSessionOf(db, actor.userId) : null;
  if (!session || session.status !== 'open') return { can_pay: null, counted_at: null };
  const till = session.till.id;
  const [count] = await queryRows<{ lines: CountLine[]; counted_at: string }>(
    db,
    sql`select c.lines, c.counted_at::text as counted_at from till_counts c
        where c.session_id = ${session.id}::uuid and c.currency_id = ${currencyId}::uuid
          and c.superseded_at is null
        order by c.counted_at desc limit 1`,
  );
  if (!count) return { can_pay: null, counted_at: null };
  const handedIn = await queryRows<{ lines: CountLine[] }>(
    db,
    sql`select k.lines from transfer_counts k join cash_transfers t on t.id = k.transfer_id
        where t.to_location_id = ${till}::uuid and t.currency_id = ${currencyId}::uuid
          and k.kind = 'receiver' and k.counted_at > ${count.counted_at}::timestamptz`,
  );
  const handedOut = await queryRows<{ lines: CountLine[] }>(
    db,
    sql`select t.sent_lines as lines from cash_transfers t
        where t.from_location_id = ${till}::uuid and t.currency_id = ${currencyId}::uuid
          and t.sent_lines is not null and t.created_at > ${count.counted_at}::timestamptz`,
  );
  const notes = lessLines(
    addLines(count.lines, ...handedIn.map((h) => h.lines)),
    handedOut.flatMap((h) => h.lines),
  );
  const countedAt = new Date(count.counted_at).toISOString();
  return { can_pay: notesCanMake(amount, notes), counted_at: countedAt };
}
