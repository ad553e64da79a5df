// `npm run seed:demo`: adds sample companies, customers (with ID cards), opening cash and
// exchanges to the configured database (DATA_DIR or DATABASE_URL, as `npm start`). The
// embedded database is locked by a running app: stop it first. Running it twice adds nothing
// the second time.
import { loadConfig } from '../src/server/config';
import { withMigratedDatabase } from '../src/server/db/migrated-database';
import { seedDemoData } from '../src/server/demo/seed-demo';

await withMigratedDatabase(loadConfig(), async (database) => {
  const result = await seedDemoData(database.db);
  console.log(
    result === 'already present'
      ? 'Demo data is already present: nothing added.'
      : `Added ${result.companies} companies, ${result.customers} customers and ${result.exchanges} exchanges.`,
  );
});
