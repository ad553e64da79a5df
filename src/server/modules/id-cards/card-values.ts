import type { Clock } from '@domain/clock';
import type { Tx } from '../../db/client';
import { bureauDate } from '../settings';

type Verifiable = {
  issuing_country: string | null;
  issuing_jurisdiction: string | null;
  verified: boolean;
};

// What a card's row keeps of what staff said (issue 44): the issuer as sent, and, when they say
// they checked the document against its holder, who did and on which business day of the bureau
// (the server's clock, never a date the browser sends). Saying nothing of it keeps what the row
// had: a card stays verified by whoever verified it first.
export async function verificationValues(
  tx: Tx,
  clock: Clock,
  card: Verifiable,
  userId: string | null,
) {
  return {
    issuing_country: card.issuing_country,
    issuing_jurisdiction: card.issuing_jurisdiction,
    ...(card.verified ? { verified_on: await bureauDate(tx, clock()), verified_by: userId } : {}),
  };
}
