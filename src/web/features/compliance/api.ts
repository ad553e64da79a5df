import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CaseKind, CASE_QUEUES } from '@domain/contracts/compliance';
import type { BodyOf } from '@domain/contracts/endpoints';
import { call, endpointUrl } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

export const CASE_PAGE_SIZE = 25;
export type CaseQueue = (typeof CASE_QUEUES)[number];

const keys = queryKeys.compliance;

export const complianceQueries = {
  list: (queue: CaseQueue, kind: CaseKind | '', page: number) =>
    queryOptions({
      queryKey: keys.list({ queue, kind, page }),
      queryFn: () =>
        call('compliance.cases', { query: { queue, kind, page, limit: CASE_PAGE_SIZE } }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: () => call('compliance.case', { params: { id } }),
    }),
};

/** The case's report in FINTRAC's format, made from its records as they are now. */
export const useFintracReport = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...keys.detail(id), 'fintrac-report'],
    queryFn: () => call('compliance.fintracReport', { params: { id } }),
    enabled,
    // Made from the customers, settings and branches as they are: read again whenever shown,
    // so a problem fixed on another screen is gone on return.
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** The case's reports as they left for FINTRAC, and whether FINTRAC's API is set up. */
export const useFintracFilings = (id: string) =>
  useQuery({
    queryKey: [...keys.detail(id), 'fintrac-filings'],
    queryFn: () => call('compliance.fintracFilings', { params: { id } }),
  });

export type FintracSending =
  | { action: 'submit' | 'change' }
  | { action: 'delete'; reason: 'duplicate' | 'submitted_in_error' };

/** Sends the report to FINTRAC's API; FINTRAC's answer is the filing it returns. */
export function useSendToFintrac(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sending: FintracSending) =>
      sending.action === 'delete'
        ? call('compliance.fintracDelete', { params: { id }, body: { reason: sending.reason } })
        : call(
            sending.action === 'submit' ? 'compliance.fintracSubmit' : 'compliance.fintracChange',
            {
              params: { id },
            },
          ),
    onSettled: () => {
      void refreshQueries(client, keys.all);
      void refreshQueries(client, queryKeys.audit.all);
    },
  });
}

export const fintracDocumentUrl = (id: string, filingId: string) =>
  endpointUrl('compliance.fintracFilingDocument', { params: { id, filingId } });

export const useCases = (queue: CaseQueue, kind: CaseKind | '', page: number) =>
  useQuery(complianceQueries.list(queue, kind, page));

export const useCase = (id: string | null) =>
  useQuery({ ...complianceQueries.detail(id ?? ''), enabled: Boolean(id) });

// The navigation badge: what is overdue or due within 3 days, checked every minute.
export const useDueSoonCount = () =>
  useQuery({
    queryKey: keys.badge,
    queryFn: () => call('compliance.badge').then((r) => r.due_soon),
    refetchInterval: 60_000,
  });

export type CaseClosing =
  | { action: 'file'; body: { acknowledgement_number: string; filed_on: string } }
  | { action: 'review'; body: { review_note: string } }
  | { action: 'dismiss'; body: { reason: string } };

export function useCloseCase(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (closing: CaseClosing) =>
      call(`compliance.${closing.action}`, { params: { id }, body: closing.body }),
    onSuccess: (detail) => {
      client.setQueryData(keys.detail(id), detail);
      void refreshQueries(client, keys.all);
      void refreshQueries(client, queryKeys.audit.all);
    },
  });
}

export const caseExportUrl = (id: string, format: 'json' | 'csv') =>
  endpointUrl(format === 'json' ? 'compliance.caseJson' : 'compliance.caseCsv', {
    params: { id },
  });
export const queueExportUrl = (format: 'json' | 'csv') =>
  endpointUrl(format === 'json' ? 'compliance.queueJson' : 'compliance.queueCsv');
export const examinationUrl = (period: { from: string; to: string }, format: 'json' | 'csv') =>
  endpointUrl(format === 'json' ? 'compliance.examinationJson' : 'compliance.examinationCsv', {
    query: period,
  });

/** Opens a suspicious transaction report (a manager's act); answers its case. */
export function useOpenSuspiciousReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'compliance.openSuspiciousReport'>) =>
      call('compliance.openSuspiciousReport', { body }),
    onSuccess: (detail) => {
      client.setQueryData(keys.detail(detail.id), detail);
      void refreshQueries(client, keys.all);
      void refreshQueries(client, queryKeys.audit.all);
    },
  });
}

/** Changes an open suspicious transaction report's grounds and action taken. */
export function useUpdateSuspiciousReport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'compliance.updateSuspiciousReport'>) =>
      call('compliance.updateSuspiciousReport', { params: { id }, body }),
    onSuccess: (detail) => {
      client.setQueryData(keys.detail(id), detail);
      void refreshQueries(client, keys.all);
      void refreshQueries(client, queryKeys.audit.all);
    },
  });
}
