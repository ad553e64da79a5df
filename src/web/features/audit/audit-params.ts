import { useSearchParams } from 'react-router';
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  type AuditAction,
  type AuditRecordType,
} from '@domain/audit';
import type { AuditFilters } from '@domain/contracts/audit';
import { parseLocalDate } from '@web/lib/dates';
import { AUDIT_PAGE_SIZE } from './api';
import { latestSearchParamsWith } from '@web/lib/latest-search-params';

export type AuditFilterName = keyof AuditFilters;

const validDate = (value: string | null) =>
  parseLocalDate(value) ? (value ?? undefined) : undefined;
const text = (value: string | null) => value?.trim() || undefined;
const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((v) => v === value);

function pageOf(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

/**
 * The Audit page's filters and page, kept in the URL under the API's own names
 * (`?actor_id=&record_type=&record_id=&action=&from=&to=&page=`), so a reload, the back
 * button and a shared link keep the list where it was. A filter change goes back to page 1.
 */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const from = validDate(params.get('from'));
  const rawTo = validDate(params.get('to'));
  const filters: AuditFilters = {
    actor_id: text(params.get('actor_id')),
    record_type: oneOf<AuditRecordType>(AUDIT_RECORD_TYPES, params.get('record_type')),
    record_id: text(params.get('record_id')),
    action: oneOf<AuditAction>(AUDIT_ACTIONS, params.get('action')),
    from,
    // A range that ends before it starts (an edited link) keeps only its start.
    to: from && rawTo && rawTo < from ? undefined : rawTo,
  };
  const page = pageOf(params.get('page'));

  const update = (changes: Record<string, string | null>, options?: { replace?: boolean }) =>
    setParams(() => latestSearchParamsWith(changes), options);

  // Picking a start after the end (or an end before the start) drops the other end.
  const setFilter = (name: AuditFilterName, value: string | null) => {
    const changes: Record<string, string | null> = { [name]: value, page: null };
    if (name === 'from' && value && filters.to && filters.to < value) changes.to = null;
    if (name === 'to' && value && filters.from && value < filters.from) changes.from = null;
    update(changes);
  };

  const filtered = Object.values(filters).some((value) => value !== undefined);
  return {
    filters,
    filtered,
    setFilter,
    clearFilters: () =>
      update(Object.fromEntries([...Object.keys(filters), 'page'].map((key) => [key, null]))),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
    setPage: (next: number, options?: { replace?: boolean }) =>
      update({ page: next > 1 ? String(next) : null }, options),
  };
}

export type AuditParams = ReturnType<typeof useAuditParams>;
