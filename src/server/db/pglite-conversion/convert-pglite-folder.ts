import { PGlite } from '@electric-sql/pglite';
import { dumpPglite, restoreDatabase, type Query } from '../logical-backup';
import { pgliteExtensions } from '../pglite';
import { databaseFigures, differences } from './database-figures';

export type ConversionReport = {
  // How many tables and rows were carried over, and each table's rows.
  tables: number;
  rows: number;
  perTable: { table: string; rows: number }[];
};

export class ConversionError extends Error {}

/**
 * Converts the PGlite database of an earlier version (its data directory is DATA_DIR itself)
 * into the empty, un-migrated database at `targetUrl` (the new embedded cluster's), through
 * the one backup format (docs/decisions/0046, 0047): dumped as a backup, restored as one.
 * Before the restore commits, every table's rows and every balance are compared with PGlite's
 * at PGlite's own migration level; any difference rolls the restore back and throws, saying
 * what differs. PGlite is not migrated first: its data stays as the earlier version left it
 * (the caller holds DATA_DIR's lock, and moves its files aside once this answered).
 */
export async function convertPgliteFolder(
  pgliteDir: string,
  targetUrl: string,
): Promise<ConversionReport> {
  const client = await PGlite.create(pgliteDir, { extensions: pgliteExtensions });
  try {
    const query: Query = async <T>(text: string) => (await client.query<T>(text)).rows;
    const source = await databaseFigures(query);
    const { rows } = await restoreDatabase(targetUrl, dumpPglite(client), {
      what: 'The database to convert into',
      where: 'a new embedded database',
      verify: async (copyQuery) => {
        const found = differences(source, await databaseFigures(copyQuery));
        if (found.length > 0) {
          throw new ConversionError(
            `The converted database differs from PGlite's, so nothing was converted: ${found.join('; ')}`,
          );
        }
      },
    });
    const perTable = [...rows].map(([table, count]) => ({ table, rows: count }));
    return {
      tables: perTable.length,
      rows: perTable.reduce((sum, table) => sum + table.rows, 0),
      perTable,
    };
  } finally {
    await client.close();
  }
}
