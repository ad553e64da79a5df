import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays } from '@domain/business-day';
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

// The last 30 of the bureau's days (today included), for the managers' profit chart.
export function useProfitDays(today: string | undefined, enabled: boolean) {
  const query = { group: 'day' as const, period: 'custom' as const };
  const range = today ? { from: addDays(today, -29), to: today } : { from: '', to: '' };
  return useQuery({
    queryKey: queryKeys.reports.profit({ ...query, ...range }),
    queryFn: () => call('reports.profit', { query: { ...query, ...range } }),
    enabled: enabled && today !== undefined,
    staleTime: 0,
  });
}
