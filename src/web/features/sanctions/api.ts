import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { HIT_STATUSES } from '@domain/contracts/sanctions';
import type { SanctionsSource } from '@domain/sanctions/list-entry';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

export const HIT_PAGE_SIZE = 20;
export type HitQueue = (typeof HIT_STATUSES)[number] | 'all';
export type SubjectType = 'customer' | 'company';

const keys = queryKeys.sanctions;
// While a re-screen runs, its progress is read again every 2 seconds.
const RUN_POLL_MS = 2_000;

export const sanctionsQueries = {
  status: () => queryOptions({ queryKey: keys.status, queryFn: () => call('sanctions.status') }),
  list: (status: HitQueue, page: number) =>
    queryOptions({
      queryKey: keys.list({ status, page }),
      queryFn: () =>
        call('sanctions.hits', {
          query: { status, limit: HIT_PAGE_SIZE, offset: (page - 1) * HIT_PAGE_SIZE },
        }),
      placeholderData: keepPreviousData,
    }),
  subject: (subjectType: SubjectType, id: string) =>
    queryOptions({
      queryKey: keys.subject(subjectType, id),
      queryFn: () =>
        call('sanctions.hits', {
          query: { subject_type: subjectType, subject_id: id, status: 'all', limit: 100 },
        }),
    }),
  hit: (id: string) =>
    queryOptions({
      queryKey: keys.hit(id),
      queryFn: () => call('sanctions.hit', { params: { id } }),
    }),
};

export function useSanctionsStatus() {
  return useQuery({
    ...sanctionsQueries.status(),
    refetchInterval: (query) => (query.state.data?.run?.status === 'running' ? RUN_POLL_MS : false),
  });
}

export const useHits = (status: HitQueue, page: number) =>
  useQuery(sanctionsQueries.list(status, page));

export const useSubjectHits = (subjectType: SubjectType, id: string, enabled: boolean) =>
  useQuery({ ...sanctionsQueries.subject(subjectType, id), enabled });

export const useHit = (id: string) =>
  useQuery({ ...sanctionsQueries.hit(id), enabled: Boolean(id) });

// The navigation badge's share: the open matches, checked every minute (managers only).
export const useOpenHitCount = (enabled: boolean) =>
  useQuery({
    queryKey: keys.badge,
    queryFn: () => call('sanctions.badge').then((r) => r.open),
    refetchInterval: 60_000,
    enabled,
  });

// A review, an import or a re-screen changes matches and the screening status of customers and
// companies: every list that shows either loads again.
function refreshScreening(client: QueryClient) {
  void refreshQueries(client, keys.all);
  void refreshQueries(client, queryKeys.customers.all);
  void refreshQueries(client, queryKeys.companies.all);
}

export function useImportList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { source: SanctionsSource; file_name: string; content: string }) =>
      call('sanctions.import', { body }),
    onSuccess: () => refreshScreening(client),
  });
}

export function useFetchLists() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('sanctions.fetch'),
    onSuccess: (status) => {
      client.setQueryData(keys.status, status);
      refreshScreening(client);
    },
  });
}

export function useRescreen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('sanctions.rescreen'),
    onSuccess: () => refreshScreening(client),
  });
}

export function useSaveThresholds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { possible: string; strong: string }) =>
      call('sanctions.thresholds', { body }),
    onSuccess: () => void refreshQueries(client, keys.status),
  });
}

export type Review =
  { action: 'clear'; body: { reason: string } } | { action: 'confirm'; body: { note: string } };

export function useReviewHit(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: Review) =>
      review.action === 'clear'
        ? call('sanctions.clear', { params: { id }, body: review.body })
        : call('sanctions.confirm', { params: { id }, body: review.body }),
    onSuccess: (hit) => {
      client.setQueryData(keys.hit(id), hit);
      refreshScreening(client);
      // A confirmed match opens a compliance case; both land in the audit trail.
      void refreshQueries(client, queryKeys.compliance.all);
      void refreshQueries(client, queryKeys.audit.all);
    },
  });
}
