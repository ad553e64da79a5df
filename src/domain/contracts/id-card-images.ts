import { z } from 'zod';
import { isoTimestamp } from './common';

// Photos of an ID document (issue 44, docs/decisions/0054): its front and back, each a JPEG,
// PNG or WebP image of at most 2 MB, sent and answered as base64 in JSON. Kept only while the
// bureau's id_images setting is on; stored encrypted; seen by managers and the owner.

export const ID_IMAGE_SIDES = ['front', 'back'] as const;
export type IdImageSide = (typeof ID_IMAGE_SIDES)[number];

export const MAX_ID_IMAGE_BYTES = 2 * 1024 * 1024;

export const ID_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type IdImageType = (typeof ID_IMAGE_TYPES)[number];

export const ID_IMAGE_MESSAGES = {
  notAnImage: 'The photo must be a JPEG, PNG or WebP image',
  tooLarge: 'The photo must be at most 2 MB',
  turnedOff: 'Photos of ID documents are turned off in Settings',
  notFound: 'No photo of this side of the ID card is on file',
  side: 'Side must be front or back',
  keyMissing:
    'The key that encrypts ID photos is missing: restore the id-image-key file or ID_IMAGE_KEY',
  otherKey: 'This photo was stored under another key: restore the key it was stored with',
  unreadable: 'This photo could not be decrypted: its stored bytes were changed',
} as const;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);

/** What kind of image the bytes are, by their signature; null for anything else. */
export function idImageTypeOf(bytes: Uint8Array): IdImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

export const idImageParams = z.object({
  id: z.uuid({ message: 'id must be a UUID' }),
  side: z.enum(ID_IMAGE_SIDES, { message: ID_IMAGE_MESSAGES.side }),
});

// The base64 of at most MAX_ID_IMAGE_BYTES bytes, with room for its padding; the decoded size
// and the image's kind are checked by the server (413 and 400).
const MAX_BASE64 = Math.ceil(MAX_ID_IMAGE_BYTES / 3) * 4;

export const storeIdImageBody = z.object({
  data: z
    .string({ message: ID_IMAGE_MESSAGES.notAnImage })
    .max(MAX_BASE64 + 4, ID_IMAGE_MESSAGES.tooLarge)
    .pipe(z.base64({ message: ID_IMAGE_MESSAGES.notAnImage })),
});
export type StoreIdImageBody = z.input<typeof storeIdImageBody>;

export const idImage = z
  .object({
    side: z.enum(ID_IMAGE_SIDES),
    media_type: z.enum(ID_IMAGE_TYPES),
    byte_size: z.number().int(),
    /** The image, base64. */
    data: z.string(),
    stored_at: isoTimestamp,
    /** Who stored it (their name), null once their account is gone. */
    stored_by: z.string().nullable(),
  })
  .meta({ id: 'IdImage' });
export type IdImage = z.infer<typeof idImage>;
