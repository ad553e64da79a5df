import i18next from 'i18next';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { msg, translate } from '@web/i18n';

// Each screen's title in the browser's tab and history (issue 28): "Customers · Bureau Back
// Office", set on every navigation (router.tsx).
const TITLES: [pattern: string, title: string][] = [
  ['/', msg('Dashboard')],
  ['/auth', msg('Sign In')],
  ['/board/:token?', msg('Rate board')],
  ['/rates/sheet', msg('Rate sheet')],
  ['/customers', msg('Customers')],
  ['/customers/:id', msg('Customer')],
  ['/companies', msg('Companies')],
  ['/companies/:id', msg('Company')],
  ['/accounts', msg('Accounts')],
  ['/rates', msg('Currency Rates')],
  ['/currencies', msg('Currencies')],
  ['/transactions', msg('Transactions')],
  ['/transactions/:id', msg('Transaction')],
  ['/compliance', msg('Compliance')],
  ['/compliance/:id', msg('Compliance case')],
  ['/compliance/sanctions/:id', msg('Sanctions match')],
  ['/tills', msg('Tills')],
  ['/tills/:id/open', msg('Open till')],
  ['/till-sessions/:id', msg('Till session')],
  ['/till-sessions/:id/close', msg('Close till')],
  ['/till-sessions/:id/spot-count', msg('Spot count')],
  ['/handovers/:id/count', msg('Count the cash handed over')],
  ['/exchange', msg('New Exchange')],
  ['/reports', msg('Reports')],
  ['/day', msg('Business Day')],
  ['/settings', msg('Settings')],
  ['/staff', msg('Staff')],
  ['/audit', msg('Audit')],
];

function titleOf(pathname: string): string | null {
  return TITLES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? null;
}

// A record's own title ("Transaction 2611250042"), set by its page once it has loaded, for
// that address only.
let recordTitle: { pathname: string; title: string } | null = null;
let currentPathname = '/';

function show(pathname: string) {
  currentPathname = pathname;
  const record = recordTitle?.pathname === pathname ? recordTitle.title : null;
  const title = record ?? translate(titleOf(pathname) ?? msg('Page not found'));
  document.title = `${title} · ${translate('Bureau Back Office')}`;
}

/** Keeps the tab's title on the route's, through navigations and language changes. */
export function followRouteTitles(router: {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => unknown;
}) {
  show(router.state.location.pathname);
  router.subscribe((state) => show(state.location.pathname));
  i18next.on('languageChanged', () => show(currentPathname));
}

/**
 * Titles the tab after the record a page shows (already in the reader's language), once it
 * has loaded: "Transaction 2611250042 · Bureau Back Office".
 */
export function useRecordTitle(title: string | null | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    recordTitle = { pathname, title };
    show(pathname);
    return () => {
      if (recordTitle?.pathname === pathname) recordTitle = null;
    };
  }, [pathname, title]);
}
