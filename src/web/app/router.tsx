import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { StaffRole } from '@domain/staff';
import { followRouteTitles } from '@web/shared/page-title';

// Every screen, the signed-in part (data cache, guards) and its layout with the menus load on
// first visit (in parallel for one address): the sign-in page downloads only what it shows.
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});
const element = (load: () => Promise<ReactElement>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ element: await load() }),
});
const requireRole = (role: StaffRole) =>
  element(async () => {
    const { RequireRole } = await import('./require-role');
    return <RequireRole role={role} />;
  });

export const router = createBrowserRouter([
  {
    path: '/auth',
    ...page(async () => (await import('@web/features/auth/auth-page')).AuthPage),
  },
  // The rate board for the window's screen: no session, outside the signed-in part. Without a
  // token it says the link does not work.
  {
    path: '/board/:token?',
    ...page(async () => (await import('@web/features/rate-board/board-page')).BoardPage),
  },
  {
    ...page(async () => (await import('./signed-in')).SignedIn),
    children: [
      // The printable rate sheet: a page of paper, without the menus.
      {
        path: 'rates/sheet',
        ...page(
          async () => (await import('@web/features/rate-board/rate-sheet-page')).RateSheetPage,
        ),
      },
      {
        ...page(async () => (await import('./layout')).AppLayout),
        children: [
          {
            index: true,
            ...page(
              async () => (await import('@web/features/dashboard/dashboard-page')).DashboardPage,
            ),
          },
          {
            path: 'customers',
            ...page(
              async () => (await import('@web/features/customers/customers-page')).CustomersPage,
            ),
          },
          {
            path: 'customers/:id',
            ...page(
              async () =>
                (await import('@web/features/customers/customer-detail-page')).CustomerDetailPage,
            ),
          },
          {
            path: 'companies',
            ...page(
              async () => (await import('@web/features/companies/companies-page')).CompaniesPage,
            ),
          },
          {
            path: 'companies/:id',
            ...page(
              async () =>
                (await import('@web/features/companies/company-detail-page')).CompanyDetailPage,
            ),
          },
          {
            path: 'accounts',
            ...page(
              async () => (await import('@web/features/accounts/accounts-page')).AccountsPage,
            ),
          },
          {
            path: 'rates',
            ...page(async () => (await import('@web/features/rates/rates-page')).RatesPage),
          },
          {
            path: 'currencies',
            ...page(
              async () => (await import('@web/features/currencies/currencies-page')).CurrenciesPage,
            ),
          },
          {
            path: 'transactions',
            ...page(
              async () =>
                (await import('@web/features/transactions/transactions-page')).TransactionsPage,
            ),
          },
          {
            path: 'transactions/:id',
            ...page(
              async () =>
                (await import('@web/features/transactions/transaction-detail-page'))
                  .TransactionDetailPage,
            ),
          },
          {
            path: 'compliance',
            ...page(
              async () => (await import('@web/features/compliance/compliance-page')).CompliancePage,
            ),
          },
          {
            path: 'compliance/:id',
            ...page(
              async () =>
                (await import('@web/features/compliance/case-detail-page')).CaseDetailPage,
            ),
          },
          {
            path: 'tills',
            ...page(async () => (await import('@web/features/tills/tills-page')).TillsPage),
          },
          {
            path: 'tills/:id/open',
            ...page(async () => (await import('@web/features/tills/open-till-page')).OpenTillPage),
          },
          {
            path: 'till-sessions/:id',
            ...page(async () => (await import('@web/features/tills/session-page')).SessionPage),
          },
          {
            path: 'till-sessions/:id/close',
            ...page(
              async () => (await import('@web/features/tills/close-till-page')).CloseTillPage,
            ),
          },
          {
            path: 'handovers/:id/count',
            ...page(
              async () =>
                (await import('@web/features/tills/handover-count-page')).HandoverCountPage,
            ),
          },
          {
            path: 'till-sessions/:id/spot-count',
            ...page(
              async () => (await import('@web/features/tills/spot-count-page')).SpotCountPage,
            ),
          },
          {
            path: 'exchange',
            ...page(
              async () => (await import('@web/features/exchange/exchange-page')).ExchangePage,
            ),
          },
          {
            ...requireRole('manager'),
            children: [
              {
                path: 'compliance/sanctions/:id',
                ...page(
                  async () =>
                    (await import('@web/features/sanctions/hit-review-page')).HitReviewPage,
                ),
              },
              {
                path: 'settings',
                ...page(
                  async () => (await import('@web/features/settings/settings-page')).SettingsPage,
                ),
              },
              {
                path: 'reports',
                ...page(
                  async () => (await import('@web/features/reports/reports-page')).ReportsPage,
                ),
              },
              {
                path: 'day',
                ...page(
                  async () =>
                    (await import('@web/features/business-day/business-day-page')).BusinessDayPage,
                ),
              },
            ],
          },
          {
            ...requireRole('owner'),
            children: [
              {
                path: 'staff',
                ...page(async () => (await import('@web/features/staff/staff-page')).StaffPage),
              },
              {
                path: 'audit',
                ...page(async () => (await import('@web/features/audit/audit-page')).AuditPage),
              },
            ],
          },
          { path: '*', ...page(async () => (await import('./not-found-page')).NotFoundPage) },
        ],
      },
    ],
  },
]);

followRouteTitles(router);
