import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Company,
  CompanyDetail,
  CompanyInput,
  CompanyList,
} from '@domain/contracts/companies';
import { PAGE_SIZE } from '@domain/constants';
import { api, query } from '@web/lib/api-client';
import { refreshQueries } from '@web/lib/query-client';

type CompanyOptions = { rows: { id: string; name: string }[]; total: number };

export const companyKeys = {
  all: ['companies'] as const,
  lists: ['companies', 'list'] as const,
  list: (search: string, offset: number) => ['companies', 'list', { search, offset }] as const,
  options: ['companies', 'options'] as const,
  detail: (id: string) => ['companies', 'detail', id] as const,
};
// Customers show their company's name, in lists and on their page.
const customers = ['customers'] as const;

export function useCompanies(params: { search: string; offset: number }) {
  return useQuery({
    queryKey: companyKeys.list(params.search, params.offset),
    queryFn: () =>
      api<CompanyList>(
        `/api/companies${query({ search: params.search, offset: params.offset, limit: PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

// SPEC §8: the company dropdown fails silently (logged once; the list stays empty).
export function useCompanyOptions() {
  const options = useQuery({
    queryKey: companyKeys.options,
    queryFn: () => api<CompanyOptions>('/api/companies/options'),
  });
  useEffect(() => {
    if (options.error) console.error('Failed to load companies for the dropdown', options.error);
  }, [options.error]);
  return options;
}

export function useCompany(id: string | null) {
  return useQuery({
    queryKey: companyKeys.detail(id ?? ''),
    queryFn: () => api<CompanyDetail>(`/api/companies/${id}`),
    enabled: Boolean(id),
  });
}

export function useSaveCompany(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInput) =>
      id
        ? api<Company>(`/api/companies/${id}`, { method: 'PUT', body })
        : api<Company>('/api/companies', { method: 'POST', body }),
    onSuccess: () => {
      void refreshQueries(client, companyKeys.lists);
      void refreshQueries(client, companyKeys.options);
      if (id) {
        void refreshQueries(client, companyKeys.detail(id));
        void refreshQueries(client, customers);
      }
    },
  });
}

export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/companies/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: companyKeys.detail(id) });
      void refreshQueries(client, companyKeys.lists);
      void refreshQueries(client, companyKeys.options);
      void refreshQueries(client, customers);
    },
  });
}
