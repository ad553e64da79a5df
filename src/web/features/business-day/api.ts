import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

const dayKeys = queryKeys.businessDays;

// A branch's business day (docs/decisions/0036): whether it is closed, its tills' sessions and
// its Z report. Always asked again when the screen opens: tills close on other screens.
export const businessDayQueries = {
  day: (branchId: string, date: string) =>
    queryOptions({
      queryKey: dayKeys.day(branchId, date),
      queryFn: () => call('businessDays.get', { params: { branch_id: branchId, date } }),
      staleTime: 0,
    }),
  sessions: (branchId: string, date: string) =>
    queryOptions({
      queryKey: dayKeys.sessions(branchId, date),
      queryFn: () =>
        call('tillSessions.list', { query: { branch_id: branchId, date } }).then((r) => r.rows),
      staleTime: 0,
    }),
  zReport: (branchId: string, date: string) =>
    queryOptions({
      queryKey: dayKeys.zReport(branchId, date),
      queryFn: () => call('businessDays.zReport', { params: { branch_id: branchId, date } }),
      staleTime: 0,
    }),
  // Every till now, with its session not yet closed (whatever its date): what stops a close.
  tills: () =>
    queryOptions({
      queryKey: [...dayKeys.all, 'tills'] as const,
      queryFn: () => call('tills.list').then((r) => r.rows),
      staleTime: 0,
    }),
};

export function useBusinessDay(branchId: string, date: string) {
  return useQuery(businessDayQueries.day(branchId, date));
}

export function useDaySessions(branchId: string, date: string) {
  return useQuery(businessDayQueries.sessions(branchId, date));
}

export function useZReport(branchId: string, date: string) {
  return useQuery(businessDayQueries.zReport(branchId, date));
}

export function useTillStates() {
  return useQuery(businessDayQueries.tills());
}

export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { branchId: string; date: string }) =>
      call('businessDays.close', { body: { branch_id: input.branchId, date: input.date } }),
    onSuccess: () =>
      Promise.all([
        refreshQueries(queryClient, dayKeys.all),
        refreshQueries(queryClient, queryKeys.dashboard.all),
      ]),
  });
}

export const zReportCsvUrl = (branchId: string, date: string) =>
  endpointUrl('businessDays.zReportCsv', { params: { branch_id: branchId, date } });
