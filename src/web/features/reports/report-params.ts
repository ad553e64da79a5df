import { useSearchParams } from 'react-router';
import { localDateOf, REPORT_PERIODS, type ReportPeriod } from '@domain/business-day';
import { parseLocalDate } from '@web/lib/dates';
import { useBusinessTimeZone } from '@web/shared/settings';
import { PROFIT_GROUPS } from '@domain/contracts/reports';
import type { PeriodParams, PositionWhere } from './api';
import { latestSearchParamsWith } from '@web/lib/latest-search-params';

export const REPORT_TABS = ['performance', 'daily', 'profit'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

const validDate = (value: string | null) => (parseLocalDate(value) ? (value ?? '') : undefined);

/** The report's tab, period and day, kept in the URL (`?tab=&period=&from=&to=&date=`). */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const zone = useBusinessTimeZone();
  const tab = REPORT_TABS.find((t) => t === params.get('tab')) ?? 'performance';
  const rawPeriod = REPORT_PERIODS.find((p) => p === params.get('period')) ?? 'all';
  const from = validDate(params.get('from'));
  const to = validDate(params.get('to'));
  // A custom period needs both ends in order; until then the report shows all time.
  const customReady = rawPeriod === 'custom' && from && to && from <= to;
  const period: PeriodParams =
    rawPeriod === 'custom'
      ? customReady
        ? { period: 'custom', from, to }
        : { period: 'all' }
      : { period: rawPeriod };
  // Today is the bureau's day, not the browser's.
  const date = validDate(params.get('date')) ?? localDateOf(new Date(), zone);
  // The daily position's scope: one location, else one branch, else the whole bureau.
  const location = params.get('location');
  const branch = params.get('branch');
  const where: PositionWhere = location
    ? { location_id: location }
    : branch
      ? { branch_id: branch }
      : {};

  // The profit report's grouping (`?group=`), by day unless told.
  const group = PROFIT_GROUPS.find((g) => g === params.get('group')) ?? 'day';

  const update = (changes: Record<string, string | null>) =>
    setParams(() => latestSearchParamsWith(changes), { replace: false });

  return {
    tab,
    setTab: (next: ReportTab) => update({ tab: next === 'performance' ? null : next }),
    selectedPeriod: rawPeriod,
    from,
    to,
    period,
    setPeriod: (next: ReportPeriod) =>
      update({
        period: next === 'all' ? null : next,
        ...(next === 'custom' ? {} : { from: null, to: null }),
      }),
    setRange: (range: { from?: string | null; to?: string | null }) => update(range),
    date,
    setDate: (next: string) => update({ date: next }),
    group,
    setGroup: (next: (typeof PROFIT_GROUPS)[number]) =>
      update({ group: next === 'day' ? null : next }),
    where,
    setWhere: (next: PositionWhere) =>
      update({ branch: next.branch_id ?? null, location: next.location_id ?? null }),
  };
}
