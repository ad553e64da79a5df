import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import { refreshQueries } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

// The rate board's links (a manager's) and the printed rate sheet (any member of staff).

export function useBoardLinks() {
  return useQuery({
    queryKey: queryKeys.boardLinks.all,
    queryFn: () => call('boardLinks.list').then((r) => r.rows),
  });
}

export function useCreateBoardLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => call('boardLinks.create', { body: { label } }),
    onSuccess: () => refreshQueries(queryClient, queryKeys.boardLinks.all),
  });
}

export function useRevokeBoardLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('boardLinks.revoke', { params: { id } }),
    onSettled: () => refreshQueries(queryClient, queryKeys.boardLinks.all),
  });
}

export function useRateSheet() {
  return useQuery({ queryKey: queryKeys.rates.sheet, queryFn: () => call('board.sheet') });
}
