import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ReportPeriod } from '@domain/business-day';
import type { ProfitGroup } from '@domain/contracts/reports';
import { REPORT_PAGE_SIZE } from '@domain/currency-performance';
import { call, endpointUrl } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';

export type PeriodParams = { period: ReportPeriod; from?: string; to?: string };
// The daily position of the whole bureau, one branch, or one location (a till, the vault).
export type PositionWhere = { branch_id?: string; location_id?: string };

const performance = (p: PeriodParams, limit: number, offset: number) =>
  call('reports.currencyPerformance', { query: { ...p, limit, offset } });

export const reportQueries = {
  // SPEC's cards, 6 at a time: Load More asks for the next page after the ones shown.
  performance: (p: PeriodParams) =>
    infiniteQueryOptions({
      queryKey: queryKeys.reports.performance({ ...p, limit: REPORT_PAGE_SIZE }),
      queryFn: ({ pageParam }) => performance(p, REPORT_PAGE_SIZE, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => {
        const shown = pages.reduce((n, page) => n + page.rows.length, 0);
        return shown < last.total ? shown : undefined;
      },
      staleTime: 0,
    }),
  // The chart's bars: every currency of the period at once (a bureau lists far fewer than 100).
  chart: (p: PeriodParams) =>
    queryOptions({
      queryKey: queryKeys.reports.performance({ ...p, limit: 100 }),
      queryFn: () => performance(p, 100, 0),
      staleTime: 0,
    }),
  dailyPosition: (date: string, where: PositionWhere) =>
    queryOptions({
      queryKey: queryKeys.reports.dailyPosition(date, where),
      queryFn: () => call('reports.dailyPosition', { query: { date, ...where } }),
      staleTime: 0,
    }),
  // Realised margins of the period by day, currency, teller or branch (docs/decisions/0037).
  profit: (group: ProfitGroup, p: PeriodParams) =>
    queryOptions({
      queryKey: queryKeys.reports.profit({ group, ...p }),
      queryFn: () => call('reports.profit', { query: { group, ...p } }),
      staleTime: 0,
    }),
};

export const profitCsvUrl = (group: ProfitGroup, p: PeriodParams) =>
  endpointUrl('reports.profitCsv', { query: { group, ...p } });

export const dailyPositionCsvUrl = (date: string, where: PositionWhere) =>
  endpointUrl('reports.dailyPositionCsv', { query: { date, ...where } });
