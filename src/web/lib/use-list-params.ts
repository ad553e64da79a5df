import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@domain/constants';
import { latestSearchParams } from './latest-search-params';

// Marks the history entry a search was typed into, so the rest of that typing replaces it.
const TYPED = 'typedSearch';
const DEBOUNCE_MS = 300;

export type ListParams<Tab extends string> = {
  // The search box's text, as typed.
  searchText: string;
  setSearchText: (text: string) => void;
  // Applies typed text now rather than after the debounce (the box lost focus, Enter).
  flushSearch: () => void;
  // The search in the URL (trimmed), which the server is asked for.
  search: string;
  // 1-based, as in the URL.
  page: number;
  pageSize: number;
  offset: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  tab: Tab;
  setTab: (tab: Tab) => void;
  // Deleting the last row of a page steps back one page rather than showing an empty one.
  afterDelete: (rowsOnPage: number) => void;
};

function pageOf(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

/**
 * A list's search, page and tab, kept in the URL (`?search=&page=&tab=`) so a reload, the back
 * button and a shared link keep the list where it was. A new search or tab starts at page 1.
 * Typing is debounced; the first change of a search adds one history entry and the rest of
 * the typing replaces it, so the back button returns to the list as it was before the search.
 */
export function useListParams(): ListParams<never>;
export function useListParams<Tab extends string>(options: {
  tabs: readonly [Tab, ...Tab[]];
  pageSize?: number;
}): ListParams<Tab>;
export function useListParams(options?: {
  tabs: readonly string[];
  pageSize?: number;
}): ListParams<string> | ListParams<never> {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const pageSize = options?.pageSize ?? PAGE_SIZE;
  const tabs = options?.tabs ?? [];
  // Without tabs the tab is '' and never written to the URL.
  const defaultTab = tabs[0] ?? '';
  const rawTab = params.get('tab');
  const tab = tabs.find((t) => t === rawTab) ?? defaultTab;
  const search = (params.get('search') ?? '').trim();
  const page = pageOf(params.get('page'));

  // The box follows the URL when it changes from outside the box (back button, a link).
  const [searchText, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    if (searchText.trim() !== search) setText(search);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), [search]);
  // Leaving the list (a row opened while its screen loads) drops a search not yet applied, or
  // it would pull the user back to the list.
  const leavingTo = useNavigation().location?.pathname;
  useEffect(() => {
    if (leavingTo !== undefined && leavingTo !== location.pathname) clearTimeout(timer.current);
  }, [leavingTo, location.pathname]);

  const typedEntry =
    typeof location.state === 'object' &&
    location.state !== null &&
    (location.state as Record<string, unknown>)[TYPED] === true;

  // One history entry per change: a tab answers both mouse down and focus, and a quick double
  // click would otherwise push the same list twice before the URL has moved.
  const current = params.toString();
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [current]);
  const go = (
    change: (url: URLSearchParams) => void,
    navigate?: { replace?: boolean; state?: unknown },
  ) => {
    const url = latestSearchParams();
    change(url);
    const target = url.toString();
    if (target === current || target === pending.current) return;
    pending.current = target;
    setParams(url, navigate);
  };

  const commitSearch = (text: string) => {
    const next = text.trim();
    go(
      (url) => {
        if (next) url.set('search', next);
        else url.delete('search');
        url.delete('page');
      },
      { replace: typedEntry, state: { [TYPED]: true } },
    );
  };

  const setSearchText = (text: string) => {
    setText(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      commitSearch(text);
    }, DEBOUNCE_MS);
  };

  // Leaving the box (to open a row, to page) applies the typed search at once, before the
  // click it leads to, so a late search never pulls the user back from where they went.
  const flushSearch = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    commitSearch(searchText);
  };

  const setPage = (next: number, navigate?: { replace?: boolean }) =>
    go((url) => {
      if (next > 1) url.set('page', String(next));
      else url.delete('page');
    }, navigate);

  const setTab = (next: string) =>
    go((url) => {
      if (next === defaultTab) url.delete('tab');
      else url.set('tab', next);
      url.delete('page');
    });

  const afterDelete = (rowsOnPage: number) => {
    if (rowsOnPage === 1 && page > 1) setPage(page - 1, { replace: true });
  };

  return {
    searchText,
    setSearchText,
    flushSearch,
    search,
    page,
    pageSize,
    offset: (page - 1) * pageSize,
    setPage,
    tab,
    setTab,
    afterDelete,
  };
}
