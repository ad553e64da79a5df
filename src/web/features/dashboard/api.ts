import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';

export const dashboardQueries = {
  // Always asked again when the screen opens: its figures follow changes made on every other
  // screen (customers, currencies, exchanges, claims), and it is one small request.
  summary: () =>
    queryOptions({
      queryKey: queryKeys.dashboard.all,
      queryFn: () => call('dashboard.get'),
      staleTime: 0,
    }),
};

export function useDashboard() {
  return useQuery(dashboardQueries.summary());
}
