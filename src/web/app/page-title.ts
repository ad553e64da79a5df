import i18next from 'i18next';
import { matchPath } from 'react-router';
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
  ['/tills', msg('Tills')],
  ['/tills/:id/open', msg('Open till')],
  ['/till-sessions/:id', msg('Till session')],
  ['/till-sessions/:id/close', msg('Close till')],
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

/** Keeps the tab's title on the route's, through navigations and language changes. */
export function followRouteTitles(router: {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => unknown;
}) {
  const show = (pathname: string) => {
    const title = titleOf(pathname);
    const app = translate('Bureau Back Office');
    document.title = `${translate(title ?? msg('Page not found'))} · ${app}`;
  };
  show(router.state.location.pathname);
  router.subscribe((state) => show(state.location.pathname));
  i18next.on('languageChanged', () => show(router.state.location.pathname));
}
