import { roleAllows, type StaffRole } from '@domain/staff';
import { msg } from '@web/i18n';

// `label`: English, translated where shown. `role`: the least role that may open the page; the menus leave it out for the others.
// `badge`: the link shows the compliance queue's count of what is due soon.
export type NavItem = { label: string; to: string; role?: StaffRole; badge?: 'compliance' };

export const PRIMARY_NAV: NavItem[] = [
  { label: msg('Dashboard'), to: '/' },
  { label: msg('Customers'), to: '/customers' },
  { label: msg('Accounts'), to: '/accounts' },
  { label: msg('Tills'), to: '/tills' },
  { label: msg('Currency Rates'), to: '/rates' },
  { label: msg('Compliance'), to: '/compliance', badge: 'compliance' },
];

export const MORE_NAV: NavItem[] = [
  { label: msg('Companies'), to: '/companies' },
  { label: msg('Currencies'), to: '/currencies' },
  { label: msg('Transactions'), to: '/transactions' },
  { label: msg('Reports'), to: '/reports', role: 'manager' },
  { label: msg('Business Day'), to: '/day', role: 'manager' },
  { label: msg('Settings'), to: '/settings', role: 'manager' },
  { label: msg('Staff'), to: '/staff', role: 'owner' },
  { label: msg('Audit'), to: '/audit', role: 'owner' },
];

export const navFor = (items: NavItem[], role: StaffRole | null) =>
  items.filter((item) => !item.role || roleAllows(role, item.role));

// SPEC §2: Dashboard is active only on the exact root; the others by path prefix.
export function isNavActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
