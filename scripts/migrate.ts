// `npm run migrate`: applies the committed migrations and the reference data to the configured
// database (DATABASE_URL, or DATA_DIR as `npm start`), then exits. On PostgreSQL run it as the
// role that owns the tables; the app itself may then run as a least-privilege role
// (docs/deploy/least-privilege.sql), which starts without migrating when nothing is pending.
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { seedReferenceData } from '../src/server/db/seed';

const config = loadConfig();
let database;
try {
  database = await openDatabase(config);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  await database.migrate();
  await seedReferenceData(database.db);
  console.log('The database is migrated and holds its reference data.');
} finally {
  await database.close();
}
