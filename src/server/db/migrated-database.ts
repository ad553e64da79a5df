import type { DatabaseHandle } from './client';
import { openDatabase } from './open-database';
import { DataDirLockedError } from './data-dir-lock';
import { seedReferenceData } from './seed';

// The configured database (DATA_DIR or DATABASE_URL, as `npm start`), migrated and holding its
// reference data, for a command that runs and exits (`npm run migrate`, `npm run seed:demo`).
// A folder locked by a running app is said in one line and exits with status 1; the database
// is closed after the work, whatever happens.
export async function withMigratedDatabase(
  where: { databaseUrl?: string | undefined; dataDir: string },
  work: (database: DatabaseHandle) => Promise<void>,
): Promise<void> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase(where);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await work(database);
  } finally {
    await database.close();
  }
}
