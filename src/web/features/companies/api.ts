import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CompanyInput } from '@domain/contracts/companies';
import { PAGE_SIZE } from '@domain/constants';
import { call } from '@web/lib/call';
import { afterPageBefore } from '@web/lib/page-after';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

const companyKeys = queryKeys.companies;
// Customers show their company's name, in lists and on their page.
const customers = queryKeys.customers.all;

export const companyQueries = {
  // The companies in use; with `archived`, the archived ones alone (docs/decisions/0027).
  list: (params: { search: string; offset: number; archived?: boolean }) => {
    const key = {
      search: params.search,
      offset: params.offset,
      archived: params.archived ?? false,
    };
    return queryOptions({
      queryKey: companyKeys.list(key),
      queryFn: ({ client }) =>
        call('companies.list', {
          query: {
            search: key.search,
            offset: key.offset,
            limit: PAGE_SIZE,
            archived: key.archived ? 'true' : undefined,
            after: afterPageBefore(
              client,
              (offset) => companyKeys.list({ ...key, offset }),
              key.offset,
              PAGE_SIZE,
            ),
          },
        }),
      placeholderData: keepPreviousData,
    });
  },
  detail: (id: string) =>
    queryOptions({
      queryKey: companyKeys.detail(id),
      queryFn: () => call('companies.get', { params: { id } }),
    }),
  transactions: (id: string, offset: number) =>
    queryOptions({
      queryKey: companyKeys.transactions(id, offset),
      queryFn: () =>
        call('companies.transactions', {
          params: { id },
          query: { limit: PAGE_SIZE, offset },
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useCompanies(params: { search: string; offset: number; archived?: boolean }) {
  return useQuery(companyQueries.list(params));
}

export function useCompany(id: string | null) {
  return useQuery({ ...companyQueries.detail(id ?? ''), enabled: Boolean(id) });
}

export function useCompanyTransactions(id: string, offset: number) {
  return useQuery(companyQueries.transactions(id, offset));
}

export function useSaveCompany(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInput) =>
      id ? call('companies.update', { params: { id }, body }) : call('companies.create', { body }),
    onSuccess: () => {
      void refreshQueries(client, companyKeys.lists);
      void refreshQueries(client, companyKeys.options);
      if (id) {
        void refreshQueries(client, companyKeys.detail(id));
        void refreshQueries(client, customers);
        void refreshQueries(client, queryKeys.audit.history('company', id));
      }
    },
  });
}

/** An archived company back in the lists (managers and the owner). */
export function useRestoreCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('companies.restore', { params: { id } }),
    onSuccess: (_data, id) => {
      void refreshQueries(client, companyKeys.detail(id));
      void refreshQueries(client, companyKeys.lists);
      void refreshQueries(client, companyKeys.options);
    },
  });
}

export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    // null when deleted; a company with business exchanges is archived instead (decision 0027).
    mutationFn: (id: string) => call('companies.delete', { params: { id } }),
    onSuccess: (archived, id) => {
      if (archived) void refreshQueries(client, companyKeys.detail(id));
      else client.removeQueries({ queryKey: companyKeys.detail(id) });
      void refreshQueries(client, companyKeys.lists);
      void refreshQueries(client, companyKeys.options);
      void refreshQueries(client, customers);
    },
  });
}
