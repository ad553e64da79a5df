import { and, eq, sql } from 'drizzle-orm';
import { CUSTOMER_MESSAGES } from '@domain/contracts/customers';
import {
  ID_IMAGE_MESSAGES,
  idImageTypeOf,
  MAX_ID_IMAGE_BYTES,
  type IdImage,
  type IdImageSide,
} from '@domain/contracts/id-card-images';
import type { IdCard } from '@domain/contracts/id-cards';
import { SETTING_KEYS } from '@domain/setting-values';
import type { Database, Tx } from '../../db/client';
import { idCardImages, idCards, user } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound, unavailable } from '../../http-errors';
import { readFlag } from '../settings';
import type { IdImageKeySource } from './image-key';
import { openImage, sealImage } from './image-seal';
import { getIdCard, staffName } from './queries';
import { ID_CARD_NOT_FOUND, lockCard } from './service';

// Photos of ID documents (issue 44, docs/decisions/0054): stored sealed, seen by managers and the
// owner, every store, view and removal in the audit trail with the card's customer, in the same
// transaction. The image itself never reaches the trail or the log.

type ImageRef = { cardId: string; side: IdImageSide };

async function auditImage(
  tx: Tx,
  action: 'create' | 'update' | 'view' | 'delete',
  ref: ImageRef,
  customerId: string,
  facts: { media_type: string; byte_size: number },
) {
  const fields = sql`jsonb_build_object('side', ${ref.side}::text, 'media_type',
    ${facts.media_type}::text, 'byte_size', ${String(facts.byte_size)}::text)`;
  await tx.execute(
    sql`insert into audit_log (actor_id, address, action, record_type, record_id, parent_id, before, after)
      values (audit_actor(), audit_address(), ${action}, 'id_card_image', ${ref.cardId},
        ${customerId}, ${action === 'delete' ? fields : null}, ${action === 'delete' ? null : fields})`,
  );
}

// The card, locked with its customer, in use; refuses what a changed photo cannot belong to.
async function cardInUse(tx: Tx, cardId: string) {
  const { owner, card } = await lockCard(tx, cardId);
  if (!owner || !card || card.archived_at) throw notFound(ID_CARD_NOT_FOUND);
  if (owner.archived_at) throw conflict(CUSTOMER_MESSAGES.archived, 'archived');
  return card;
}

function imageBytes(base64: string): { bytes: Buffer; mediaType: string } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_ID_IMAGE_BYTES) {
    throw new HttpError(413, 'body_too_large', ID_IMAGE_MESSAGES.tooLarge);
  }
  const mediaType = idImageTypeOf(bytes);
  if (!mediaType)
    throw badRequest(ID_IMAGE_MESSAGES.notAnImage, { data: ID_IMAGE_MESSAGES.notAnImage });
  return { bytes, mediaType };
}

/** Stores (or replaces) one side's photo while the bureau keeps photos; answers the card. */
export function storeIdImage(
  db: Database,
  keys: IdImageKeySource,
  ref: ImageRef,
  base64: string,
  userId: string | null,
): Promise<IdCard> {
  const { bytes, mediaType } = imageBytes(base64);
  return db.transaction(async (tx) => {
    const card = await cardInUse(tx, ref.cardId);
    if (!(await readFlag(tx, SETTING_KEYS.idImages, false))) {
      throw conflict(ID_IMAGE_MESSAGES.turnedOff);
    }
    const sealed = sealImage(await keys.get({ create: true }), ref.cardId, ref.side, bytes);
    const values = {
      media_type: mediaType,
      byte_size: bytes.length,
      ...sealed,
      stored_at: sql`now()`,
      stored_by: userId,
    };
    const [before] = await tx
      .select({ side: idCardImages.side })
      .from(idCardImages)
      .where(and(eq(idCardImages.id_card_id, ref.cardId), eq(idCardImages.side, ref.side)));
    await tx
      .insert(idCardImages)
      .values({ id_card_id: ref.cardId, side: ref.side, ...values })
      .onConflictDoUpdate({ target: [idCardImages.id_card_id, idCardImages.side], set: values });
    await auditImage(tx, before ? 'update' : 'create', ref, card.customer_id, values);
    const saved = await getIdCard(tx, ref.cardId);
    if (!saved) throw notFound(ID_CARD_NOT_FOUND);
    return saved;
  });
}

// A photo whose bytes, card or side were changed in the database fails its authentication.
function opened(open: () => Buffer): Buffer {
  try {
    return open();
  } catch {
    throw unavailable(ID_IMAGE_MESSAGES.unreadable);
  }
}

/** One side's photo, opened, for a manager or the owner; the view is audited. */
export function readIdImage(db: Database, keys: IdImageKeySource, ref: ImageRef): Promise<IdImage> {
  return db.transaction(async (tx) => {
    // An archived card's photos stay with the records it identified (decision 0027).
    const [card] = await tx
      .select({ customer_id: idCards.customer_id })
      .from(idCards)
      .where(eq(idCards.id, ref.cardId));
    if (!card) throw notFound(ID_CARD_NOT_FOUND);
    const [stored] = await tx
      .select({ image: idCardImages, stored_by: staffName })
      .from(idCardImages)
      .leftJoin(user, eq(user.id, idCardImages.stored_by))
      .where(and(eq(idCardImages.id_card_id, ref.cardId), eq(idCardImages.side, ref.side)));
    if (!stored) throw notFound(ID_IMAGE_MESSAGES.notFound);
    const { image } = stored;
    const key = await keys.get({ create: false });
    if (key.id !== image.key_id) throw unavailable(ID_IMAGE_MESSAGES.otherKey);
    const bytes = opened(() => openImage(key, ref.cardId, ref.side, image));
    await auditImage(tx, 'view', ref, card.customer_id, image);
    return {
      side: ref.side,
      media_type: image.media_type as IdImage['media_type'],
      byte_size: image.byte_size,
      data: bytes.toString('base64'),
      stored_at: image.stored_at.toISOString(),
      stored_by: stored.stored_by,
    };
  });
}

/** Removes one side's photo (a wrong or unreadable one); answers the card. */
export function deleteIdImage(db: Database, ref: ImageRef): Promise<IdCard> {
  return db.transaction(async (tx) => {
    const card = await cardInUse(tx, ref.cardId);
    const [removed] = await tx
      .delete(idCardImages)
      .where(and(eq(idCardImages.id_card_id, ref.cardId), eq(idCardImages.side, ref.side)))
      .returning({ media_type: idCardImages.media_type, byte_size: idCardImages.byte_size });
    if (!removed) throw notFound(ID_IMAGE_MESSAGES.notFound);
    await auditImage(tx, 'delete', ref, card.customer_id, removed);
    const saved = await getIdCard(tx, ref.cardId);
    if (!saved) throw notFound(ID_CARD_NOT_FOUND);
    return saved;
  });
}
