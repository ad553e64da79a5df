import { sql } from 'drizzle-orm';
import { CASH_MESSAGES } from '@domain/cash/messages';
import { preparedRows, type Tx } from '../../db/client';
import { conflict } from '../../http-errors';

// Where an exchange's cash moves: the teller's open till, and the card settlement location of
// its branch for the card side of a card payment.
export type BookingTill = {
  sessionId: string;
  tillId: string;
  branchId: string;
  cardLocationId: string;
};

/**
 * The booking teller's open till, read in the exchange's transaction with the session row held
 * (key share) so a close cannot slip between the check and the booking; refuses with 409
 * till_not_open when there is none, and with 409 day_closed when the branch's business day of
 * `date` is closed.
 */
export async function tillForBooking(
  tx: Tx,
  userId: string | null,
  date: string,
): Promise<BookingTill> {
  if (!userId) throw conflict(CASH_MESSAGES.tillNotOpen, 'till_not_open');
  const [till] = await preparedRows<{
    session_id: string;
    till_id: string;
    branch_id: string;
    card_location_id: string | null;
    day_closed: boolean;
  }>(
    tx,
    'till_for_booking',
    sql`select s.id as session_id, s.till_id, t.branch_id, card.id as card_location_id,
          exists (select 1 from business_days d
                   where d.branch_id = t.branch_id and d.business_date = ${date}::date)
            as day_closed
        from till_sessions s
        join cash_locations t on t.id = s.till_id
        left join cash_locations card on card.branch_id = t.branch_id and card.kind = 'card'
        where s.teller_id = ${userId} and s.status = 'open'
        for key share of s`,
  );
  if (!till) throw conflict(CASH_MESSAGES.tillNotOpen, 'till_not_open');
  if (till.day_closed) throw conflict(CASH_MESSAGES.dayClosed(date), 'day_closed');
  if (!till.card_location_id) throw new Error('a branch has no card settlement location');
  return {
    sessionId: till.session_id,
    tillId: till.till_id,
    branchId: till.branch_id,
    cardLocationId: till.card_location_id,
  };
}
