// `npm run seed:demo`: adds sample companies, customers (with ID cards), opening cash and
// exchanges to the configured database (DATA_DIR or DATABASE_URL, as `npm start`). The
// embedded database is locked by a running app: stop it first. Running it twice adds nothing
// the second time.
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { seedReferenceData } from '../src/server/db/seed';
import { seedDemoData } from '../src/server/demo/seed-demo';

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
  const result = await seedDemoData(database.db);
  console.log(
    result === 'already present'
      ? 'Demo data is already present: nothing added.'
      : `Added ${result.companies} companies, ${result.customers} customers and ${result.exchanges} exchanges.`,
  );
} finally {
  await database.close();
}
