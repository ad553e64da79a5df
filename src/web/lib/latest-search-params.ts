/**
 * The URL's query as it is now. React Router hands `setSearchParams`' updater the query of its
 * last render, not of a navigation made since (remix-run/react-router#9757), so a filter set just
 * after another, before the page had drawn the first, dropped the first. A change is made to
 * this instead.
 */
export const latestSearchParams = () => new URLSearchParams(window.location.search);

/** The URL's query as it is now with `changes` made: a key set to null or '' is removed. */
export function latestSearchParamsWith(changes: Record<string, string | null>): URLSearchParams {
  const next = latestSearchParams();
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}
