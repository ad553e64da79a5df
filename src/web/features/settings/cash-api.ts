import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createDenominationBody, tillBody } from '@domain/contracts/cash';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

type TillInput = z.input<typeof tillBody>;
type CreateDenominationInput = z.input<typeof createDenominationBody>;

// Changing the cash day's set-up (docs/decisions/0036): branches with their vault, tills and
// card location, and the notes and coins of each currency. Reading it is shared
// (@web/shared/cash-setup): accounts, reports and the business day read it too.

function useRefresh(...keys: (readonly string[])[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((key) => refreshQueries(queryClient, key))).then(() => {});
}

// A till's name shows on the Tills page, the accounts' locations and the reports.
const TILL_KEYS = [queryKeys.branches.all, queryKeys.accounts.all, queryKeys.businessDays.all];

export function useSaveBranch() {
  const refresh = useRefresh(...TILL_KEYS);
  return useMutation({
    mutationFn: (input: { id?: string; name: string; address: string | null }) => {
      const body = { name: input.name, address: input.address };
      return input.id
        ? call('branches.update', { params: { id: input.id }, body })
        : call('branches.create', { body });
    },
    onSuccess: refresh,
  });
}

export function useAddTill() {
  const refresh = useRefresh(...TILL_KEYS);
  return useMutation({
    mutationFn: (input: { branchId: string; name: string }) =>
      call('branches.addTill', {
        params: { id: input.branchId },
        body: { name: input.name, is_active: true },
      }),
    onSuccess: refresh,
  });
}

export function useUpdateTill() {
  const refresh = useRefresh(...TILL_KEYS);
  return useMutation({
    mutationFn: (input: { id: string } & TillInput) =>
      call('tills.update', {
        params: { id: input.id },
        body: { name: input.name, is_active: input.is_active },
      }),
    onSuccess: refresh,
  });
}

// A till's receipt printer (docs/decisions/0060); the branches list shows it.
export function useSetTillPrinter() {
  const refresh = useRefresh(queryKeys.branches.all);
  return useMutation({
    mutationFn: (input: { id: string; address: string | null; paper_width: 58 | 80 }) =>
      call('tills.setPrinter', {
        params: { id: input.id },
        body: { address: input.address, paper_width: input.paper_width },
      }),
    onSuccess: refresh,
  });
}

export function useCreateDenomination() {
  const refresh = useRefresh(queryKeys.denominations.all);
  return useMutation({
    mutationFn: (input: CreateDenominationInput) => call('denominations.create', { body: input }),
    onSuccess: refresh,
  });
}

export function useSetDenominationActive() {
  const refresh = useRefresh(queryKeys.denominations.all);
  return useMutation({
    mutationFn: (input: { id: string; is_active: boolean }) =>
      call('denominations.update', {
        params: { id: input.id },
        body: { is_active: input.is_active },
      }),
    onSuccess: refresh,
  });
}
