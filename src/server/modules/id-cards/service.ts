import { count, eq } from 'drizzle-orm';
import { MAX_ID_CARDS } from '@domain/constants';
import { CUSTOMER_MESSAGES } from '@domain/contracts/customers';
import {
  ID_CARD_MESSAGES,
  type CreateIdCardInput,
  type IdCard,
  type IdCardList,
} from '@domain/contracts/id-cards';
import type { Database } from '../../db/client';
import { customers, idCards } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { lockCustomer } from '../customers/queries';
import { listIdCards, toIdCard } from './queries';

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
export function addIdCard(db: Database, input: CreateIdCardInput): Promise<IdCard> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, input.customer_id))) throw notFound(CUSTOMER_MESSAGES.notFound);
    const [held] = await tx
      .select({ n: count() })
      .from(idCards)
      .where(eq(idCards.customer_id, input.customer_id));
    if ((held?.n ?? 0) >= MAX_ID_CARDS) throw conflict(ID_CARD_MESSAGES.tooMany, 'id_card_limit');
    const [row] = await tx.insert(idCards).values(input).returning();
    if (!row) throw new Error('insert returned no row');
    return toIdCard(row);
  });
}

// In a transaction, which carries the audit trail's actor (db/audit-context.ts).
export async function deleteIdCard(db: Database, id: string): Promise<void> {
  const deleted = await db.transaction((tx) =>
    tx.delete(idCards).where(eq(idCards.id, id)).returning({ id: idCards.id }),
  );
  if (deleted.length === 0) throw notFound(ID_CARD_NOT_FOUND);
}
