import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ReportPeriod } from '@domain/business-day';
import type { CurrencyPerformanceResponse, DailyPosition } from '@domain/contracts/reports';
import { REPORT_PAGE_SIZE } from '@domain/currency-performance';
import { api, query } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type PeriodParams = { period: ReportPeriod; from?: string; to?: string };

const performanceUrl = (p: PeriodParams, limit: number, offset: number) =>
  `/api/reports/currency-performance${query({ ...p, limit, offset })}`;

export const reportQueries = {
  // SPEC's cards, 6 at a time: Load More asks for the next page after the ones shown.
  performance: (p: PeriodParams) =>
    infiniteQueryOptions({
      queryKey: queryKeys.reports.performance({ ...p, limit: REPORT_PAGE_SIZE }),
      queryFn: ({ pageParam }) =>
        api<CurrencyPerformanceResponse>(performanceUrl(p, REPORT_PAGE_SIZE, pageParam)),
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
      queryFn: () => api<CurrencyPerformanceResponse>(performanceUrl(p, 100, 0)),
      staleTime: 0,
    }),
  dailyPosition: (date: string) =>
    queryOptions({
      queryKey: queryKeys.reports.dailyPosition(date),
      queryFn: () => api<DailyPosition>(`/api/reports/daily-position${query({ date })}`),
      staleTime: 0,
    }),
};

export const dailyPositionCsvUrl = (date: string) =>
  `/api/reports/daily-position.csv${query({ date })}`;
