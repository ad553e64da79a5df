// What one sanctions list may hold (issue 42, docs/decisions/0048). An import refuses a file
// over a bound, naming the entry; the matcher leaves out a stored name over it (one imported
// before the bounds existed), so no text in the database can stop a screening.
//
// The bounds sit well above the published lists: the UN list has about a thousand entries,
// Canada's a few thousand and OpenSanctions' sanctions targets tens of thousands. A merged
// OpenSanctions profile gathers the aliases of every list that names the party, so the alias
// bound is generous; the 40 MB upload limit bounds a list's text as a whole.

export const LIST_BOUNDS = {
  /** Characters of one name or alias as the list spells it. */
  nameLength: 500,
  /** Aliases of one entry, beside its primary name. */
  aliases: 500,
  /** Entries of one list. */
  entries: 300_000,
  /** Characters of an entry's reference (its id in the list). */
  referenceLength: 200,
} as const;
