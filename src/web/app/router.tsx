import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthPage } from '@web/features/auth/auth-page';
import { DashboardPage } from '@web/features/dashboard/dashboard-page';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';
import { RequireRole } from './require-role';

// Screens other than the dashboard load on first visit, keeping the first download small.
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

export const router = createBrowserRouter([
  { path: '/auth', element: <AuthPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <DashboardPage /> },
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
            path: 'exchange',
            ...page(
              async () => (await import('@web/features/exchange/exchange-page')).ExchangePage,
            ),
          },
          {
            element: <RequireRole role="manager" />,
            children: [
              {
                path: 'reports',
                ...page(
                  async () => (await import('@web/features/reports/reports-page')).ReportsPage,
                ),
              },
            ],
          },
          {
            element: <RequireRole role="owner" />,
            children: [
              {
                path: 'settings',
                ...page(
                  async () => (await import('@web/features/settings/settings-page')).SettingsPage,
                ),
              },
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
