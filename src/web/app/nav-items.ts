export type NavItem = { label: string; to: string };

export const PRIMARY_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/' },
  { label: 'Customers', to: '/customers' },
  { label: 'Accounts', to: '/accounts' },
  { label: 'Currency Rates', to: '/rates' },
];

export const MORE_NAV: NavItem[] = [
  { label: 'Companies', to: '/companies' },
  { label: 'Currencies', to: '/currencies' },
  { label: 'Transactions', to: '/transactions' },
  { label: 'Reports', to: '/reports' },
  { label: 'Settings', to: '/settings' },
];

// SPEC §2: Dashboard is active only on the exact root; the others by path prefix.
export function isNavActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
