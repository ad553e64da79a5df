import { sql, type SQL } from 'drizzle-orm';
import { containsPattern, isShortSearch, startsWithPattern } from '../../db/search';

// A transactions search read from each pair's own searched text (docs/decisions/0072): its
// condition found through the text's trigram index (`indexed`), and the same condition checked
// on each row of a walk of the list (`walked`).
export type PartiesSearch = { indexed: SQL; walked: SQL };

/**
 * Whether a pair's people match a search, read from the pair's own searched text (parties_text:
 * its initiator's and recipient's text as the customer search lowers it, one line each;
 * docs/decisions/0072): through its trigram index (`indexed`, a term of three characters or
 * more), or as a plain "contains" checked on the row (strpos, which no index serves, so the
 * planner walks the list in order). The same matches either way; a term holding a line break
 * would match across two people, so it names none.
 */
export function partiesMatch(search: string, indexed: boolean): SQL {
  if (search.includes('\n')) return sql`false`;
  if (indexed && !isShortSearch(search)) {
    return sql`t.parties_text like ${containsPattern(search)}`;
  }
  // The same lowering as the customer search: a short term's by PostgreSQL, a longer one's in
  // its LIKE pattern.
  const term = isShortSearch(search) ? sql`lower(${search})` : sql`${search.toLowerCase()}`;
  return sql`strpos(t.parties_text, ${term}) > 0`;
}

/**
 * Whether a pair's people hold a term of one or two characters, read from the pieces of the
 * pair's searched text (search_short_grams, which say exactly "contains"): only the pairs of
 * the tabs that hold few have them indexed (transactions_small_tabs_pieces_idx, whose condition
 * a query must state beside this: SMALL_TABS in list-filters), so this is for those tabs'
 * counts.
 */
export function partiesPieces(search: string): SQL {
  if (search.includes('\n')) return sql`false`;
  return sql`search_short_grams(t.parties_text) @> array[lower(${search})]::text[]`;
}

export const textSearch = (search: string): PartiesSearch => ({
  indexed: sql`(${referenceStarts(search)} or ${partiesMatch(search, true)})`,
  walked: walked(search),
});

export const referenceStarts = (search: string) =>
  sql`t.reference_number like ${startsWithPattern(search)}`;

// Each transaction's people checked, from its own searched text, as the transactions are walked
// in list order: a row's check is a strpos on its own column, where it was a look-up of each of
// its two customers (docs/decisions/0072).
export function walked(search: string): SQL {
  return sql`(${referenceStarts(search)} or ${partiesMatch(search, false)})`;
}
