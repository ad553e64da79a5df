import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CreateCustomerInput, UpdateCustomerInput } from '@domain/contracts/customers';
import { PAGE_SIZE } from '@domain/constants';
import { call } from '@web/lib/call';
import { afterPageBefore } from '@web/lib/page-after';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

const keys = queryKeys.customers;
// A customer's company appears on the company page (its Customers tab).
const companyDetails = queryKeys.companies.details;
// Each change of a customer is an entry of its History card.
const history = (id: string) => queryKeys.audit.history('customer', id);

export const customerQueries = {
  // The customers in use; with `archived`, the archived ones alone (docs/decisions/0027).
  list: (params: { search: string; offset: number; limit?: number; archived?: boolean }) => {
    const key = {
      search: params.search,
      offset: params.offset,
      limit: params.limit ?? PAGE_SIZE,
      archived: params.archived ?? false,
    };
    return queryOptions({
      queryKey: keys.list(key),
      queryFn: ({ client }) => {
        const after = afterPageBefore(
          client,
          (offset) => keys.list({ ...key, offset }),
          key.offset,
          key.limit,
        );
        const archived = key.archived ? 'true' : undefined;
        return call('customers.list', { query: { ...key, archived, after } });
      },
      placeholderData: keepPreviousData,
    });
  },
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: () => call('customers.get', { params: { id } }),
    }),
};

export function useCustomers(params: {
  search: string;
  offset: number;
  limit?: number;
  archived?: boolean;
  enabled?: boolean;
}) {
  return useQuery({ ...customerQueries.list(params), enabled: params.enabled ?? true });
}

export function useCustomer(id: string | null) {
  return useQuery({ ...customerQueries.detail(id ?? ''), enabled: Boolean(id) });
}

export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomerInput) => call('customers.create', { body }),
    onSuccess: (created) => {
      void refreshQueries(client, keys.lists);
      void refreshQueries(client, keys.withoutCompanyAll);
      if (created.company_id) void refreshQueries(client, companyDetails);
    },
  });
}

export function useUpdateCustomer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerInput) => call('customers.update', { params: { id }, body }),
    onSuccess: () => {
      void refreshQueries(client, keys.all);
      void refreshQueries(client, companyDetails);
      void refreshQueries(client, history(id));
    },
  });
}

export function useSetCustomerCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: { customerId: string; companyId: string | null }) =>
      call('customers.setCompany', {
        params: { id: vars.customerId },
        body: { company_id: vars.companyId },
      }),
    onSuccess: (_data, vars) => {
      void refreshQueries(client, keys.all);
      void refreshQueries(client, companyDetails);
      void refreshQueries(client, history(vars.customerId));
    },
  });
}

/** An archived customer back in the lists (managers and the owner). */
export function useRestoreCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('customers.restore', { params: { id } }),
    onSuccess: (_data, id) => {
      void refreshQueries(client, keys.detail(id));
      void refreshQueries(client, keys.lists);
      void refreshQueries(client, queryKeys.audit.all);
    },
  });
}

export function useDeleteCustomer() {
  const client = useQueryClient();
  return useMutation({
    // null when deleted; a customer with transactions is archived instead (decision 0027).
    mutationFn: (id: string) => call('customers.delete', { params: { id } }),
    onSuccess: (archived, id) => {
      // SPEC §7: the list is invalidated and the detail entry removed (refreshed when archived).
      if (archived) {
        void refreshQueries(client, keys.detail(id));
        void refreshQueries(client, queryKeys.audit.all);
      } else {
        client.removeQueries({ queryKey: keys.detail(id) });
        client.removeQueries({ queryKey: queryKeys.idCards.of(id) });
      }
      void refreshQueries(client, keys.lists);
      void refreshQueries(client, keys.withoutCompanyAll);
      void refreshQueries(client, companyDetails);
    },
  });
}
