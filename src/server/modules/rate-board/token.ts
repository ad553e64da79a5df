import { createHash, randomBytes } from 'node:crypto';

// A board link's token: 32 random bytes in base64url (43 characters), unguessable. Only its
// SHA-256 is stored, so a copy of the database opens no board.
export function newBoardToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashBoardToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
