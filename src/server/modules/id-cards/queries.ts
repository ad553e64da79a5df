import { and, asc, eq, isNull } from 'drizzle-orm';
import type { IdCard } from '@domain/contracts/id-cards';
import type { Database, Tx } from '../../db/client';
import { idCards } from '../../db/schema';

type IdCardRow = typeof idCards.$inferSelect;

export const toIdCard = (row: IdCardRow): IdCard => ({
  id: row.id,
  customer_id: row.customer_id,
  id_number: row.id_number,
  id_type: row.id_type,
  issued_date: row.issued_date,
  expiry_date: row.expiry_date,
  created_at: row.created_at.toISOString(),
});

export async function listIdCards(db: Database | Tx, customerId: string): Promise<IdCard[]> {
  const rows = await db
    .select()
    .from(idCards)
    // Archived cards (docs/decisions/0027) are kept for records, not shown nor counted.
    .where(and(eq(idCards.customer_id, customerId), isNull(idCards.archived_at)))
    .orderBy(asc(idCards.created_at), asc(idCards.id));
  return rows.map(toIdCard);
}
