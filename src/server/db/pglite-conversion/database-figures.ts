import { TABLES_WITHOUT_ROWS, type Query } from '../logical-backup';

// What a conversion compares between the PGlite database and its copy: every table's rows, and
// every balance (a currency's, and each place's), at the same migration level on both sides.
export type DatabaseFigures = {
  rows: Map<string, number>;
  accountBalances: string[];
  locationBalances: string[];
};

const exists = async (query: Query, relation: string) =>
  (await query<{ found: string | null }>(`select to_regclass('${relation}')::text as found`))[0]
    ?.found != null;

// A currency's balance is its newest movement's since migration 0036 (the account_balances
// view); before, a column of accounts. A place's is the location_balances view, or before
// 0036 a table of that name with the same columns (from migration 0024).
async function balances(query: Query) {
  const accounts = (await exists(query, 'public.account_balances'))
    ? `select currency_id::text || ' ' || balance::text as line from public.account_balances`
    : `select currency_id::text || ' ' || balance::text as line from public.accounts`;
  const locations = `select location_id::text || ' ' || currency_id::text || ' ' ||
                            coalesce(balance::text, 'none') as line from public.location_balances`;
  const lines = async (text: string) =>
    (await query<{ line: string }>(`${text} order by 1`)).map((row) => row.line);
  return {
    accountBalances: await lines(accounts),
    locationBalances: (await exists(query, 'public.location_balances'))
      ? await lines(locations)
      : [],
  };
}

export async function databaseFigures(query: Query): Promise<DatabaseFigures> {
  const tables = await query<{ name: string; quoted: string }>(
    `select c.relname as name, quote_ident(c.relname) as quoted
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const rows = new Map<string, number>();
  for (const table of tables) {
    const [count] = await query<{ n: number }>(
      `select count(*)::int as n from public.${table.quoted}`,
    );
    // A backup carries no sign-in sessions nor verification tokens: none are expected.
    rows.set(table.name, TABLES_WITHOUT_ROWS.has(table.name) ? 0 : (count?.n ?? 0));
  }
  return { rows, ...(await balances(query)) };
}

/** What differs between two databases' figures, one line each; empty when nothing does. */
export function differences(source: DatabaseFigures, copy: DatabaseFigures): string[] {
  const found: string[] = [];
  for (const name of new Set([...source.rows.keys(), ...copy.rows.keys()])) {
    const [before, after] = [source.rows.get(name), copy.rows.get(name)];
    if (before !== after)
      found.push(`${name}: ${before ?? 'no table'} rows, ${after ?? 'no table'} converted`);
  }
  const compare = (what: string, before: string[], after: string[]) => {
    const [had, has] = [new Set(before), new Set(after)];
    const changed = [
      ...before.filter((line) => !has.has(line)).map((line) => `was ${line}`),
      ...after.filter((line) => !had.has(line)).map((line) => `now ${line}`),
    ];
    if (changed.length > 0) found.push(`${what} differ: ${changed.slice(0, 6).join('; ')}`);
  };
  compare('account balances', source.accountBalances, copy.accountBalances);
  compare('location balances', source.locationBalances, copy.locationBalances);
  return found;
}
