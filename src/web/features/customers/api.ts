import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateCustomerInput,
  Customer,
  CustomerDetail,
  CustomerList,
  CustomersWithoutCompany,
  UpdateCustomerInput,
} from '@domain/contracts/customers';
import { PAGE_SIZE } from '@domain/constants';
import { api, query } from '@web/lib/api-client';
import { refreshQueries } from '@web/lib/query-client';

export const customerKeys = {
  all: ['customers'] as const,
  lists: ['customers', 'list'] as const,
  list: (search: string, offset: number, limit: number) =>
    ['customers', 'list', { search, offset, limit }] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
  withoutCompany: (search: string) => ['customers', 'without-company', search] as const,
};
// A customer's company appears on the company page (its Customers tab).
const companyDetails = ['companies', 'detail'] as const;

export function useCustomers(params: {
  search: string;
  offset: number;
  limit?: number;
  enabled?: boolean;
}) {
  const limit = params.limit ?? PAGE_SIZE;
  return useQuery({
    enabled: params.enabled ?? true,
    queryKey: customerKeys.list(params.search, params.offset, limit),
    queryFn: () =>
      api<CustomerList>(
        `/api/customers${query({ search: params.search, offset: params.offset, limit })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string | null) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? ''),
    queryFn: () => api<CustomerDetail>(`/api/customers/${id}`),
    enabled: Boolean(id),
  });
}

export function useCustomersWithoutCompany(search: string, enabled: boolean) {
  return useQuery({
    queryKey: customerKeys.withoutCompany(search),
    queryFn: () =>
      api<CustomersWithoutCompany>(`/api/customers/without-company${query({ search, limit: 50 })}`),
    enabled,
    // The list stays in place while the next search loads, rather than blinking empty under
    // the pointer.
    placeholderData: keepPreviousData,
  });
}

export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomerInput) =>
      api<Customer>('/api/customers', { method: 'POST', body }),
    onSuccess: (created) => {
      void refreshQueries(client, customerKeys.lists);
      void refreshQueries(client, ['customers', 'without-company']);
      if (created.company_id) void refreshQueries(client, companyDetails);
    },
  });
}

export function useUpdateCustomer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerInput) =>
      api<Customer>(`/api/customers/${id}`, { method: 'PUT', body }),
    onSuccess: () => {
      void refreshQueries(client, customerKeys.all);
      void refreshQueries(client, companyDetails);
    },
  });
}

export function useSetCustomerCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: { customerId: string; companyId: string | null }) =>
      api<Customer>(`/api/customers/${vars.customerId}/company`, {
        method: 'PUT',
        body: { company_id: vars.companyId },
      }),
    onSuccess: () => {
      void refreshQueries(client, customerKeys.all);
      void refreshQueries(client, companyDetails);
    },
  });
}

export function useDeleteCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/customers/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      // SPEC §7: the list is invalidated and the detail entry removed.
      client.removeQueries({ queryKey: customerKeys.detail(id) });
      client.removeQueries({ queryKey: ['id-cards', id] });
      void refreshQueries(client, customerKeys.lists);
      void refreshQueries(client, ['customers', 'without-company']);
      void refreshQueries(client, companyDetails);
    },
  });
}
