import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';

// The cash day's set-up as screens read it (docs/decisions/0036): branches with their vault,
// tills and card location, and the notes and coins of each currency. The Settings screen
// changes it; accounts, reports and the business day read it from here.

export const cashSetupQueries = {
  branches: () =>
    queryOptions({
      queryKey: queryKeys.branches.all,
      queryFn: () => call('branches.list').then((r) => r.rows),
    }),
  denominations: () =>
    queryOptions({
      queryKey: queryKeys.denominations.all,
      queryFn: () => call('denominations.list').then((r) => r.rows),
    }),
};

/** Every branch with its locations (vault, tills, card settlement). */
export function useBranches() {
  return useQuery(cashSetupQueries.branches());
}

export function useDenominations() {
  return useQuery(cashSetupQueries.denominations());
}
