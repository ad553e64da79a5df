import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { IdImageSide } from '@domain/contracts/id-card-images';
import type { IdCard } from '@domain/contracts/id-cards';
import type { Database, Tx } from '../../db/client';
import { idCards, user } from '../../db/schema';

type IdCardRow = typeof idCards.$inferSelect;

// A staff member by name as the staff list shows it (null once their account is gone): who
// verified a card, who stored its photo.
export const staffName = sql<string | null>`coalesce(
  nullif(trim(concat_ws(' ', ${user.first_name}, ${user.last_name})), ''),
  nullif(trim(${user.name}), ''), ${user.email})`;

// The sides whose photo is on file, front first.
const imageSides = sql<IdImageSide[]>`coalesce((select array_agg(im.side order by im.side desc)
  from id_card_images im where im.id_card_id = ${idCards.id}), '{}')`;

export const toIdCard = (
  row: IdCardRow,
  verifiedBy: string | null,
  images: IdImageSide[],
): IdCard => ({
  id: row.id,
  customer_id: row.customer_id,
  id_number: row.id_number,
  id_type: row.id_type,
  issued_date: row.issued_date,
  expiry_date: row.expiry_date,
  issuing_country: row.issuing_country,
  issuing_jurisdiction: row.issuing_jurisdiction,
  verified_on: row.verified_on,
  verified_by: verifiedBy,
  images,
  created_at: row.created_at.toISOString(),
});

/** Cards with their verifier's name, for the rows `where` selects, in the order they were added. */
export async function selectIdCards(
  db: Database | Tx,
  where: ReturnType<typeof and>,
): Promise<IdCard[]> {
  const rows = await db
    .select({ card: idCards, verified_by: staffName, images: imageSides })
    .from(idCards)
    .leftJoin(user, eq(user.id, idCards.verified_by))
    .where(where)
    .orderBy(asc(idCards.created_at), asc(idCards.id));
  return rows.map((row) => toIdCard(row.card, row.verified_by, row.images));
}

export function listIdCards(db: Database | Tx, customerId: string): Promise<IdCard[]> {
  // Archived cards (docs/decisions/0027) are kept for records, not shown nor counted.
  return selectIdCards(db, and(eq(idCards.customer_id, customerId), isNull(idCards.archived_at)));
}

export async function getIdCard(db: Database | Tx, id: string): Promise<IdCard | null> {
  const [card] = await selectIdCards(db, and(eq(idCards.id, id)));
  return card ?? null;
}

// The document number as the index id_cards_document_key_idx holds it (migration 0041): the
// same expression, so the lookup reads the index.
const documentKeyOf = sql`upper(regexp_replace(${idCards.id_number}, '[\\s-]', '', 'g'))`;

/** The cards in use whose number is `key` (documentKey: no spaces or hyphens, capitals). */
export function idCardsByDocument(db: Database | Tx, key: string): Promise<IdCard[]> {
  return selectIdCards(db, and(sql`${documentKeyOf} = ${key}`, isNull(idCards.archived_at)));
}
