import { sql, type SQL } from 'drizzle-orm';

// The user's text as a LIKE "contains" pattern: %, _ and \ match themselves.
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// The user's text as a LIKE "starts with" pattern (case kept: for codes and numbers).
export function startsWithPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Searches this short (in characters) have no trigram for the trigram index to look up.
export const SHORT_SEARCH = 2;

export const isShortSearch = (search: string) => [...search].length <= SHORT_SEARCH;

// `expression` must be the exact expression of a trigram GIN index, so the index is used, and
// of a search_short_grams GIN index (migration 0013): a search of one or two characters is
// found through the text's pieces, which say the same as the plain "contains" beside them. That
// one is `strpos`, not LIKE: a LIKE would also offer the trigram index, which has no trigram of
// so short a term to look up and would read all of itself, then make every row found compute
// its pieces again.
export function matchesSearch(expression: SQL, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  if (!isShortSearch(search)) return sql`${expression} like ${containsPattern(search)}`;
  return sql`(search_short_grams(${expression}) @> array[lower(${search})]::text[]
    and strpos(${expression}, lower(${search})) > 0)`;
}

// How many rows a short search's quick count reads before leaving the count to the index.
export const QUICK_COUNT_ROWS = 20_000;

// For a short search, a select of the rows matching it among the first QUICK_COUNT_ROWS rows of
// `table` by the bare LIKE (see countUpTo): a common letter passes the cap there at once, where
// checking each row's pieces would cost more than the count itself.
export function quickShortSearch(
  table: SQL,
  expression: SQL,
  search: string | undefined,
): SQL | undefined {
  if (!search || !isShortSearch(search)) return undefined;
  return sql`select 1 from (select ${expression} as searched from ${table}
      limit ${QUICK_COUNT_ROWS}) as stretch
    where stretch.searched like ${containsPattern(search)}`;
}
