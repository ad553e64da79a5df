import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditRecordType } from '@domain/audit';
import type { AuditFilters } from '@domain/contracts/audit';
import { PAGE_SIZE } from '@domain/constants';
import { call, endpointUrl } from '@web/lib/call';
import { afterPageBefore } from '@web/lib/page-after';
import { queryKeys } from '@web/lib/query-keys';

const keys = queryKeys.audit;

// The Audit page shows 20 entries a page; a record's History section 10.
export const AUDIT_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = PAGE_SIZE;

// The record types that have a History section, with the endpoint of their history.
export type HistoryRecordType = Extract<AuditRecordType, 'customer' | 'company' | 'transaction'>;
const HISTORY_ENDPOINTS = {
  customer: 'customers.history',
  company: 'companies.history',
  transaction: 'transactions.history',
} as const satisfies Record<HistoryRecordType, string>;

export const auditQueries = {
  // Every change anywhere lands in the trail: the page always asks for the latest.
  // Next (and Previous to a page seen) starts after the last entry of the page before
  // (docs/decisions/0030).
  list: (filters: AuditFilters, offset: number) =>
    queryOptions({
      queryKey: keys.list({ ...filters, offset }),
      queryFn: ({ client }) => {
        const after = afterPageBefore(
          client,
          (before) => keys.list({ ...filters, offset: before }),
          offset,
          AUDIT_PAGE_SIZE,
        );
        return call('audit.list', { query: { ...filters, limit: AUDIT_PAGE_SIZE, offset, after } });
      },
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  history: (recordType: HistoryRecordType, id: string, offset: number) =>
    queryOptions({
      queryKey: keys.historyPage(recordType, id, offset),
      queryFn: () =>
        call(HISTORY_ENDPOINTS[recordType], {
          params: { id },
          query: { limit: HISTORY_PAGE_SIZE, offset },
        }),
      // The previous page stays while the next loads, never another record's history.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[3] === id ? previous : undefined,
    }),
};

export const useAuditList = (filters: AuditFilters, offset: number) =>
  useQuery(auditQueries.list(filters, offset));

export const useRecordHistory = (recordType: HistoryRecordType, id: string, offset: number) =>
  useQuery(auditQueries.history(recordType, id, offset));

// The CSV of the current filters, downloaded by the browser as it streams.
export const auditExportUrl = (filters: AuditFilters) =>
  endpointUrl('audit.export', { query: filters });
