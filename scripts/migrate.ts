// `npm run migrate`: applies the committed migrations and the reference data to the configured
// database (DATABASE_URL, or DATA_DIR as `npm start`), then exits. On PostgreSQL run it as the
// role that owns the tables; the app itself may then run as a least-privilege role
// (docs/deploy/least-privilege.sql), which starts without migrating when nothing is pending.
import { loadConfig } from '../src/server/config';
import { withMigratedDatabase } from '../src/server/db/migrated-database';

await withMigratedDatabase(loadConfig(), async () => {
  console.log('The database is migrated and holds its reference data.');
});
