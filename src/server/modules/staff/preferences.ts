import { eq } from 'drizzle-orm';
import type { Preferences } from '@domain/contracts/staff';
import type { Language, Theme } from '@domain/language';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';

// A member's own language and theme (issue 28): their choice only, never audited as a change
// of the bureau's records.
export async function readPreferences(db: Database, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({ language: user.language, theme: user.theme })
    .from(user)
    .where(eq(user.id, userId));
  return { language: row?.language ?? null, theme: row?.theme ?? null };
}

export async function savePreferences(
  db: Database,
  userId: string,
  body: { language?: Language | null | undefined; theme?: Theme | null | undefined },
): Promise<Preferences> {
  const changes: { language?: Language | null; theme?: Theme | null } = {};
  if (body.language !== undefined) changes.language = body.language;
  if (body.theme !== undefined) changes.theme = body.theme;
  if (Object.keys(changes).length > 0) {
    await db.update(user).set(changes).where(eq(user.id, userId));
  }
  return readPreferences(db, userId);
}
