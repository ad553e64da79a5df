import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditRecordType } from '@domain/audit';
import type { AuditFilters, AuditList } from '@domain/contracts/audit';
import { PAGE_SIZE } from '@domain/constants';
import { api, query } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const keys = queryKeys.audit;

// The Audit page shows 20 entries a page; a record's History section 10.
export const AUDIT_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = PAGE_SIZE;

// The record types that have a History section, with the path of their history.
export type HistoryRecordType = Extract<AuditRecordType, 'customer' | 'company' | 'transaction'>;
const HISTORY_PATHS: Record<HistoryRecordType, string> = {
  customer: 'customers',
  company: 'companies',
  transaction: 'transactions',
};

export const auditQueries = {
  // Every change anywhere lands in the trail: the page always asks for the latest.
  list: (filters: AuditFilters, offset: number) =>
    queryOptions({
      queryKey: keys.list({ ...filters, offset }),
      queryFn: () =>
        api<AuditList>(`/api/audit${query({ ...filters, limit: AUDIT_PAGE_SIZE, offset })}`),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  history: (recordType: HistoryRecordType, id: string, offset: number) =>
    queryOptions({
      queryKey: keys.historyPage(recordType, id, offset),
      queryFn: () =>
        api<AuditList>(
          `/api/${HISTORY_PATHS[recordType]}/${id}/history${query({ limit: HISTORY_PAGE_SIZE, offset })}`,
        ),
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
export const auditExportUrl = (filters: AuditFilters) => `/api/audit/export.csv${query(filters)}`;
