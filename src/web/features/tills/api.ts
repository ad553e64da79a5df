import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { CountBody, OpenTillBody } from '@domain/contracts/cash';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

const tillKeys = queryKeys.tills;

export const tillQueries = {
  list: () =>
    queryOptions({
      queryKey: tillKeys.list,
      queryFn: () => call('tills.list').then((r) => r.rows),
    }),
  // The signed-in member's session not yet closed, with what its till holds.
  mine: () =>
    queryOptions({
      queryKey: tillKeys.mine,
      queryFn: () => call('tillSessions.mine'),
      // A manager's sign-off or reopen happens on another screen: the bar follows it.
      refetchInterval: 60_000,
    }),
  sessions: (date: string) =>
    queryOptions({
      queryKey: tillKeys.sessions(date),
      queryFn: () => call('tillSessions.list', { query: { date } }).then((r) => r.rows),
    }),
  session: (id: string) =>
    queryOptions({
      queryKey: tillKeys.session(id),
      queryFn: () => call('tillSessions.get', { params: { id } }),
    }),
  branches: () =>
    queryOptions({
      queryKey: tillKeys.branches,
      queryFn: () => call('branches.list').then((r) => r.rows),
    }),
  denominations: () =>
    queryOptions({
      queryKey: tillKeys.denominations,
      queryFn: () => call('denominations.list').then((r) => r.rows),
    }),
};

export const useTills = () => useQuery(tillQueries.list());
export const useMySession = () => useQuery(tillQueries.mine());
export const useTillSessions = (date: string) => useQuery(tillQueries.sessions(date));
export const useTillSession = (id: string) => useQuery(tillQueries.session(id));
export const useBranches = () => useQuery(tillQueries.branches());
export const useDenominations = () => useQuery(tillQueries.denominations());

// A session's change moves cash: the tills, the accounts' split by location and the dashboard.
export async function refreshCash(client: QueryClient) {
  await Promise.all([
    refreshQueries(client, tillKeys.all),
    refreshQueries(client, queryKeys.accounts.all),
    refreshQueries(client, queryKeys.dashboard.all),
  ]);
}

export function useOpenTill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { tillId: string; body: OpenTillBody }) =>
      call('tills.open', { params: { id: input.tillId }, body: input.body }),
    onSuccess: () => refreshCash(client),
  });
}

// The blind close, and a recount while the session waits for a manager.
export function useCloseTill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { sessionId: string; body: CountBody }) =>
      call('tillSessions.close', { params: { id: input.sessionId }, body: input.body }),
    onSuccess: () => refreshCash(client),
  });
}

export function useSignOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { sessionId: string; reason: string }) =>
      call('tillSessions.signOff', {
        params: { id: input.sessionId },
        body: { reason: input.reason },
      }),
    onSuccess: () => refreshCash(client),
  });
}

export function useReopen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { sessionId: string; reason: string }) =>
      call('tillSessions.reopen', {
        params: { id: input.sessionId },
        body: { reason: input.reason },
      }),
    onSuccess: () => refreshCash(client),
  });
}

export function useTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      from_location_id: string;
      to_location_id: string;
      currency_id: string;
      amount: string;
      note?: string;
    }) => call('transfers.create', { body }),
    onSuccess: () => refreshCash(client),
  });
}

/** A session's spot counts (issue 46): managers only. */
export const useSpotCounts = (sessionId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...tillKeys.session(sessionId), 'spot-counts'],
    queryFn: () => call('tillSessions.spotCounts', { params: { id: sessionId } }),
    enabled,
  });

/** A manager's spot count of an open till: kept beside what it holds, nothing booked. */
export function useSpotCount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { sessionId: string; body: CountBody }) =>
      call('tillSessions.spotCount', { params: { id: input.sessionId }, body: input.body }),
    onSuccess: (counts, input) => {
      client.setQueryData([...tillKeys.session(input.sessionId), 'spot-counts'], counts);
      return refreshCash(client);
    },
  });
}
