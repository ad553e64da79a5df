import { useSearchParams } from 'react-router';
import { localDateOf } from '@domain/business-day';
import { parseLocalDate } from '@web/lib/dates';
import { useBranches } from '@web/shared/cash-setup';
import { useBusinessTimeZone } from '@web/shared/settings';
import { latestSearchParamsWith } from '@web/lib/latest-search-params';

/**
 * The day shown (`?date=`, the bureau's today by default) and the branch (`?branch=`, the
 * first one by default), kept in the URL so a Z report can be linked to and reloaded.
 */
export function useDayParams() {
  const [params, setParams] = useSearchParams();
  const zone = useBusinessTimeZone();
  const branches = useBranches();
  const today = localDateOf(new Date(), zone);
  const raw = params.get('date');
  const date = parseLocalDate(raw) && raw ? raw : today;
  const list = branches.data ?? [];
  const branch = list.find((b) => b.id === params.get('branch')) ?? list[0] ?? null;

  const update = (key: string, value: string) =>
    setParams(() => latestSearchParamsWith({ [key]: value }));

  return {
    today,
    date,
    setDate: (next: string) => update('date', next),
    branches,
    branch,
    setBranch: (id: string) => update('branch', id),
  };
}
