import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@domain/contracts/dashboard';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const dashboardQueries = {
  // Always asked again when the screen opens: its figures follow changes made on every other
  // screen (customers, currencies, exchanges, claims), and it is one small request.
  summary: () =>
    queryOptions({
      queryKey: queryKeys.dashboard.all,
      queryFn: () => api<Dashboard>('/api/dashboard'),
      staleTime: 0,
    }),
};

export function useDashboard() {
  return useQuery(dashboardQueries.summary());
}
