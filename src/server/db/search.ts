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

// The same match where the search's index finds the rows and nothing checks them again (a
// search's matches read whole and sorted: sortedMatchesPage). A short term's pieces say exactly
// "contains" (above), so the `strpos` beside them, which computes the lowered text again for
// every row found (about 1.7 µs a row: 0.4 s for a letter in a quarter of a million companies),
// is left out; a longer term's trigram index is always checked again by its own LIKE.
export function matchesSearchThroughIndex(
  expression: SQL,
  search: string | undefined,
): SQL | undefined {
  if (!search) return undefined;
  if (!isShortSearch(search)) return sql`${expression} like ${containsPattern(search)}`;
  return sql`search_short_grams(${expression}) @> array[lower(${search})]::text[]`;
}

// A term that looks like a code (a registration number: a few letters, then digits).
export const looksLikeCode = (search: string) => /^[a-z]{1,4}\d{5,}$/i.test(search);

/**
 * The text a list searches: `expression` is the lowered text of its trigram and short-grams
 * indexes. `code`, when given, is a lowered column with a `text_pattern_ops` index searched by
 * its start, and `rest` the lowered text without it (with its own trigram index): a term that
 * looks like a code is looked for that way (docs/decisions/0023, addendum "Registration
 * numbers").
 */
export type TextSearch = {
  term: string | undefined;
  expression: SQL;
  code?: { column: SQL; rest: SQL } | undefined;
};

// A code term's condition: the column by its start, the rest by "contains".
const codeMatch = (code: { column: SQL; rest: SQL }, term: string) =>
  sql`(${code.column} like ${startsWithPattern(term.toLowerCase())}
    or ${code.rest} like ${containsPattern(term)})`;

const codeTerm = (search: TextSearch) =>
  search.code && search.term && looksLikeCode(search.term) ? search.code : undefined;

// The search's condition through its indexes: `exact` for a page sorted from the matches
// (matchesSearchThroughIndex), else as a filter (matchesSearch).
export function searchCondition(search: TextSearch, exact = false): SQL | undefined {
  const code = codeTerm(search);
  if (code && search.term) return codeMatch(code, search.term);
  return (exact ? matchesSearchThroughIndex : matchesSearch)(search.expression, search.term);
}

// The same condition checked on rows already read (a walk of the list's first rows): the bare
// LIKE, no index condition to evaluate.
export function searchCheck(search: TextSearch): SQL {
  const code = codeTerm(search);
  if (code && search.term) return codeMatch(code, search.term);
  return sql`${search.expression} like ${containsPattern(search.term ?? '')}`;
}

// How many rows a short search's quick count reads before leaving the count to the index.
export const QUICK_COUNT_ROWS = 20_000;

// For a short search, a select of the rows matching it among the first `rows` rows of `table`
// (QUICK_COUNT_ROWS unless told) by the bare LIKE (see countUpTo): a common letter passes the
// cap there at once, where checking each row's pieces would cost more than the count itself.
export function quickShortSearch(
  table: SQL,
  expression: SQL,
  search: string | undefined,
  rows = QUICK_COUNT_ROWS,
): SQL | undefined {
  if (!search || !isShortSearch(search)) return undefined;
  return sql`select 1 from (select ${expression} as searched from ${table}
      limit ${rows}) as stretch
    where stretch.searched like ${containsPattern(search)}`;
}
