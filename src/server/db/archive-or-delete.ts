import { eq } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import type { Tx } from './client';
import { companies, customers, idCards } from './schema';

// The tables whose rows are archived instead of deleted while records refer to them.
type ArchivableTable = typeof customers | typeof companies | typeof idCards;

/**
 * Deletes a row, or archives it when records must keep it (docs/decisions/0027), in the
 * caller's transaction and after the caller has locked the row. A row already archived stays
 * as it was. `kept` says whether records refer to the row (and takes the locks that question
 * needs); `beforeDelete` does what the delete takes along. Answers when the row was archived,
 * null when it was deleted.
 */
export async function archiveOrDelete(
  tx: Tx,
  table: ArchivableTable,
  row: { id: string; archived_at: Date | null },
  how: {
    clock: Clock;
    userId: string | null;
    kept: () => Promise<boolean>;
    beforeDelete?: () => Promise<void>;
  },
): Promise<Date | null> {
  if (row.archived_at) return row.archived_at;
  if (await how.kept()) {
    const at = how.clock();
    // Every archivable table has these columns; drizzle cannot see it through the union.
    await tx
      .update(table as typeof customers)
      .set({ archived_at: at, archived_by: how.userId })
      .where(eq(table.id, row.id));
    return at;
  }
  await how.beforeDelete?.();
  await tx.delete(table).where(eq(table.id, row.id));
  return null;
}
