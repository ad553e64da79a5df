// Anything that runs one SQL statement: the database, or a suite's shorthand for it.
type Executor = { execute(query: string): Promise<unknown> };

// The triggers that keep booked facts from changing (migration 0022). A test that fabricates
// a history the app can never write (a cancelled or pending transaction, a backdated one, a
// truncated table) lifts them first, as a database owner would for a correction; the app's own
// role never can.
const GUARDS: [table: string, trigger: string][] = [
  ['transactions', 'transactions_booked_facts'],
  ['transactions', 'transactions_no_truncate'],
  ['account_movements', 'account_movements_no_truncate'],
  ['exchanges', 'exchanges_no_truncate'],
  ['exchanges', 'exchanges_no_update_delete'],
  // A truncated transactions table cascades to the cases and the reports filed from them.
  ['fintrac_filings', 'fintrac_filings_no_truncate'],
];

export async function liftBookedFactsGuard(db: Executor): Promise<void> {
  for (const [table, trigger] of GUARDS) {
    await db.execute(`alter table ${table} disable trigger ${trigger}`);
  }
}

async function restoreBookedFactsGuard(db: Executor): Promise<void> {
  for (const [table, trigger] of GUARDS) {
    await db.execute(`alter table ${table} enable trigger ${trigger}`);
  }
}

// One fabricated change with the guard lifted, and the guard back for the rest of the file.
export async function withBookedFactsGuardLifted(
  db: Executor,
  change: () => Promise<unknown>,
): Promise<void> {
  await liftBookedFactsGuard(db);
  try {
    await change();
  } finally {
    await restoreBookedFactsGuard(db);
  }
}
