// Pages asked for by a number deep into a long list (docs/decisions/0065). A page at an offset
// reads every index entry it skips: half way down a million transactions that is 500,000
// entries, 130–350 ms. Past DEEP_PAGE_OFFSET rows, the transactions and the audit trail place
// such a page by what they already know instead: the counters per day (transactions), the
// primary key's sequence (the audit trail). Nearer the top, and whenever a page follows a row
// (`after`, decision 0030), it is read exactly, as before.

// How deep an offset page is read exactly: skipping this many index entries costs about 10 ms.
export const DEEP_PAGE_OFFSET = 50_000;

/** Whether a page is placed by estimate: asked for by number (not after a row), that deep. */
export const isDeepPage = (page: { offset: number; after?: string | undefined }) =>
  page.after === undefined && page.offset >= DEEP_PAGE_OFFSET;

/**
 * The day that holds the row at `offset` (from the top, newest first) and how many of that
 * day's rows come before it, from the rows of each day, newest day first; null when the list
 * holds no row that deep.
 */
export function dayOfOffset(
  days: readonly { day: string; rows: number }[],
  offset: number,
): { day: string; within: number } | null {
  let before = 0;
  for (const { day, rows } of days) {
    if (rows <= 0) continue;
    if (offset < before + rows) return { day, within: offset - before };
    before += rows;
  }
  return null;
}
