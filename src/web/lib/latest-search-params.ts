/**
 * The URL's query as it is now. React Router hands `setSearchParams`' updater the query of its
 * last render, not of a navigation made since (remix-run/react-router#9757), so a filter set just
 * after another, before the page had drawn the first, dropped the first. A change is made to
 * this instead.
 */
export const latestSearchParams = () => new URLSearchParams(window.location.search);
