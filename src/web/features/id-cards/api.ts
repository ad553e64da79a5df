import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdImageSide } from '@domain/contracts/id-card-images';
import type { CompleteIdCardBody, CreateIdCardBody } from '@domain/contracts/id-cards';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

const idCardKeys = queryKeys.idCards;
// The customer detail embeds the cards too, so both are refreshed after a change.
const customerDetailKey = queryKeys.customers.detail;
// A customer's History card lists its ID cards' entries too.
const customerHistory = (customerId: string) => queryKeys.audit.history('customer', customerId);

export const idCardQueries = {
  of: (customerId: string) =>
    queryOptions({
      queryKey: idCardKeys.of(customerId),
      queryFn: () => call('customers.idCards', { params: { id: customerId } }),
    }),
};

export function useIdCards(customerId: string) {
  return useQuery(idCardQueries.of(customerId));
}

export function useAddIdCard(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateIdCardBody, 'customer_id'>) =>
      call('idCards.create', { body: { ...body, customer_id: customerId } }),
    // Also after a refusal: another screen may have added or removed a card meanwhile.
    onSettled: () => {
      void refreshQueries(client, idCardKeys.of(customerId));
      void refreshQueries(client, customerDetailKey(customerId));
      void refreshQueries(client, customerHistory(customerId));
    },
  });
}

export function useDeleteIdCard(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    // null when deleted; the card of a customer with transactions is archived (decision 0027).
    mutationFn: (id: string) => call('idCards.delete', { params: { id } }),
    onSettled: () => {
      void refreshQueries(client, idCardKeys.of(customerId));
      void refreshQueries(client, customerDetailKey(customerId));
      void refreshQueries(client, customerHistory(customerId));
    },
  });
}

/** Completes a card saved before its issuer and verification were kept (issue 44). */
export function useCompleteIdCard(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: string; body: CompleteIdCardBody }) =>
      call('idCards.complete', { params: { id: vars.id }, body: vars.body }),
    onSettled: () => {
      void refreshQueries(client, idCardKeys.of(customerId));
      void refreshQueries(client, customerDetailKey(customerId));
      void refreshQueries(client, customerHistory(customerId));
    },
  });
}

/** Stores a photo of one side of a card (base64), replacing the side's photo on file. */
export function useStoreIdImage(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: string; side: IdImageSide; data: string }) =>
      call('idCards.storeImage', {
        params: { id: vars.id, side: vars.side },
        body: { data: vars.data },
      }),
    onSettled: () => {
      void refreshQueries(client, idCardKeys.of(customerId));
      void refreshQueries(client, customerDetailKey(customerId));
      void refreshQueries(client, customerHistory(customerId));
    },
  });
}

/** Removes one side's photo (managers and the owner). */
export function useDeleteIdImage(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: string; side: IdImageSide }) =>
      call('idCards.deleteImage', { params: { id: vars.id, side: vars.side } }),
    onSettled: () => {
      void refreshQueries(client, idCardKeys.of(customerId));
      void refreshQueries(client, customerDetailKey(customerId));
      void refreshQueries(client, customerHistory(customerId));
    },
  });
}

/**
 * One side's photo, for a manager or the owner. Each fetch is a view in the audit trail, so it
 * is fetched when shown and not kept once the dialog closes.
 */
export function useIdImage(id: string, side: IdImageSide, enabled: boolean) {
  return useQuery({
    queryKey: [...idCardKeys.image(id), side],
    queryFn: () => call('idCards.image', { params: { id, side } }),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
