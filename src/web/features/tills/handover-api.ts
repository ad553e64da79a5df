import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CountBody } from '@domain/contracts/cash';
import type { VarianceSide } from '@domain/contracts/transfers';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshCash } from './api';

// Cash handed over, counted by whoever receives it (docs/decisions/0059).
const keys = {
  open: [...queryKeys.tills.all, 'handovers', 'open'] as const,
  one: (id: string) => [...queryKeys.tills.all, 'handovers', id] as const,
  ofSession: (id: string) => [...queryKeys.tills.session(id), 'handovers'] as const,
};

/** The handovers waiting for a count or a sign-off that the signed-in member may see. */
export const useOpenHandovers = (enabled = true) =>
  useQuery({
    queryKey: keys.open,
    queryFn: () => call('transfers.open', { query: {} }).then((r) => r.rows),
    enabled,
    // A handover is made on another screen: the waiting list follows it.
    refetchInterval: 30_000,
  });

export const useHandover = (id: string) =>
  useQuery({ queryKey: keys.one(id), queryFn: () => call('transfers.get', { params: { id } }) });

/** The cash handed into and out of a session's till. */
export const useSessionHandovers = (sessionId: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.ofSession(sessionId),
    queryFn: () =>
      call('tillSessions.handovers', { params: { id: sessionId } }).then((r) => r.rows),
    enabled,
  });

/** The receiver's blind count of one currency handed over. */
export function useCountHandover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: CountBody }) =>
      call('transfers.count', {
        params: { id: input.id },
        body: { lines: input.body.counts[0]?.lines ?? [] },
      }),
    onSuccess: () => refreshCash(client),
  });
}

export function useSignOffHandover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; side: VarianceSide; reason: string }) =>
      call('transfers.signOff', {
        params: { id: input.id },
        body: { side: input.side, reason: input.reason },
      }),
    onSuccess: () => refreshCash(client),
  });
}
