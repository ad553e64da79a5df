import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { IdImageKey } from './image-key';

// AES-256-GCM (docs/decisions/0054): a fresh 12-byte nonce per photo, the 16-byte tag after
// the ciphertext, and the card and side as associated data, so a sealed photo moved to another
// card or side fails to open instead of showing the wrong document.
const TAG_BYTES = 16;

const associated = (cardId: string, side: string) => Buffer.from(`id-card-image:${cardId}:${side}`);

export function sealImage(key: IdImageKey, cardId: string, side: string, image: Buffer) {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, nonce);
  cipher.setAAD(associated(cardId, side));
  const sealed = Buffer.concat([cipher.update(image), cipher.final(), cipher.getAuthTag()]);
  return { key_id: key.id, nonce, sealed };
}

/** The image, or an error when the key, the card, the side or a byte differs. */
export function openImage(
  key: IdImageKey,
  cardId: string,
  side: string,
  stored: { nonce: Buffer; sealed: Buffer },
): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key.key, stored.nonce);
  decipher.setAAD(associated(cardId, side));
  decipher.setAuthTag(stored.sealed.subarray(stored.sealed.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(stored.sealed.subarray(0, stored.sealed.length - TAG_BYTES)),
    decipher.final(),
  ]);
}
