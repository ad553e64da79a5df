import { roleAllows, type StaffRole } from '@domain/staff';

// `role`: the least role that may open the page; the menus leave it out for the others.
// `badge`: the link shows the compliance queue's count of what is due soon.
export type NavItem = { label: string; to: string; role?: StaffRole; badge?: 'compliance' };

export const PRIMARY_NAV: NavItem[] = [
  { label: 'Dashboard', to: '/' },
  { label: 'Customers', to: '/customers' },
  { label: 'Accounts', to: '/accounts' },
  { label: 'Tills', to: '/tills' },
  { label: 'Currency Rates', to: '/rates' },
  { label: 'Compliance', to: '/compliance', badge: 'compliance' },
];

export const MORE_NAV: NavItem[] = [
  { label: 'Companies', to: '/companies' },
  { label: 'Currencies', to: '/currencies' },
  { label: 'Transactions', to: '/transactions' },
  { label: 'Reports', to: '/reports', role: 'manager' },
  { label: 'Business Day', to: '/day', role: 'manager' },
  { label: 'Settings', to: '/settings', role: 'manager' },
  { label: 'Staff', to: '/staff', role: 'owner' },
  { label: 'Audit', to: '/audit', role: 'owner' },
];

export const navFor = (items: NavItem[], role: StaffRole | null) =>
  items.filter((item) => !item.role || roleAllows(role, item.role));

// SPEC §2: Dashboard is active only on the exact root; the others by path prefix.
export function isNavActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
