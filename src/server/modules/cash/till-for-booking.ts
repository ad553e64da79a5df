import { sql } from 'drizzle-orm';
import { CASH_MESSAGES } from '@domain/cash/messages';
import { conflict } from '../../http-errors';

// Where an exchange's cash moves: the teller's open till, and the card settlement location of
// its branch for the card side of a card payment.
export type BookingTill = {
  sessionId: string;
  tillId: string;
  branchId: string;
  cardLocationId: string;
};

/** The booking teller's open till as tillForBookingSql reads it (null: none open). */
export type TillRead = {
  session_id: string;
  till_id: string;
  branch_id: string;
  card_location_id: string | null;
  /** Which of the dates asked about are closed business days of the till's branch. */
  closed: string[];
} | null;

/**
 * The booking teller's open till, as one json column of the exchange's first statement, with
 * the session row held (key share) so a close cannot slip between the check and the booking,
 * and which of `dates` (the ones the booking may fall on) are closed business days of its
 * branch.
 */
export const tillForBookingSql = (userId: string | null, dates: readonly string[]) =>
  sql`(select json_build_object('session_id', s.id, 'till_id', s.till_id,
        'branch_id', t.branch_id, 'card_location_id', card.id,
        'closed', (select coalesce(json_agg(d.business_date::text), '[]'::json)
          from business_days d where d.branch_id = t.branch_id
            and d.business_date = any(${`{${dates.join(',')}}`}::date[])))
      from till_sessions s
      join cash_locations t on t.id = s.till_id
      left join cash_locations card on card.branch_id = t.branch_id and card.kind = 'card'
      where s.teller_id = ${userId} and s.status = 'open'
      for key share of s)`;

/**
 * The till an exchange of `date` books through: refuses with 409 till_not_open when the
 * teller has none open, and with 409 day_closed when the branch's business day of `date` is
 * closed.
 */
export function bookingTillOf(till: TillRead, date: string): BookingTill {
  if (!till) throw conflict(CASH_MESSAGES.tillNotOpen, 'till_not_open');
  if (till.closed.includes(date)) throw conflict(CASH_MESSAGES.dayClosed(date), 'day_closed');
  if (!till.card_location_id) throw new Error('a branch has no card settlement location');
  return {
    sessionId: till.session_id,
    tillId: till.till_id,
    branchId: till.branch_id,
    cardLocationId: till.card_location_id,
  };
}
