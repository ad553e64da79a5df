import { and, count, eq, isNull } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import { MAX_ID_CARDS } from '@domain/constants';
import { CUSTOMER_MESSAGES } from '@domain/contracts/customers';
import {
  ID_CARD_MESSAGES,
  type CompleteIdCardInput,
  type CreateIdCardInput,
  type IdCard,
  type IdCardList,
} from '@domain/contracts/id-cards';
import type { Database, Tx } from '../../db/client';
import { archiveOrDelete } from '../../db/archive-or-delete';
import { customers, idCards } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { hasTransactions, lockCustomer } from '../records';
import { verificationValues } from './card-values';
import { getIdCard, listIdCards } from './queries';

export const ID_CARD_NOT_FOUND = 'ID card not found';

export async function listIdCardsOf(db: Database, customerId: string): Promise<IdCardList> {
  const [owner] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!owner) throw notFound(CUSTOMER_MESSAGES.notFound);
  const rows = await listIdCards(db, customerId);
  return { rows, total: rows.length };
}

// The customer row is locked first, so two concurrent adds count the cards one after the other
// and the limit of MAX_ID_CARDS holds.
export function addIdCard(
  db: Database,
  clock: Clock,
  input: CreateIdCardInput,
  userId: string | null,
): Promise<IdCard> {
  return db.transaction(async (tx) => {
    const owner = await lockCustomer(tx, input.customer_id);
    if (!owner) throw notFound(CUSTOMER_MESSAGES.notFound);
    if (owner.archived_at) throw conflict(CUSTOMER_MESSAGES.archived, 'archived');
    const [held] = await tx
      .select({ n: count() })
      .from(idCards)
      .where(and(eq(idCards.customer_id, input.customer_id), isNull(idCards.archived_at)));
    if ((held?.n ?? 0) >= MAX_ID_CARDS) throw conflict(ID_CARD_MESSAGES.tooMany, 'id_card_limit');
    const { verified: _said, ...card } = input;
    const [row] = await tx
      .insert(idCards)
      .values({ ...card, ...(await verificationValues(tx, clock, input, userId)) })
      .returning({ id: idCards.id });
    const saved = row && (await getIdCard(tx, row.id));
    if (!saved) throw new Error('insert returned no row');
    return saved;
  });
}

/**
 * Completes a card on file (issue 44): its issuing country, province or state, and, when staff
 * say so, its verification today. Its number, type and dates are what the document says and stay
 * as saved; a wrong card is deleted and added again. Only a card in use can be completed.
 */
// A card and its customer, locked customer first (as an exchange's booking holds it), so an
// exchange in progress is seen once it commits; either is undefined when not found.
export async function lockCard(tx: Tx, id: string) {
  const [found] = await tx
    .select({ customer_id: idCards.customer_id })
    .from(idCards)
    .where(eq(idCards.id, id));
  const owner = found && (await lockCustomer(tx, found.customer_id));
  const [card] = await tx.select().from(idCards).where(eq(idCards.id, id)).for('update');
  return { owner, card };
}

export function completeIdCard(
  db: Database,
  clock: Clock,
  id: string,
  input: CompleteIdCardInput,
  userId: string | null,
): Promise<IdCard> {
  return db.transaction(async (tx) => {
    const { owner, card } = await lockCard(tx, id);
    if (!owner || !card || card.archived_at) throw notFound(ID_CARD_NOT_FOUND);
    if (owner.archived_at) throw conflict(CUSTOMER_MESSAGES.archived, 'archived');
    await tx
      .update(idCards)
      .set(await verificationValues(tx, clock, input, userId))
      .where(eq(idCards.id, id));
    const saved = await getIdCard(tx, id);
    if (!saved) throw notFound(ID_CARD_NOT_FOUND);
    return saved;
  });
}

/**
 * An ID card of a customer who has transactions identified them for those records
 * (docs/decisions/0027): it is archived (kept, no longer shown or counted); any other is
 * deleted. The cards of an archived customer are kept as they are. The customer is locked
 * first (as an exchange's booking holds it), so an exchange in progress is seen once it commits.
 * In a transaction, which carries the audit trail's actor (db/audit-context.ts). Answers when
 * the card was archived, null when deleted.
 */
export function deleteIdCard(
  db: Database,
  clock: Clock,
  id: string,
  userId: string | null,
): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const { owner, card } = await lockCard(tx, id);
    if (!owner || !card) throw notFound(ID_CARD_NOT_FOUND);
    if (!card.archived_at && owner.archived_at) {
      throw conflict(CUSTOMER_MESSAGES.archived, 'archived');
    }
    return archiveOrDelete(tx, idCards, card, {
      clock,
      userId,
      kept: () => hasTransactions(tx, card.customer_id),
    });
  });
}
